import type { Queryable } from '../db';

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
  area: 'loudness' | 'eq';
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
  { n: 1, sub: 'fx|li', area: 'loudness', official: false, finishedAt: '2026-02-01T09:00:00Z', score: 40, org: C, studentId: 'C-001' },
  { n: 2, sub: 'fx|li', area: 'loudness', official: false, finishedAt: '2026-02-15T23:59:59Z', score: 60, org: C, studentId: 'C-001' },
  { n: 3, sub: 'fx|li', area: 'loudness', official: false, finishedAt: '2026-03-01T00:00:00Z', score: 80, org: C, studentId: 'C-001' },
  { n: 4, sub: 'fx|zhang', area: 'loudness', official: false, finishedAt: '2026-02-14T12:00:00Z', score: 50, org: C, studentId: 'C-002' },
  { n: 5, sub: 'fx|zhang', area: 'loudness', official: false, finishedAt: '2026-03-10T12:00:00Z', score: 70, org: C, studentId: 'C-002' },
  { n: 6, sub: 'fx|garcia', area: 'loudness', official: false, finishedAt: '2026-02-15T00:00:00Z', score: 90, org: I, studentId: 'I-001' },
  { n: 7, sub: 'fx|garcia', area: 'loudness', official: false, finishedAt: '2026-02-28T18:00:00Z', score: 100, org: I, studentId: 'I-001' },
  { n: 8, sub: 'fx|evil', area: 'loudness', official: false, finishedAt: '2026-02-20T10:00:00Z', score: 10, org: I, studentId: '+C-666' },
  { n: 9, sub: 'fx|percy', area: 'loudness', official: false, finishedAt: '2026-03-05T10:00:00Z', score: 55, org: C, studentId: 'C-003' },
  { n: 10, sub: 'fx|li', area: 'loudness', official: true, finishedAt: '2026-03-02T10:00:00Z', score: 75, org: C, studentId: 'C-001' },
  { n: 11, sub: 'fx|garcia', area: 'loudness', official: true, finishedAt: '2026-03-03T10:00:00Z', score: 95, org: I, studentId: 'I-001' },
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
