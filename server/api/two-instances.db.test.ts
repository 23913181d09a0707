/**
 * Two API instances on one PostgreSQL, as two processes behind a proxy would be: each with its
 * own connection pool, sound directory, render pool and memory, trusting the same identity
 * provider. A student's exam may be answered by either at every step, and both must agree.
 * Runs on TEST_DATABASE_URL, else on a scratch cluster (scripts/pg-scratch.ts).
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ScratchPostgres } from '../../scripts/pg-scratch';
import type { OfficialExam, OwnReport, SubmissionReceipt, SubmissionRequest, TotalReport } from '../../src/api-contract';
import { DEFAULT_OFFICIAL_EXAM_RULES } from './official-exams/official-exam-rules';
import { rightOfficialSubmission } from './testing/official-submission';
import { TEACHER, createTestApp, type TestApp, type TestTokenUser } from './testing/test-app';
import { TEST_AREAS, TEST_COUNT, countArea } from './testing/test-area';
import { createTestSchema, startTestPostgres, whyNoTestPostgres, type TestSchema } from './testing/test-database';
import { createTestTokens } from './testing/test-tokens';

const FETCHES_PER_SOUND = 2;
const RULES = { ...DEFAULT_OFFICIAL_EXAM_RULES, fetchesPerSound: FETCHES_PER_SOUND };
const noPostgres = await whyNoTestPostgres();

describe.skipIf(noPostgres)(`two API instances on one PostgreSQL${noPostgres ? ` (skipped: ${noPostgres})` : ''}`, () => {
  let postgres: ScratchPostgres;
  let schema: TestSchema;
  const soundDirs: string[] = [];
  let one: TestApp;
  let two: TestApp;

  beforeAll(async () => {
    postgres = await startTestPostgres();
    schema = await createTestSchema(postgres.url);
    const tokens = await createTestTokens();
    soundDirs.push(await mkdtemp(path.join(tmpdir(), 'auricle-instance-1-')), await mkdtemp(path.join(tmpdir(), 'auricle-instance-2-')));
    // Started together, as a deployment starts its instances: both migrate the same database.
    [one, two] = await Promise.all(
      soundDirs.map((dir) =>
        createTestApp(TEST_AREAS, { officialRules: RULES, renderAheadInto: dir, instanceOf: { databaseUrl: schema.url, tokens } }),
      ),
    ) as [TestApp, TestApp];
  });

  afterAll(async () => {
    await Promise.all([one?.close(), two?.close()]);
    await schema?.drop();
    await postgres?.stop();
    await Promise.all(soundDirs.map((dir) => rm(dir, { recursive: true, force: true })));
  });

  const student = (): TestTokenUser => {
    const id = randomUUID().slice(0, 8);
    return { sub: `test|${id}`, name: `Student ${id}`, email: `${id}@uni.example` };
  };
  const audio = (t: TestApp, who: TestTokenUser, exam: OfficialExam, n: number) =>
    t.request('GET', `/api/official-exams/${exam.examId}/questions/${n}/audio/processed`, who);

  const submission = (exam: OfficialExam): Promise<SubmissionRequest> => rightOfficialSubmission(one.db, countArea, exam.examId, Date.now());

  it('issues through one, serves the sound through the other (rendered there), and counts its fetches across both', async () => {
    const who = student();
    const issued = await one.request('POST', '/api/official-exams', who, { area: TEST_COUNT });
    expect(issued.statusCode).toBe(201);
    const exam = issued.json<OfficialExam>();
    const again = await two.request('POST', '/api/official-exams', who, { area: TEST_COUNT });
    expect(again.statusCode).toBe(200);
    expect(again.json<OfficialExam>().examId).toBe(exam.examId);

    expect(await readdir(soundDirs[1] as string)).toEqual([]);
    const viaTwo = await audio(two, who, exam, 0);
    expect(viaTwo.statusCode).toBe(200);
    expect(await readdir(soundDirs[1] as string)).toHaveLength(1);
    const viaOne = await audio(one, who, exam, 0);
    expect(viaOne.statusCode).toBe(200);
    // Rendered apart from the same sealed question: the same sound, whichever instance renders it.
    expect(viaOne.rawPayload.equals(viaTwo.rawPayload)).toBe(true);
    const third = await audio(two, who, exam, 0);
    expect(third.statusCode).toBe(429);
    expect(third.json()).toMatchObject({ code: 'audio-fetch-limit' });

    const burst = await Promise.all([audio(one, who, exam, 1), audio(two, who, exam, 1), audio(one, who, exam, 1), audio(two, who, exam, 1)]);
    expect(burst.map((res) => res.statusCode).sort()).toEqual([200, 200, 429, 429]);
  });

  it('takes the answers through either, once, and reports the same through both', async () => {
    const who = student();
    const exam = (await one.request('POST', '/api/official-exams', who, { area: TEST_COUNT })).json<OfficialExam>();
    expect((await audio(two, who, exam, 0)).statusCode).toBe(200);
    const body = await submission(exam);
    // A retry reaching the other instance while the first attempt is still in flight.
    const [first, retry] = await Promise.all([two.request('POST', '/api/submissions', who, body), one.request('POST', '/api/submissions', who, body)]);
    expect([first.statusCode, retry.statusCode].sort()).toEqual([200, 201]);
    const [created, duplicate] = first.statusCode === 201 ? [first, retry] : [retry, first];
    const receipt = created.json<SubmissionReceipt>();
    expect(receipt).toMatchObject({ submitId: body.submitId, score: 100, questionCount: countArea.officialExam.questionCount, duplicate: false });
    expect(duplicate.json()).toEqual({ ...receipt, duplicate: true });
    // A second finish of the same exam (another submitId) through the other instance: the stored result.
    const secondFinish = await one.request('POST', '/api/submissions', who, { ...body, submitId: randomUUID(), answers: body.answers.map(() => 0) });
    expect(secondFinish.json()).toEqual({ ...receipt, duplicate: true });
    expect(await one.db.query('SELECT score FROM submissions WHERE exam_id = $1', [exam.examId])).toEqual([{ score: 100 }]);

    const own = await Promise.all([one, two].map((t) => t.request('GET', '/api/reports/test-count?kind=official', who)));
    expect(own.map((res) => res.statusCode)).toEqual([200, 200]);
    expect(own[0]?.json<OwnReport>().rows).toEqual([expect.objectContaining({ submitId: body.submitId, score: 100, official: true, outcome: 'submitted' })]);
    expect(own[1]?.json()).toEqual(own[0]?.json());

    const query = `/api/total-reports/test-count?kind=official&view=submissions&user=${encodeURIComponent(who.email ?? '')}`;
    const total = await Promise.all([one, two].map((t) => t.request('GET', query, TEACHER)));
    expect(total.map((res) => res.statusCode)).toEqual([200, 200]);
    expect(total[0]?.json<TotalReport>().rows).toEqual([expect.objectContaining({ submitId: body.submitId, sub: who.sub, score: 100 })]);
    expect(total[1]?.json()).toEqual(total[0]?.json());
  });
});
