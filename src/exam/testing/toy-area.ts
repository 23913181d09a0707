/**
 * A tiny area for testing the engine without any real area: guess which of `size` numbers
 * the question holds. Credit 1 for the exact number, 0.5 for a neighbour.
 */
import type { AudioBranch, OfficialExam, SubmissionRequest } from '../../lib/api-types';
import type { AreaDefinition } from '../area-definition';
import type { ExamServices } from '../exam-types';

export interface ToySettings {
  size: number;
}
export type ToyDraft = { size: number | null };
export interface ToyQuestion {
  value: number;
}
export interface ToyAnswer {
  value: number;
}

export const toyArea: AreaDefinition<ToySettings, ToyQuestion, ToyAnswer> = {
  id: 'eq',
  defaultSettings: { size: 4 },
  difficultyPresets: [
    { id: 'easy', settings: { size: 2 } },
    { id: 'hard', settings: { size: 8 } },
  ],
  officialExam: { settings: { size: 3 }, questionCount: 3, levelMatch: true },
  validateSettings(input) {
    const size = (input as { size?: unknown } | null)?.size;
    if (size === null || size === undefined) return { ok: false, errors: { size: 'common:validation.required' } };
    if (typeof size !== 'number' || !Number.isInteger(size) || size < 2 || size > 8) return { ok: false, errors: { size: 'toy.invalid' } };
    return { ok: true, settings: { size } };
  },
  generateQuestion: (rng, settings) => ({ value: rng.int(0, settings.size) }),
  buildProcessing: (question) => ({ chain: [{ kind: 'stereo-pan', pan: question.value / 10 }] }),
  parseAnswer(input) {
    const value = (input as { value?: unknown } | null)?.value;
    return typeof value === 'number' ? { value } : null;
  },
  answerSound: (_question, answer) => ({ value: answer.value }),
  score(question, answer) {
    const off = Math.abs(question.value - answer.value);
    return { credit: off === 0 ? 1 : off === 1 ? 0.5 : 0, correct: off === 0, details: { off } };
  },
};

export const toyToDraft = (settings: ToySettings): ToyDraft => ({ size: settings.size });

export interface FakeServices extends ExamServices {
  submitted: SubmissionRequest[];
  /** Official audio the page asked for, as `examId/n/branch`. */
  audioFetches: string[];
  /** How many of the next audio fetches fail. */
  audio: { failures: number };
  fetchOfficialAudio(examId: string, n: number, branch: AudioBranch): Promise<ArrayBuffer>;
  time: { now: number };
  resolveOfficial(exam?: Partial<OfficialExam>): void;
  rejectOfficial(error: Error): void;
}

export function createFakeServices(): FakeServices {
  const submitted: SubmissionRequest[] = [];
  const audioFetches: string[] = [];
  const audio = { failures: 0 };
  const time = { now: Date.UTC(2026, 0, 5, 10, 0, 0) };
  let pending: { resolve(e: OfficialExam): void; reject(e: Error): void } | null = null;
  let ids = 0;
  return {
    submitted,
    audioFetches,
    audio,
    fetchOfficialAudio: async (examId, n, branch) => {
      audioFetches.push(`${examId}/${n}/${branch}`);
      if (audio.failures > 0) {
        audio.failures -= 1;
        throw new Error('the API is down');
      }
      return new ArrayBuffer(8);
    },
    time,
    now: () => time.now,
    randomSeed: () => 4242,
    randomId: () => `00000000-0000-4000-8000-${String(++ids).padStart(12, '0')}`,
    issueOfficialExam: () => new Promise<OfficialExam>((resolve, reject) => (pending = { resolve, reject })),
    submit: (request) => void submitted.push(request),
    resolveOfficial(exam = {}) {
      pending?.resolve({
        examId: 'exam-1',
        area: 'eq',
        settings: { size: 3 },
        questionCount: 3,
        timeLimitSeconds: 3600,
        issuedAt: new Date(time.now).toISOString(),
        expiresAt: new Date(time.now + 3_600_000).toISOString(),
        originals: [0, 0, 0],
        fadeLaw: 'equal-gain',
        levelMatched: true,
        ...exam,
      });
    },
    rejectOfficial(error) {
      pending?.reject(error);
    },
  };
}
