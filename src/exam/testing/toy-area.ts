/** The toy area (src/exam-contract/testing/toy-area.ts) with fake exam services around it. */
import type { AudioBranch, OfficialExam, OfficialExamSchedule, OfficialExamScheduleList, SubmissionRequest } from '../../api-contract';
import type { AreaId } from '../../lib/area-registry';
import { TOY_AREA_ID, type ToyDraft, type ToySettings } from '../../exam-contract/testing/toy-area';
import type { ExamPageRecord } from '../exam-page';
import type { ExamServices } from '../exam-types';

export { TOY_AREA_ID, toyArea, type ToyAnswer, type ToyDraft, type ToyQuestion, type ToySettings } from '../../exam-contract/testing/toy-area';

/** The toy area's stand-in for a registry record: its report is no product area's. */
export const toyPageRecord: ExamPageRecord = { reportPath: '/report/toy', listeningCheck: null };

export const toyToDraft = (settings: ToySettings): ToyDraft => ({ size: settings.size });

export interface FakeServices extends ExamServices {
  submitted: SubmissionRequest[];
  /** Official audio the page asked for, as `examId/n/branch`. */
  audioFetches: string[];
  /** How many of the next audio fetches fail. */
  audio: { failures: number };
  fetchOfficialAudio(examId: string, n: number, branch: AudioBranch): Promise<ArrayBuffer>;
  /** A submitted official exam's review sounds; asked for as `review:submitId/n/branch` in `audioFetches`. */
  fetchReviewAudio(submitId: string, n: number, branch: 'original' | 'processed' | 'answer'): Promise<ArrayBuffer>;
  time: { now: number };
  /** The official exams asked for, as their scheduled exam's id (null: the built-in one). */
  issued: (string | null)[];
  /** What `listSchedules` answers (a student's list, every area), or that it fails. */
  schedules: { rows: OfficialExamSchedule[]; fail: boolean };
  listSchedules(area: AreaId, signal?: AbortSignal): Promise<OfficialExamScheduleList>;
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
  const issued: (string | null)[] = [];
  const schedules = { rows: [] as OfficialExamSchedule[], fail: false };
  return {
    issued,
    schedules,
    listSchedules: async (area) => {
      if (schedules.fail) throw new Error('the API is down');
      return { rows: schedules.rows.filter((row) => row.area === area) };
    },
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
    fetchReviewAudio: async (submitId, n, branch) => {
      audioFetches.push(`review:${submitId}/${n}/${branch}`);
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
    issueOfficialExam: (_area, scheduleId) => {
      issued.push(scheduleId ?? null);
      return new Promise<OfficialExam>((resolve, reject) => (pending = { resolve, reject }));
    },
    submit: (request) => void submitted.push(request),
    resolveOfficial(exam = {}) {
      pending?.resolve({
        examId: 'exam-1',
        area: TOY_AREA_ID,
        settings: { size: 3 },
        questionCount: 3,
        timeLimitSeconds: 3600,
        issuedAt: new Date(time.now).toISOString(),
        expiresAt: new Date(time.now + 3_600_000).toISOString(),
        originals: [0, 0, 0],
        fadeLaw: 'equal-gain',
        levelMatched: true,
        attemptsAllowed: 1,
        attemptsUsed: 1,
        scheduleId: null,
        title: null,
        programme: null,
        countedAttempt: 'best',
        ...exam,
      });
    },
    rejectOfficial(error) {
      pending?.reject(error);
    },
  };
}
