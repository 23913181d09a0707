import { generateQuestionSet, type AreaDefinition, type ConfusionCount } from '../../../src/exam-contract';
import { AREA_IDS, type AreaId } from '../../../src/lib/area-registry';
import { createRng, type Rng } from '../../../src/lib/rng';
import type { AreaDefinitions } from '../areas';
import { OFFICIAL_EXAM_TTL_MS } from '../official-exams/official-exam-rules';
import { scorePracticeSubmission } from '../submissions/score-submission';
import { answerMakerFor } from './answer-makers';
import type { AdaptiveRunSeedRow, ExamSeedRow, ScheduleSeedRow, SubmissionSeedRow, UserSeedRow } from './bulk-insert';
import { TERM_DAYS, daytimeAt, termStartOf } from './demo-calendar';
import { buildDemoAdaptiveRuns } from './demo-adaptive-runs';
import { demoStudents, skillAt, type DemoStudent } from './demo-people';
import { buildDemoSchedules } from './demo-schedules';
import { stableUuid } from './stable-uuid';

export { TERM_DAYS } from './demo-calendar';
/** Official exam weeks: mid-term and the end of term (days from the start). */
const OFFICIAL_DAYS = [58, 112] as const;
const PRACTICE_QUESTION_COUNTS = [5, 10, 10, 10, 15, 20] as const;

export interface DemoTerm {
  users: UserSeedRow[];
  /** Scheduled exams of the Conservatory (demo-schedules.ts); their exams and submissions are in the lists below. */
  schedules: ScheduleSeedRow[];
  exams: ExamSeedRow[];
  submissions: SubmissionSeedRow[];
  adaptiveRuns: AdaptiveRunSeedRow[];
}

/** Some areas are harder: a share of questions taken off every student's chance. */
const areaDifficulty = (area: AreaId): number => ((AREA_IDS.indexOf(area) * 7) % 5) * 0.04;

interface Attempt {
  student: DemoStudent;
  area: AreaId;
  index: number;
  official: boolean;
  finishedAt: Date;
  /** 0 at the start of the term, 1 at its end. */
  termFraction: number;
}

/** Chance of answering right: the student's level, rising over the term, some areas harder. */
function chanceRight(a: Attempt, difficulty: number, rng: Rng): number {
  const p = skillAt(a.student, a.termFraction) - difficulty + 0.08 * (rng.next() - 0.5);
  return Math.min(0.97, Math.max(0.05, p));
}

interface Scored {
  seed: number;
  settings: unknown;
  answers: unknown[];
  questionCount: number;
  score: number;
  correctRate: number;
  confusions: ConfusionCount[];
}

function scoredWithDefinition(definition: AreaDefinition, a: Attempt, p: number, rng: Rng): Scored {
  const presets = definition.difficultyPresets;
  // Students move to harder presets as the term goes on.
  const level = Math.min(presets.length - 1, Math.floor((a.termFraction * 0.8 + rng.next() * 0.4) * presets.length));
  const settings = a.official ? definition.officialExam.settings : (presets[level]?.settings ?? definition.defaultSettings);
  const questionCount = a.official ? definition.officialExam.questionCount : rng.pick(PRACTICE_QUESTION_COUNTS);
  const seed = rng.int(0, 0xffffffff);
  const makeAnswer = answerMakerFor(definition, settings);
  const answers = generateQuestionSet(definition, seed, settings, questionCount).map((q) =>
    makeAnswer(q, rng.next() < p, rng),
  );
  const scored = scorePracticeSubmission(definition, seed, settings, questionCount, answers);
  return { seed, settings: scored.settings, answers, questionCount, score: scored.score, correctRate: scored.correctRate, confusions: scored.confusions };
}

function attemptsOf(student: DemoStudent, area: AreaId, termStart: number, rng: Rng): Attempt[] {
  const attempts: Attempt[] = [];
  const practiceCount = rng.int(3, 10);
  const days = Array.from({ length: practiceCount }, () => rng.next() * TERM_DAYS).sort((x, y) => x - y);
  days.forEach((day, index) => attempts.push({ student, area, index, official: false, finishedAt: new Date(0), termFraction: day / TERM_DAYS }));
  OFFICIAL_DAYS.forEach((day, i) => {
    if (rng.next() < 0.85) {
      const at = day + rng.next() * 4;
      attempts.push({ student, area, index: i, official: true, finishedAt: new Date(0), termFraction: at / TERM_DAYS });
    }
  });
  for (const a of attempts) a.finishedAt = daytimeAt(termStart, a.termFraction, rng);
  return attempts;
}

/**
 * A deterministic term of ~4 months ending at `now`: the same (seed, now, areas) gives the
 * same rows. Areas with a definition are scored by their real generator.
 */
export function buildDemoTerm(areas: AreaDefinitions, now: Date, studentCount = 60, seed = 2026): DemoTerm {
  const rng = createRng(seed);
  const students = demoStudents(rng, studentCount);
  const termStart = termStartOf(now);
  const users = students.map((s) => ({ sub: s.sub, name: s.name, email: s.email, student_id: s.studentId, organization: s.organization }));
  const exams: ExamSeedRow[] = [];
  const submissions: SubmissionSeedRow[] = [];
  for (const student of students) {
    for (const area of AREA_IDS) {
      const studentRng = createRng(rng.int(0, 0xffffffff));
      for (const a of attemptsOf(student, area, termStart, studentRng)) {
        if (a.finishedAt.getTime() > now.getTime()) continue;
        const p = chanceRight(a, areaDifficulty(area), studentRng);
        const definition = areas[area];
        const s = scoredWithDefinition(definition, a, p, studentRng);
        const duration = Math.round(s.questionCount * (8 + 17 * studentRng.next()));
        const startedAt = new Date(a.finishedAt.getTime() - duration * 1000);
        const key = `${student.sub}:${area}:${a.official ? 'official' : 'practice'}:${a.index}`;
        const examId = a.official ? stableUuid(`exam:${key}`) : null;
        if (examId) {
          const issuedAt = new Date(startedAt.getTime() - 60_000);
          exams.push({
            id: examId,
            user_sub: student.sub,
            area,
            seed: s.seed,
            settings: s.settings,
            question_count: s.questionCount,
            issued_at: issuedAt.toISOString(),
            expires_at: new Date(issuedAt.getTime() + OFFICIAL_EXAM_TTL_MS).toISOString(),
            used_at: a.finishedAt.toISOString(),
            generator_version: definition.version,
          });
        }
        submissions.push({
          submit_id: stableUuid(`submission:${key}`),
          user_sub: student.sub,
          area,
          mode: a.official ? 'official' : 'exam',
          official: a.official,
          exam_id: examId,
          seed: s.seed,
          settings: s.settings,
          answers: s.answers,
          question_count: s.questionCount,
          score: s.score,
          correct_rate: s.correctRate,
          started_at: startedAt.toISOString(),
          finished_at: a.finishedAt.toISOString(),
          duration_seconds: duration,
          organization: student.organization,
          student_id: student.studentId,
          generator_version: definition.version,
          confusions: s.confusions,
        });
      }
    }
  }
  const scheduled = buildDemoSchedules(areas, students, now, seed);
  return {
    users,
    schedules: scheduled.schedules,
    exams: [...exams, ...scheduled.exams],
    submissions: [...submissions, ...scheduled.submissions],
    adaptiveRuns: buildDemoAdaptiveRuns(areas, students, { start: termStart, now, areaDifficulty }, seed),
  };
}
