/**
 * Posts the queued scores (./grade-outbox.ts) to the platforms' line items (LTI Assignment and
 * Grade Services 2.0, the score publish service). A post that fails is kept with the platform's
 * answer and tried again later, backing off; the teacher sees it and may send it again at once.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db';
import { platformById, type LtiPlatform } from './platform-store';
import { LTI_SCOPES, type PlatformTokens } from './platform-token';

/** How long after the n-th failure a score is tried again: a minute, then longer, up to six hours. */
export const retryDelayMs = (failures: number): number => Math.min(6 * 3_600_000, 60_000 * 4 ** Math.max(0, failures - 1));

/** A claimed score is someone's for this long; if its poster dies, another takes it after. */
const LEASE_MS = 2 * 60_000;
const BATCH = 20;
/**
 * Posts under way at once: a platform answers each in a tenth of a second or more, so one after
 * the other a class of 60 waited 60 answers (bench/lti-grades.bench.ts measures both).
 */
export const CONCURRENT_POSTS = 6;

interface DueScore {
  link_id: number;
  user_sub: string;
  score_given: number;
  score_maximum: number;
  scored_at: Date;
  attempts: number;
  lineitem_url: string;
  platform_id: number;
  subject: string;
}

/** The score service of a line item: its URL with `/scores` added to the path, the query kept. */
export function scoresUrl(lineitemUrl: string): string {
  const url = new URL(lineitemUrl);
  url.pathname = `${url.pathname.replace(/\/$/, '')}/scores`;
  return url.href;
}

export interface GradePosterDeps {
  db: Database;
  tokens: PlatformTokens;
  clock: () => Date;
  log: FastifyBaseLogger;
  fetch?: typeof fetch;
  /** Whether `kick` sends (the API process); tests send with `sendDue`. */
  autoSend: boolean;
  /** Posts under way at once (CONCURRENT_POSTS unless told). */
  concurrency?: number;
}

export class GradePoster {
  private running: Promise<number> | null = null;

  private readonly concurrency: number;

  constructor(private readonly deps: GradePosterDeps) {
    this.concurrency = Math.max(1, deps.concurrency ?? CONCURRENT_POSTS);
  }

  /** Sends what is due soon, in the background (after a submission, or the teacher's "send again"). */
  kick(): void {
    if (!this.deps.autoSend) return;
    setImmediate(() => {
      this.sendDue().catch((error: unknown) => this.deps.log.error({ err: error }, 'LTI grade posts failed'));
    });
  }

  /** Posts every score that is due; resolves to how many the platforms took. One run at a time. */
  sendDue(): Promise<number> {
    this.running ??= this.sendAll().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async sendAll(): Promise<number> {
    let taken = 0;
    // A class's scores go to one platform or a few: each is read once per run.
    const platforms = new Map<number, Promise<LtiPlatform | null>>();
    const platformOf = (id: number) => {
      let platform = platforms.get(id);
      if (!platform) {
        platform = platformById(this.deps.db, id);
        platforms.set(id, platform);
      }
      return platform;
    };
    for (;;) {
      const due = await this.claim();
      let next = 0;
      const worker = async () => {
        for (let score = due[next++]; score; score = due[next++]) if (await this.post(score, await platformOf(score.platform_id))) taken += 1;
      };
      // Every post of the batch ends before a failure is told: none is left running after the run.
      const ended = await Promise.allSettled(Array.from({ length: Math.min(this.concurrency, due.length) }, worker));
      const failed = ended.find((outcome) => outcome.status === 'rejected');
      if (failed) throw failed.reason;
      if (due.length < BATCH) return taken;
    }
  }

  private async claim(): Promise<DueScore[]> {
    const now = this.deps.clock();
    return this.deps.db.query<DueScore>(
      `WITH due AS (
         SELECT link_id, user_sub FROM lti_grade_outbox
          WHERE status <> 'sent' AND next_attempt_at <= $1
          ORDER BY next_attempt_at LIMIT $3 FOR UPDATE SKIP LOCKED
       )
       UPDATE lti_grade_outbox o SET next_attempt_at = $2
         FROM due, lti_grade_links l, lti_platforms p, lti_users u
        WHERE o.link_id = due.link_id AND o.user_sub = due.user_sub AND l.id = o.link_id AND p.id = l.platform_id
          AND u.issuer = p.issuer AND u.user_sub = o.user_sub
       RETURNING o.link_id, o.user_sub, o.score_given, o.score_maximum, o.scored_at, o.attempts, l.lineitem_url, l.platform_id, u.subject`,
      [now, new Date(now.getTime() + LEASE_MS), BATCH],
    );
  }

  private async post(score: DueScore, platform: LtiPlatform | null): Promise<boolean> {
    const { db, tokens, clock, log } = this.deps;
    const fetchApi = this.deps.fetch ?? fetch;
    let error: string | null = null;
    if (!platform) {
      error = 'the platform is no longer registered';
    } else {
      try {
        const token = await tokens.token(platform, LTI_SCOPES.score, clock());
        const res = await fetchApi(scoresUrl(score.lineitem_url), {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/vnd.ims.lis.v1.score+json' },
          body: JSON.stringify({
            userId: score.subject,
            scoreGiven: score.score_given,
            scoreMaximum: score.score_maximum,
            activityProgress: 'Completed',
            gradingProgress: 'FullyGraded',
            timestamp: new Date(score.scored_at).toISOString(),
          }),
          signal: AbortSignal.timeout(15_000),
        });
        if (res.status === 401) tokens.forget(platform, LTI_SCOPES.score, token);
        if (!res.ok) error = `the platform answered ${res.status}: ${(await res.text()).slice(0, 200)}`;
      } catch (failure) {
        error = failure instanceof Error ? failure.message : String(failure);
      }
    }
    const now = clock();
    // Only the score that was posted: a newer one queued meanwhile stays pending.
    const same = 'link_id = $1 AND user_sub = $2 AND score_given = $3 AND scored_at = $4';
    if (error === null) {
      await db.query(`UPDATE lti_grade_outbox SET status = 'sent', sent_at = $5, last_error = NULL, updated_at = $5 WHERE ${same}`, [
        score.link_id,
        score.user_sub,
        score.score_given,
        score.scored_at,
        now,
      ]);
      return true;
    }
    log.warn({ gradeLink: score.link_id, attempts: score.attempts + 1, error }, 'LTI grade post failed; it will be tried again');
    await db.query(
      `UPDATE lti_grade_outbox SET status = 'failed', attempts = attempts + 1, last_error = $5, next_attempt_at = $6, updated_at = $7 WHERE ${same}`,
      [score.link_id, score.user_sub, score.score_given, score.scored_at, error, new Date(now.getTime() + retryDelayMs(score.attempts + 1)), now],
    );
    return false;
  }
}
