/**
 * The demo term's scheduled exams, so a newcomer teacher sees a running course at once: an EQ
 * exam of the Conservatory that closed last week, with its results (most students handed it in,
 * one answered too fast to have listened, one never handed it in, a few never started it), and
 * one open now (opened yesterday, closing in a week, two attempts) that the demo students have
 * not started, though a few classmates have.
 */
import { generateQuestionSet } from '../../../src/exam-contract';
import type { ListeningTimeline } from '../../../src/api-contract';
import { createRng, type Rng } from '../../../src/lib/rng';
import { DEMO_ORGANIZATIONS } from '../../demo-users';
import type { AreaDefinitions } from '../areas';
import { OFFICIAL_LOOP_SECONDS } from '../official-exams/sounds/loop';
import { scoreQuestions } from '../submissions/score-submission';
import { answerMakerFor } from './answer-makers';
import type { ExamSeedRow, ScheduleSeedRow, SubmissionSeedRow } from './bulk-insert';
import type { DemoStudent } from './demo-people';
import { stableUuid } from './stable-uuid';

/** The organization of the demo student (demo-users.ts) and of the demo teacher. */
export const DEMO_SCHEDULE_ORGANIZATION = DEMO_ORGANIZATIONS[0];
export const CLOSED_SCHEDULE_ID = stableUuid('schedule:eq-closed');
export const OPEN_SCHEDULE_ID = stableUuid('schedule:eq-open');

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
const QUESTIONS = 10;
const TEACHER = 'demo|teacher-chen';

export interface DemoSchedules {
  schedules: ScheduleSeedRow[];
  exams: ExamSeedRow[];
  submissions: SubmissionSeedRow[];
}

/** How a student of the closed exam took it. */
type Outcome = 'submitted' | 'too-fast' | 'not-submitted' | 'not-started';

interface Sitting {
  schedule: ScheduleSeedRow;
  student: DemoStudent;
  outcome: Exclude<Outcome, 'not-started'>;
  /** When the student started it (epoch ms). */
  startedAt: number;
  /** Share of questions the student gets right. */
  chance: number;
}

function scheduleRow(areas: AreaDefinitions, id: string, title: string, rawSettings: unknown, opensAt: number, closesAt: number, limits: Pick<ScheduleSeedRow, 'time_limit_seconds' | 'attempts' | 'counted_attempt'>): ScheduleSeedRow {
  const checked = areas.eq.validateSettings(rawSettings);
  if (!checked.ok) throw new Error(`demo schedule ${title}: invalid EQ settings ${JSON.stringify(checked.errors)}`);
  return {
    id,
    area: 'eq',
    title,
    settings: checked.settings,
    question_count: QUESTIONS,
    opens_at: new Date(opensAt).toISOString(),
    closes_at: new Date(closesAt).toISOString(),
    ...limits,
    generator_version: areas.eq.version,
    created_by: TEACHER,
    created_at: new Date(opensAt - 3 * DAY_MS).toISOString(),
    organizations: [DEMO_SCHEDULE_ORGANIZATION],
  };
}

/** Seconds after the first sound when each question's sound was first served: evenly through the attempt. */
function timelineOf(startedAt: number, durationSeconds: number): ListeningTimeline {
  const step = durationSeconds / QUESTIONS;
  return {
    firstSoundAt: new Date(startedAt).toISOString(),
    questions: Array.from({ length: QUESTIONS }, (_, i) => Math.round(i * step * 10) / 10),
    answeredAfterSeconds: durationSeconds,
  };
}

