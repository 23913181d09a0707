/**
 * A scheduled official exam the demo student has taken, set up through the API with the demo
 * accounts' own tokens: the teacher schedules it for the Conservatory of Music (open from a minute
 * ago), the student is issued it and submits `answers` at once.
 */
import type { APIRequest, APIRequestContext } from '@playwright/test';
import type { AreaDefinition } from '../../src/exam-contract/index.ts';
import type { OfficialExam, OfficialExamSchedule, Organization, SubmissionReceipt } from '../../src/api-contract/index.ts';
import { e2eUrls } from '../e2e-env.ts';
import { expect } from '../fixtures.ts';
import { tokenOf } from './capture-token.ts';

export interface ScheduledExamTaken {
  schedule: OfficialExamSchedule;
  submitId: string;
  receipt: SubmissionReceipt;
}

export interface ScheduledExamPlan {
  definition: AreaDefinition;
  title: string;
  questionCount: number;
  attempts: number;
  openForMs: number;
  answers: unknown[];
}

export async function takeScheduledExam(request: APIRequest, exam: ScheduledExamPlan): Promise<ScheduledExamTaken> {
  const tokens = { teacher: await tokenOf('teacher'), student: await tokenOf('student') };
  const api = await request.newContext();
  try {
    return await scheduleAndTake(api, tokens, exam);
  } finally {
    await api.dispose();
  }
}

async function scheduleAndTake(
  api: APIRequestContext,
  tokens: { teacher: string; student: string },
  exam: ScheduledExamPlan,
): Promise<ScheduledExamTaken> {
  const { definition } = exam;
  const area = definition.id;
  const url = (path: string) => `${e2eUrls.apiBase}${path}`;
  const organizations = (await (await api.get(url('organizations'), { headers: { Authorization: tokens.teacher } })).json()) as Organization[];
  const created = await api.post(url('official-exam-schedules'), {
    headers: { Authorization: tokens.teacher },
    data: {
      area,
      title: exam.title,
      organizations: organizations.filter((o) => o.name === 'Conservatory of Music').map((o) => o.id),
      settings: definition.officialExam.settings,
      questionCount: exam.questionCount,
      opensAt: new Date(Date.now() - 60_000).toISOString(),
      closesAt: new Date(Date.now() + exam.openForMs).toISOString(),
      timeLimitSeconds: 1800,
      attempts: exam.attempts,
      counts: 'best',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const schedule = (await created.json()) as OfficialExamSchedule;
  const issued = await api.post(url('official-exams'), { headers: { Authorization: tokens.student }, data: { area, scheduleId: schedule.id } });
  expect(issued.status(), await issued.text()).toBe(201);
  const { examId } = (await issued.json()) as OfficialExam;
  const submitId = crypto.randomUUID();
  const at = new Date().toISOString();
  const submitted = await api.post(url('submissions'), {
    headers: { Authorization: tokens.student },
    data: { submitId, area, mode: 'official', generatorVersion: definition.version, examId, startedAt: at, finishedAt: at, answers: exam.answers },
  });
  expect(submitted.status(), await submitted.text()).toBe(201);
  return { schedule, submitId, receipt: (await submitted.json()) as SubmissionReceipt };
}
