/**
 * The demo term's adaptive runs: every student runs each area's first adaptive dimension two to
 * four times over the term. A run is answered live, trial by trial, on the area's own questions,
 * by a simulated listener whose threshold follows the student's skill (finer as the term goes
 * on); the row is then scored and stored as the API stores a run it receives.
 */
import {
  TYPICAL_LAPSE_RATE,
  adaptiveStaircaseConfig,
  adaptiveTrialQuestion,
  countConfusions,
  currentLevel,
  estimateThreshold,
  levelAtPCorrect,
  nextStaircase,
  pCorrect,
  scoreAdaptiveRun,
  startStaircase,
  type AdaptiveDimension,
  type AreaDefinition,
} from '../../../src/exam-contract';
import { AREA_IDS, type AreaId } from '../../../src/lib/area-registry';
import { createRng, type Rng } from '../../../src/lib/rng';
import type { AreaDefinitions } from '../areas';
import { wrongAnswerFor } from './answer-makers';
import type { AdaptiveRunSeedRow } from './bulk-insert';
import { daytimeAt } from './demo-calendar';
import { skillAt, type DemoStudent } from './demo-people';
import { stableUuid } from './stable-uuid';

/** Where a 3-down 1-up staircase converges: p(correct)^3 = 1/2 (Levitt 1971). */
const TRACKED_P_CORRECT = 0.794;
/** The listener's chance of hearing the difference rises over one to two rungs of the ladder. */
const SLOPE_PER_RUNG = 1.5;

export interface DemoTermCalendar {
  /** Midnight (UTC) of the term's first day, epoch ms. */
  start: number;
  now: Date;
  /** The share of questions an area takes off every student's chance. */
  areaDifficulty(area: AreaId): number;
}

/** What a run of the demo term is answered by, and who ran it when. */
interface RunPlan {
  student: DemoStudent;
  definition: AreaDefinition;
  dimension: AdaptiveDimension<unknown>;
  /** The rung (ladder index, 0 the easiest) the student answers right 79.4 % of the time that day. */
  thresholdRung: number;
  key: string;
  finishedAt: Date;
}

/**
 * Whether the listener hears the trial at `rung`. Rungs count from the easiest, so the logistic runs
 * over easiness (the rungs above the hardest); the guess rate is the dimension's at each rung.
 */
function listenerOf(dimension: AdaptiveDimension<unknown>, thresholdRung: number, rng: Rng): (rung: number) => boolean {
  const { ladder } = dimension;
  const easiness = (rung: number) => ladder.length - 1 - rung;
  const guessRates = ladder.map((level) => dimension.guessRate(level));
  const shape = (rung: number) => ({ slope: SLOPE_PER_RUNG, guessRate: guessRates[rung] ?? 0, lapseRate: TYPICAL_LAPSE_RATE });
  const nearest = Math.min(ladder.length - 1, Math.max(0, Math.round(thresholdRung)));
  const midpoint = easiness(thresholdRung) - levelAtPCorrect({ midpoint: 0, ...shape(nearest) }, TRACKED_P_CORRECT);
  return (rung) => rng.next() < pCorrect({ midpoint, ...shape(rung) }, easiness(rung));
}

interface LiveRun {
  answers: unknown[];
  /** The page's own estimate, which the browser sends along for audit. */
  clientThreshold: number | null;
}

/** A run as the page runs it: the right answer when heard, a near miss that scores wrong when not. */
function answerLive(plan: RunPlan, seed: number, rng: Rng): LiveRun {
  const { definition, dimension } = plan;
  const hears = listenerOf(dimension, plan.thresholdRung, rng);
  let state = startStaircase(adaptiveStaircaseConfig(dimension));
  const answers: unknown[] = [];
  while (!state.finished) {
    const level = currentLevel(state);
    const question = adaptiveTrialQuestion(definition, dimension, seed, answers.length, level);
    const answer = hears(state.levelIndex) ? definition.rightAnswer(question) : wrongAnswerFor(definition, dimension.settingsAt(level), question, rng);
    const parsed = definition.parseAnswer(answer);
    answers.push(answer);
    state = nextStaircase(state, parsed !== null && definition.score(question, parsed).correct);
  }
  return { answers, clientThreshold: estimateThreshold(state)?.threshold ?? null };
}

/** The row the API stores for these answers: the server's replay, its threshold, track and confusions. */
function storedRun(plan: RunPlan, seed: number, live: LiveRun, rng: Rng): AdaptiveRunSeedRow {
  const { definition, dimension, student } = plan;
  const { answers } = live;
  const run = scoreAdaptiveRun(definition, dimension.id, seed, answers);
  if (!run.ok || !run.state.finished) throw new Error(`demo run ${plan.key} does not replay to a finished run`);
  const duration = Math.round(run.trials.length * (4 + 5 * rng.next()));
  return {
    submit_id: stableUuid(`adaptive-run:${plan.key}`),
    user_sub: student.sub,
    area: definition.id,
    dimension: dimension.id,
    seed,
    answers,
    trial_count: run.trials.length,
    threshold: run.estimate?.threshold ?? null,
    threshold_low: run.estimate?.low ?? null,
    threshold_high: run.estimate?.high ?? null,
    threshold_bound: run.estimate?.bound ?? null,
    track: run.state.trials.map((trial) => ({ level: trial.level, correct: trial.correct, reversal: trial.reversal })),
    correct_rate: run.correctRate,
    confusions: countConfusions(run.trials.flatMap((trial) => trial.confusions)),
    client_threshold: live.clientThreshold,
    started_at: new Date(plan.finishedAt.getTime() - duration * 1000).toISOString(),
    finished_at: plan.finishedAt.toISOString(),
    duration_seconds: duration,
    organization: student.organization,
    student_id: student.studentId,
    generator_version: definition.version,
  };
}

/** Two to four runs of one area, one in each part of the term, the student's threshold that day from their skill then. */
function plansOf(student: DemoStudent, definition: AreaDefinition, calendar: DemoTermCalendar, rng: Rng): RunPlan[] {
  const [dimension] = definition.adaptive;
  const count = rng.int(2, 5);
  const plans: RunPlan[] = [];
  for (let i = 0; i < count; i++) {
    const termFraction = (i + rng.next()) / count;
    const p = skillAt(student, termFraction) - calendar.areaDifficulty(definition.id) + 0.1 * (rng.next() - 0.5);
    const thresholdRung = Math.min(0.97, Math.max(0.05, p)) * (dimension.ladder.length - 1);
    const finishedAt = daytimeAt(calendar.start, termFraction, rng);
    plans.push({ student, definition, dimension, thresholdRung, key: `${student.sub}:${definition.id}:${dimension.id}:${i}`, finishedAt });
  }
  return plans;
}

/** Deterministic: the same (students, calendar, seed) gives the same runs. */
export function buildDemoAdaptiveRuns(areas: AreaDefinitions, students: readonly DemoStudent[], calendar: DemoTermCalendar, seed: number): AdaptiveRunSeedRow[] {
  const rng = createRng(seed + 41);
  const runs: AdaptiveRunSeedRow[] = [];
  for (const student of students) {
    for (const area of AREA_IDS) {
      const studentRng = createRng(rng.int(0, 0xffffffff));
      for (const plan of plansOf(student, areas[area], calendar, studentRng)) {
        if (plan.finishedAt.getTime() > calendar.now.getTime()) continue;
        const runSeed = studentRng.int(0, 0xffffffff);
        runs.push(storedRun(plan, runSeed, answerLive(plan, runSeed, studentRng), studentRng));
      }
    }
  }
  return runs;
}