function sit(areas: AreaDefinitions, s: Sitting, rng: Rng): { exam: ExamSeedRow; submission: SubmissionSeedRow | null } {
  const definition = areas.eq;
  const key = `${s.schedule.id}:${s.student.sub}`;
  const seed = rng.int(0, 0xffffffff);
  const questions = generateQuestionSet(definition, seed, s.schedule.settings, QUESTIONS);
  const issuedAt = s.startedAt - 20_000;
  const expiresAt = Math.min(issuedAt + s.schedule.time_limit_seconds * 1000, Date.parse(s.schedule.closes_at));
  // Honest students listen to each question several loops; the hurried one answers in less than one loop per question.
  const duration = s.outcome === 'too-fast' ? Math.round(QUESTIONS * OFFICIAL_LOOP_SECONDS * 0.6) : Math.round(QUESTIONS * (25 + 40 * rng.next()));
  const finishedAt = s.startedAt + duration * 1000;
  const exam: ExamSeedRow = {
    id: stableUuid(`schedule-exam:${key}`),
    user_sub: s.student.sub,
    area: 'eq',
    seed,
    settings: s.schedule.settings,
    question_count: QUESTIONS,
    questions,
    issued_at: new Date(issuedAt).toISOString(),
    started_at: new Date(s.startedAt).toISOString(),
    expires_at: new Date(expiresAt).toISOString(),
    // Never handed in: left open past its expiry, as the server finds it (and records it, once the queue's grace is over).
    used_at: s.outcome === 'not-submitted' ? null : new Date(finishedAt).toISOString(),
    generator_version: definition.version,
    schedule_id: s.schedule.id,
  };
  if (s.outcome === 'not-submitted') return { exam, submission: null };
  const makeAnswer = answerMakerFor(definition, s.schedule.settings);
  const answers = questions.map((q) => makeAnswer(q, rng.next() < s.chance, rng));
  const scored = scoreQuestions(definition, s.schedule.settings, questions, answers);
  return {
    exam,
    submission: {
      submit_id: stableUuid(`schedule-submission:${key}`),
      user_sub: s.student.sub,
      area: 'eq',
      mode: 'official',
      official: true,
      exam_id: exam.id,
      seed,
      settings: s.schedule.settings,
      answers,
      question_count: QUESTIONS,
      score: scored.score,
      correct_rate: scored.correctRate,
      started_at: new Date(s.startedAt).toISOString(),
      finished_at: new Date(finishedAt).toISOString(),
      duration_seconds: duration,
      organization: s.student.organization,
      student_id: s.student.studentId,
      generator_version: definition.version,
      schedule_id: s.schedule.id,
      listening_flag: s.outcome === 'too-fast' ? 'too-fast' : null,
      listening_timeline: timelineOf(s.startedAt, duration),
      confusions: scored.confusions,
    },
  };
}

/** The closed exam: the first of the class (the demo student) and most others hand it in, one too fast, one never, the last three never start. */
export function closedExamOutcome(index: number, classSize: number): Outcome {
  if (index >= 3 && index >= classSize - 3) return 'not-started';
  if (index === 1) return 'too-fast';
  if (index === 2) return 'not-submitted';
  return 'submitted';
}

/** Students of the term's end: their skill has grown by most of its progress. */
const chanceOf = (student: DemoStudent, rng: Rng): number =>
  Math.min(0.95, Math.max(0.1, student.skill + 0.9 * student.progress + 0.1 * (rng.next() - 0.5)));

export function buildDemoSchedules(areas: AreaDefinitions, students: readonly DemoStudent[], now: Date, seed: number): DemoSchedules {
  const rng = createRng(seed + 23);
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const thisHour = Math.floor(now.getTime() / HOUR_MS) * HOUR_MS;
  // 09:00 in China (UTC+8) two weeks ago, to 23:00 six days ago.
  const closed = scheduleRow(
    areas,
    CLOSED_SCHEDULE_ID,
    'EQ mid-term: octave bands, ±6 dB',
    { resolution: 'octave', bandCount: 1, gainDirection: 'boost-cut', gainMagnitude: 6, rangeFrom: 63, rangeTo: 16000 },
    today - 14 * DAY_MS + HOUR_MS,
    today - 6 * DAY_MS + 15 * HOUR_MS,
    { time_limit_seconds: 1200, attempts: 1, counted_attempt: 'best' },
  );
  const open = scheduleRow(
    areas,
    OPEN_SCHEDULE_ID,
    'EQ week 12: third-octave bands',
    { resolution: 'third-octave', bandCount: 1, gainDirection: 'boost-cut', gainMagnitude: 9, rangeFrom: 125, rangeTo: 8000 },
    thisHour - DAY_MS,
    thisHour + 7 * DAY_MS,
    { time_limit_seconds: 900, attempts: 2, counted_attempt: 'best' },
  );
  const course = students.filter((s) => s.organization === DEMO_SCHEDULE_ORGANIZATION);
  const sittings: Sitting[] = [];
  course.forEach((student, index) => {
    const outcome = closedExamOutcome(index, course.length);
    if (outcome !== 'not-started') {
      // A daytime hour (China) of the exam's first week.
      const startedAt = Date.parse(closed.opens_at) + rng.int(0, 7) * DAY_MS + (1 + 12 * rng.next()) * HOUR_MS;
      sittings.push({ schedule: closed, student, outcome, startedAt, chance: chanceOf(student, rng) });
    }
  });
  // Three classmates of the demo student took the open exam already; the demo student has not.
  for (const student of course.slice(3, 6)) {
    const startedAt = Date.parse(open.opens_at) + (1 + 20 * rng.next()) * HOUR_MS;
    if (startedAt + HOUR_MS < now.getTime()) sittings.push({ schedule: open, student, outcome: 'submitted', startedAt, chance: chanceOf(student, rng) });
  }
  const taken = sittings.map((s) => sit(areas, s, rng));
  return {
    schedules: [closed, open],
    exams: taken.map((t) => t.exam),
    submissions: taken.flatMap((t) => (t.submission ? [t.submission] : [])),
  };
}
