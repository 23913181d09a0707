import type { ListeningFlag, ListeningTimeline, SubmissionOutcome } from '../../../src/api-contract';
import type { AreaId } from '../../../src/lib/area-registry';
import type { Queryable } from '../db';
import { TEST_COUNT, OTHER_TEST_COUNT } from './test-area';

/**
 * A small hand-made term for the report tests. Expectations in the tests are worked out by
 * hand from this table, not by running the report queries.
 */
export const FIXTURE_USERS = [
  { sub: 'fx|li', name: '李明', email: 'li.ming@cons.example', studentId: 'C-001', org: 'Conservatory of Music' },
  // Moved to the Institute after the term; the term's rows keep the Conservatory.
  { sub: 'fx|zhang', name: '张伟', email: 'zhang.wei@cons.example', studentId: 'C-002', org: 'Institute of Acoustics' },
  { sub: 'fx|garcia', name: 'Ana García', email: 'ana@acoustics.example', studentId: 'I-001', org: 'Institute of Acoustics' },
  { sub: 'fx|evil', name: '=HYPERLINK("http://x")', email: 'evil@acoustics.example', studentId: '+C-666', org: 'Institute of Acoustics' },
  { sub: 'fx|percy', name: 'Percy 100%_Sure', email: 'percy@cons.example', studentId: 'C-003', org: 'Conservatory of Music' },
] as const;

export type FixtureSub = (typeof FIXTURE_USERS)[number]['sub'];

export interface FixtureSubmission {
  n: number;
  sub: FixtureSub;
  area: AreaId;
  official: boolean;
  finishedAt: string;
  score: number;
  org: string;
  studentId: string;
}

const C = 'Conservatory of Music';
const I = 'Institute of Acoustics';

/** Submission n has submit id `<prefix>-0000-4000-8000-0000000000nn`; 1-3 share a prefix. */
export const fixtureSubmitId = (n: number): string =>
  `${n <= 3 ? 'aaaa1111' : 'bbbb2222'}-0000-4000-8000-${String(n).padStart(12, '0')}`;

export const FIXTURE_SUBMISSIONS: readonly FixtureSubmission[] = [
  { n: 1, sub: 'fx|li', area: TEST_COUNT, official: false, finishedAt: '2026-02-01T09:00:00Z', score: 40, org: C, studentId: 'C-001' },
  { n: 2, sub: 'fx|li', area: TEST_COUNT, official: false, finishedAt: '2026-02-15T23:59:59Z', score: 60, org: C, studentId: 'C-001' },
  { n: 3, sub: 'fx|li', area: TEST_COUNT, official: false, finishedAt: '2026-03-01T00:00:00Z', score: 80, org: C, studentId: 'C-001' },
  { n: 4, sub: 'fx|zhang', area: TEST_COUNT, official: false, finishedAt: '2026-02-14T12:00:00Z', score: 50, org: C, studentId: 'C-002' },
  { n: 5, sub: 'fx|zhang', area: TEST_COUNT, official: false, finishedAt: '2026-03-10T12:00:00Z', score: 70, org: C, studentId: 'C-002' },
  { n: 6, sub: 'fx|garcia', area: TEST_COUNT, official: false, finishedAt: '2026-02-15T00:00:00Z', score: 90, org: I, studentId: 'I-001' },
  { n: 7, sub: 'fx|garcia', area: TEST_COUNT, official: false, finishedAt: '2026-02-28T18:00:00Z', score: 100, org: I, studentId: 'I-001' },
  { n: 8, sub: 'fx|evil', area: TEST_COUNT, official: false, finishedAt: '2026-02-20T10:00:00Z', score: 10, org: I, studentId: '+C-666' },
  { n: 9, sub: 'fx|percy', area: TEST_COUNT, official: false, finishedAt: '2026-03-05T10:00:00Z', score: 55, org: C, studentId: 'C-003' },
  { n: 10, sub: 'fx|li', area: TEST_COUNT, official: true, finishedAt: '2026-03-02T10:00:00Z', score: 75, org: C, studentId: 'C-001' },
  { n: 11, sub: 'fx|garcia', area: TEST_COUNT, official: true, finishedAt: '2026-03-03T10:00:00Z', score: 95, org: I, studentId: 'I-001' },
  { n: 12, sub: 'fx|li', area: 'eq', official: false, finishedAt: '2026-02-10T10:00:00Z', score: 30, org: C, studentId: 'C-001' },
];

