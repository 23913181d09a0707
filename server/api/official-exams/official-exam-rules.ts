import type { CountedAttempt } from '../../../src/api-contract';

/** The built-in official exam must be finished within this time (its time limit); a scheduled one sets its own. */
export const OFFICIAL_EXAM_TTL_MS = 2 * 60 * 60 * 1000;
/** A result queued by the browser may claim a finish this far past expiry (clock skew). */
export const OFFICIAL_EXAM_CLOCK_SKEW_MS = 60 * 1000;
/**
 * How long after expiry a result finished in time may still arrive: the SPA keeps it in a
 * persistent queue while the API is unreachable, and such a result must not be lost.
 */
export const OFFICIAL_EXAM_SUBMIT_GRACE_MS = 7 * 24 * 60 * 60 * 1000;

/** The rules of the built-in official exam of every area (a scheduled exam sets its own). */
export interface OfficialExamRules {
  /** Attempts per student and area; an issued exam is an attempt, submitted or not. */
  attempts: number;
  countedAttempt: CountedAttempt;
  /** How often one sound of one exam is served (a reload fetches again; a loop does not). */
  fetchesPerSound: number;
  /**
   * Requests per user and minute to the issuing and the audio routes. An honest student issues
   * one exam and fetches each of its 10-20 sounds once over several minutes; a reload fetches
   * them again. `reviewAudio`: sounds of submitted exams, which a student studies at leisure,
   * replaying them (GET /api/me/submissions/:submitId/questions/:n/audio/:branch).
   */
  perMinute: { issue: number; audio: number; reviewAudio: number };
}

export const DEFAULT_OFFICIAL_EXAM_RULES: OfficialExamRules = {
  attempts: 1,
  countedAttempt: 'best',
  fetchesPerSound: 12,
  perMinute: { issue: 10, audio: 90, reviewAudio: 60 },
};
