/** Dynamics answers: one part per test, the question's own. Pure: the API re-scores with this. */
import type { Confusion, ScoreResult } from '../../exam-contract';
import { AMOUNTS, ATTACK_MS, RATIOS, RELEASE_MS, SPEEDS, speedOf, type DynamicsQuestion, type Ratio, type Speed } from './dynamics-question';

export type DynamicsAnswer =
  | { test: 'presence'; compressed: boolean }
  | { test: 'amount'; gainReductionDb: number }
  | { test: 'ratio'; ratio: Ratio }
  | { test: 'attack'; speed: Speed }
  | { test: 'release'; speed: Speed };

const oneOf = <T>(value: unknown, allowed: readonly T[]): value is T => allowed.includes(value as T);

export function parseDynamicsAnswer(input: unknown): DynamicsAnswer | null {
  if (typeof input !== 'object' || input === null) return null;
  const answer = input as Record<string, unknown>;
  switch (answer.test) {
    case 'presence':
      return typeof answer.compressed === 'boolean' ? { test: 'presence', compressed: answer.compressed } : null;
    case 'amount':
      return oneOf(answer.gainReductionDb, AMOUNTS) ? { test: 'amount', gainReductionDb: answer.gainReductionDb } : null;
    case 'ratio':
      return oneOf(answer.ratio, RATIOS) ? { test: 'ratio', ratio: answer.ratio } : null;
    case 'attack':
    case 'release':
      return oneOf(answer.speed, SPEEDS) ? { test: answer.test, speed: answer.speed } : null;
    default:
      return null;
  }
}

/** The answer that names the question exactly. */
export function rightDynamicsAnswer(question: DynamicsQuestion): DynamicsAnswer {
  switch (question.test) {
    case 'presence':
      return { test: 'presence', compressed: question.compressed };
    case 'amount':
      return { test: 'amount', gainReductionDb: question.gainReductionDb };
    case 'ratio':
      return { test: 'ratio', ratio: question.ratio };
    case 'attack':
      return { test: 'attack', speed: speedOf(question.attackMs, ATTACK_MS) };
    case 'release':
      return { test: 'release', speed: speedOf(question.releaseMs, RELEASE_MS) };
  }
}

/** The answer's one value, as a confusion category: 'compressed', '6' (dB), '4' (:1), 'fast'. */
export function answerValue(answer: DynamicsAnswer): string {
  switch (answer.test) {
    case 'presence':
      return answer.compressed ? 'compressed' : 'uncompressed';
    case 'amount':
      return String(answer.gainReductionDb);
    case 'ratio':
      return String(answer.ratio);
    case 'attack':
    case 'release':
      return answer.speed;
  }
}

/** Amount steps between the answer and the question (signed: positive is more than there was), or null for another test. */
export function amountStepsOff(question: DynamicsQuestion, answer: DynamicsAnswer): number | null {
  if (question.test !== 'amount' || answer.test !== 'amount') return null;
  return AMOUNTS.indexOf(answer.gainReductionDb as (typeof AMOUNTS)[number]) - AMOUNTS.indexOf(question.gainReductionDb as (typeof AMOUNTS)[number]);
}

/** Full credit when right; an amount one step off earns half. */
export function scoreDynamicsAnswer(question: DynamicsQuestion, answer: DynamicsAnswer): ScoreResult {
  const right = answer.test === question.test && answerValue(answer) === answerValue(rightDynamicsAnswer(question));
  const off = amountStepsOff(question, answer);
  const details = { answered: answerValue(answer), ...(off === null ? {} : { stepsOff: off }) };
  return { credit: right ? 1 : off !== null && Math.abs(off) === 1 ? 0.5 : 0, correct: right, details };
}

/** The one category asked, by the test's name ('presence', 'amount', 'ratio', 'attack', 'release'). */
export function dynamicsConfusions(question: DynamicsQuestion, answer: DynamicsAnswer): Confusion[] {
  if (answer.test !== question.test) return [];
  return [{ axis: question.test, asked: answerValue(rightDynamicsAnswer(question)), answered: answerValue(answer) }];
}

/** The question as the student's answer describes it, to hear beside it. */
export function dynamicsAnswerSound(question: DynamicsQuestion, answer: DynamicsAnswer): DynamicsQuestion {
  switch (answer.test) {
    case 'presence':
      return { ...question, compressed: answer.compressed };
    case 'amount':
      return { ...question, gainReductionDb: answer.gainReductionDb };
    case 'ratio':
      return { ...question, ratio: answer.ratio };
    case 'attack':
      return { ...question, attackMs: ATTACK_MS[answer.speed] };
    case 'release':
      return { ...question, releaseMs: RELEASE_MS[answer.speed] };
  }
}
