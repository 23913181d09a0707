/** A student's view of a scheduled exam (of the toy area unless told), for tests of the official mode and the home page. */
import type { OfficialExamSchedule } from '../../api-contract';
import { TOY_AREA_ID } from '../../exam-contract/testing/toy-area';

const HOUR = 3_600_000;

/** Open from an hour before `now` to a day after, 30 minutes, 2 attempts, none used. */
export function scheduleFixture(overrides: Partial<OfficialExamSchedule> = {}, now = Date.UTC(2026, 0, 5, 10, 0, 0)): OfficialExamSchedule {
  return {
    id: 'schedule-1',
    area: TOY_AREA_ID,
    title: 'Week 3: octave bands',
    organizations: [{ id: 1, name: 'Conservatory' }],
    settings: { size: 5 },
    questionCount: 4,
    opensAt: new Date(now - HOUR).toISOString(),
    closesAt: new Date(now + 24 * HOUR).toISOString(),
    timeLimitSeconds: 1800,
    attempts: 2,
    counts: 'best',
    programme: null,
    status: 'open',
    started: false,
    createdAt: new Date(now - 48 * HOUR).toISOString(),
    updatedAt: new Date(now - 48 * HOUR).toISOString(),
    attemptsUsed: 0,
    openExamId: null,
    ...overrides,
  };
}