export async function insertReportFixture(db: Queryable): Promise<void> {
  for (const u of FIXTURE_USERS) {
    await db.query(
      `INSERT INTO users (sub, name, email, student_id, organization_id)
       VALUES ($1, $2, $3, $4, (SELECT id FROM organizations WHERE name = $5))`,
      [u.sub, u.name, u.email, u.studentId, u.org],
    );
  }
  for (const s of FIXTURE_SUBMISSIONS) {
    const finished = new Date(s.finishedAt);
    const started = new Date(finished.getTime() - 60_000 - s.n * 1000);
    await db.query(
      `INSERT INTO submissions (submit_id, user_sub, area, mode, official, seed, settings, answers, question_count,
          score, correct_rate, started_at, finished_at, duration_seconds, organization_id, student_id)
       VALUES ($1, $2, $3, $4, $5, $6, '{}'::jsonb, '[]'::jsonb, 10, $7, $8, $9, $10, $11,
          (SELECT id FROM organizations WHERE name = $12), $13)`,
      [
        fixtureSubmitId(s.n),
        s.sub,
        s.area,
        s.official ? 'official' : 'exam',
        s.official,
        s.n,
        s.score,
        s.score,
        started.toISOString(),
        finished.toISOString(),
        60 + s.n,
        s.org,
        s.studentId,
      ],
    );
  }
}

/** An official exam's attempt with what the server recorded about it (issue 22). */
export interface OfficialAttempt {
  n: number;
  sub: FixtureSub;
  finishedAt: string;
  score: number;
  outcome: SubmissionOutcome;
  flag: ListeningFlag | null;
  timeline: ListeningTimeline | null;
}

/** The area of the official attempts, apart from the term above so its expectations stay. */
export const OFFICIAL_AREA = OTHER_TEST_COUNT;

/**
 * Two students' official attempts. 李明: 70, then 90 answered too fast, then one never handed in
 * (best 90, last 0, first 70). Ana: one never handed in, then 60 with a sound never heard
 * (best 60, last 60, first 0).
 */
export const OFFICIAL_ATTEMPTS: readonly OfficialAttempt[] = [
  { n: 20, sub: 'fx|li', finishedAt: '2026-04-01T10:00:00Z', score: 70, outcome: 'submitted', flag: null, timeline: { firstSoundAt: '2026-04-01T09:50:00.000Z', questions: [0, 30, 61.5], answeredAfterSeconds: 580 } },
  { n: 21, sub: 'fx|li', finishedAt: '2026-04-05T10:00:00Z', score: 90, outcome: 'submitted', flag: 'too-fast', timeline: { firstSoundAt: '2026-04-05T09:59:50.000Z', questions: [0, 2.5, 4.1], answeredAfterSeconds: 9.8 } },
  { n: 22, sub: 'fx|li', finishedAt: '2026-04-08T10:00:00Z', score: 0, outcome: 'not-submitted', flag: null, timeline: null },
  { n: 23, sub: 'fx|garcia', finishedAt: '2026-04-02T10:00:00Z', score: 0, outcome: 'not-submitted', flag: null, timeline: null },
  { n: 24, sub: 'fx|garcia', finishedAt: '2026-04-04T10:00:00Z', score: 60, outcome: 'submitted', flag: 'unheard', timeline: { firstSoundAt: '2026-04-04T09:58:00.000Z', questions: [0, null, 40], answeredAfterSeconds: 120 } },
];

/** Inserts OFFICIAL_ATTEMPTS; call after insertReportFixture (it needs the users). */
export async function insertOfficialAttempts(db: Queryable): Promise<void> {
  for (const a of OFFICIAL_ATTEMPTS) {
    const finished = new Date(a.finishedAt);
    await db.query(
      `INSERT INTO submissions (submit_id, user_sub, area, mode, official, seed, settings, answers, question_count,
          score, correct_rate, started_at, finished_at, duration_seconds, organization_id, student_id,
          outcome, listening_flag, listening_timeline)
       SELECT $1, u.sub, $2, 'official', true, $3, '{}'::jsonb, '[]'::jsonb, 3, $4, $4, $5, $6, 600, u.organization_id, u.student_id,
          $7, $8, $9::jsonb
         FROM users u WHERE u.sub = $10`,
      [
        fixtureSubmitId(a.n),
        OFFICIAL_AREA,
        a.n,
        a.score,
        new Date(finished.getTime() - 600_000).toISOString(),
        finished.toISOString(),
        a.outcome,
        a.flag,
        a.timeline === null ? null : JSON.stringify(a.timeline),
        a.sub,
      ],
    );
  }
}
