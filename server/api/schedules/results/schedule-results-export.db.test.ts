/** The results of a scheduled exam as CSV: BOM, translated headers, the three sections, the file name. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSV_SCHEDULE_KEYS, loadCsvHeaders } from '../../reports/csv-labels';
import { createTestApp, STUDENT, TEACHER, type TestApp } from '../../testing/test-app';
import { insertExam, insertOrganization, insertSchedule, insertStudent, insertSubmission } from './schedule-results-fixture';
import { TEST_COUNT } from '../../testing/test-area';

const T0 = Date.parse('2026-09-10T12:00:00.000Z');
const at = (minutes: number): string => new Date(T0 + minutes * 60_000).toISOString();

let t: TestApp;
let id: string;
let submitId: string;
beforeAll(async () => {
  t = await createTestApp();
  t.setNow(new Date(T0));
  const org = await insertOrganization(t.db, 'CSV Class');
  await insertStudent(t.db, { sub: 'csv|li', name: '李明', studentId: 'C-1', organizationId: org });
  await insertStudent(t.db, { sub: 'csv|evil', name: '=cmd()', studentId: 'C-2', organizationId: org });
  id = await insertSchedule(t.db, {
    area: TEST_COUNT,
    title: '期中考试 Mid-term',
    organizationIds: [org],
    questionCount: 2,
    opensAt: at(-600),
    closesAt: at(-60),
    attempts: 1,
    counts: 'best',
  });
  const examId = await insertExam(t.db, { scheduleId: id, sub: 'csv|li', area: TEST_COUNT, questions: [2, 3], issuedAt: at(-300), expiresAt: at(-100) });
  // 2 3 answered 2 1: right, then 1 said for 3 (two off: nothing).
  submitId = await insertSubmission(t.db, {
    examId,
    scheduleId: id,
    sub: 'csv|li',
    area: TEST_COUNT,
    answers: [2, 1],
    score: 50,
    correctRate: 50,
    finishedAt: at(-200),
    durationSeconds: 95,
  });
});
afterAll(() => t.close());

const exportOf = (lang: string) => t.request('GET', `/api/official-exam-schedules/${id}/results/export?lang=${lang}`, TEACHER);

describe('GET /api/official-exam-schedules/:id/results/export', () => {
  it('writes the students, then the items per question and per right answer, after a BOM', async () => {
    const res = await exportOf('en');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const sections = res.body.slice(1).split('\r\n\r\n');
    expect(sections).toHaveLength(3);
    const [students, positions, answers] = sections.map((s) => s.split('\r\n').filter((line) => line !== ''));
    expect(students).toEqual([
      'Organization,Student ID,Name,User,Status,Attempts used,Counted score,Counted correct rate (%),Duration (s),Listening flag,Submit ID',
      `CSV Class,C-1,李明,c-1@class.example,Submitted,1,50,50,95,,${submitId}`,
      // A name a spreadsheet would run as a formula is quoted out.
      "CSV Class,C-2,'=cmd(),c-2@class.example,Not started,0,,,,,",
    ]);
    expect(positions).toEqual(['Question,Answered,Correct rate (%),Average credit (0-1)', '1,1,100,1', '2,1,0,0']);
    // The test area words its answers as the numbers they are.
    expect(answers).toEqual([
      'Right answer,Asked,Correct rate (%),Most common wrong answer,Times given',
      '2,1,100,,',
      '3,1,0,1,1',
    ]);
    expect(res.headers['x-total-rows']).toBe('2');
  });

  it('translates every header, and the statuses, into Chinese', async () => {
    const res = await exportOf('zh-CN');
    const headers = await loadCsvHeaders();
    const lines = res.body.slice(1).split('\r\n');
    expect(lines[0]).toBe('单位,学号,姓名,用户,状态,已用次数,计入成绩,计入正确率（%）,用时（秒）,听音标记,提交编号');
    expect(lines[1]).toBe(`CSV Class,C-1,李明,c-1@class.example,已交卷,1,50,50,95,,${submitId}`);
    expect(lines[2]).toBe("CSV Class,C-2,'=cmd(),c-2@class.example,未开始,0,,,,,");
    expect(lines).toContain('题号,作答数,正确率（%）,平均得分率（0-1）');
    expect(lines).toContain('正确答案,出现次数,正确率（%）,最常见的错误答案,错误次数');
    for (const key of CSV_SCHEDULE_KEYS) expect(headers['zh-CN'].schedule[key]).not.toBe(headers.en.schedule[key]);
  });

  it('names the schedule in the file name, in ASCII and as written', async () => {
    const disposition = String((await exportOf('en')).headers['content-disposition']);
    expect(disposition).toContain('filename="test-count-mid-term-results-2026-09-10.csv"');
    const extended = /filename\*=UTF-8''(.+)$/.exec(disposition)?.[1] ?? '';
    expect(decodeURIComponent(extended)).toBe('test-count-期中考试 Mid-term-results-2026-09-10.csv');
  });

  it('is for read:admin holders only', async () => {
    expect((await t.request('GET', `/api/official-exam-schedules/${id}/results/export`, STUDENT)).statusCode).toBe(403);
  });
});

describe('the results of a scheduled EQ exam as CSV', () => {
  let eqId: string;
  beforeAll(async () => {
    const org = await insertOrganization(t.db, 'EQ Class');
    await insertStudent(t.db, { sub: 'csv|wang', name: '王芳', studentId: 'E-1', organizationId: org });
    eqId = await insertSchedule(t.db, {
      area: 'eq',
      title: 'EQ quiz',
      organizationIds: [org],
      questionCount: 2,
      opensAt: at(-600),
      closesAt: at(-60),
      attempts: 1,
      counts: 'best',
    });
    const question = (frequency: number, gain: number) => ({ resolution: 'octave', q: 1.41, bands: [{ frequency, gain }], asksDirection: true });
    const examId = await insertExam(t.db, { scheduleId: eqId, sub: 'csv|wang', area: 'eq', questions: [question(100, 6), question(1000, -6)], issuedAt: at(-300), expiresAt: at(-100) });
    const answer = (frequency: number, direction: string) => ({ bands: [{ frequency, direction }] });
    await insertSubmission(t.db, {
      examId,
      scheduleId: eqId,
      sub: 'csv|wang',
      area: 'eq',
      answers: [answer(100, 'boost'), answer(2000, 'cut')],
      score: 50,
      correctRate: 50,
      finishedAt: at(-200),
      durationSeconds: 12,
      flag: 'too-fast',
    });
  });

  const sectionsOf = async (lang: string): Promise<string[][]> => {
    const res = await t.request('GET', `/api/official-exam-schedules/${eqId}/results/export?lang=${lang}`, TEACHER);
    expect(res.statusCode).toBe(200);
    return res.body.slice(1).split('\r\n\r\n').map((s) => s.split('\r\n').filter((line) => line !== ''));
  };

  it('writes the answers, the status and the flag as the results page does, in English', async () => {
    const [students, , answers] = await sectionsOf('en');
    expect(students?.[1]).toMatch(/^EQ Class,E-1,王芳,e-1@class\.example,Flagged,1,50,50,12,Too fast,[0-9a-f-]{36}$/);
    expect(answers).toEqual([
      'Right answer,Asked,Correct rate (%),Most common wrong answer,Times given',
      '100 Hz (Boost),1,100,,',
      '1 kHz (Cut),1,0,2 kHz (Cut),1',
    ]);
  });

  it('and in Chinese', async () => {
    const [students, , answers] = await sectionsOf('zh-CN');
    expect(students?.[1]).toMatch(/^EQ Class,E-1,王芳,e-1@class\.example,已标记,1,50,50,12,作答过快,/);
    expect(answers).toEqual(['正确答案,出现次数,正确率（%）,最常见的错误答案,错误次数', '100 Hz（提升）,1,100,,', '1 kHz（衰减）,1,0,2 kHz（衰减）,1']);
  });
});
