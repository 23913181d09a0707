/**
 * Item analysis of a scheduled exam: how the handed-in counted attempts did per question
 * position and per right answer (an EQ band and direction, an angle), and which wrong answer
 * was given most often instead. Every question is scored by the area's own definition against
 * the questions stored at issue, exactly as the submission was.
 */
import type { AreaDefinition, ScoreResult } from '../../../../src/exam-contract';
import type { ItemAnswer, ItemPosition, ScheduleResults } from '../../../../src/api-contract';

export interface HandedInAttempt {
  questions: readonly unknown[];
  answers: readonly unknown[];
}

interface Tally {
  asked: number;
  answered: number;
  correct: number;
  credit: number;
}

interface AnswerTally extends Tally {
  answer: unknown;
  wrong: Map<string, { answer: unknown; count: number }>;
}

const emptyTally = (): Tally => ({ asked: 0, answered: 0, correct: 0, credit: 0 });
const round = (value: number, digits: number): number => Math.round(value * 10 ** digits) / 10 ** digits;
/** Percent of the asked questions answered fully right, to 0.1. */
const correctRateOf = (t: Tally): number => (t.asked === 0 ? 0 : round((100 * t.correct) / t.asked, 1));

/** Type order, then numbers by value, strings, arrays and objects element by element: EQ answers sort by frequency. */
export function compareValues(a: unknown, b: unknown): number {
  const rank = (v: unknown): number =>
    v === null || v === undefined ? 0 : typeof v === 'boolean' ? 1 : typeof v === 'number' ? 2 : typeof v === 'string' ? 3 : Array.isArray(v) ? 4 : 5;
  const [ra, rb] = [rank(a), rank(b)];
  if (ra !== rb) return ra - rb;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'string' && typeof b === 'string') return a < b ? -1 : a > b ? 1 : 0;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  if (Array.isArray(a) && Array.isArray(b)) {
    for (let i = 0; i < Math.min(a.length, b.length); i++) {
      const c = compareValues(a[i], b[i]);
      if (c !== 0) return c;
    }
    return a.length - b.length;
  }
  if (ra === 5) {
    const ea = Object.entries(a as object);
    const eb = Object.entries(b as object);
    return compareValues(ea, eb);
  }
  return 0;
}

function scoreOne(definition: AreaDefinition, question: unknown, raw: unknown): { parsed: unknown; result: ScoreResult } {
  const parsed = definition.parseAnswer(raw);
  return { parsed, result: parsed === null ? { credit: 0, correct: false } : definition.score(question, parsed) };
}

function mostCommonWrong(tally: AnswerTally): ItemAnswer['confusion'] {
  let top: { answer: unknown; count: number } | null = null;
  for (const wrong of tally.wrong.values()) {
    if (top === null || wrong.count > top.count || (wrong.count === top.count && compareValues(wrong.answer, top.answer) < 0)) top = wrong;
  }
  return top && { answer: top.answer, count: top.count };
}

/**
 * `positions` has one entry per question of the exam (`questionCount`), `answers` one per
 * distinct right answer, in the order of `compareValues`. Rates are over the attempts that
 * were asked the question; an answer that is not well formed earns nothing, as in scoring.
 * `averageCredit` is 0 to 1 (to 0.001), `correctRate` a percentage.
 */
export function itemAnalysis(definition: AreaDefinition, attempts: readonly HandedInAttempt[], questionCount: number): ScheduleResults['items'] {
  const positions: Tally[] = Array.from({ length: questionCount }, emptyTally);
  const byAnswer = new Map<string, AnswerTally>();
  for (const attempt of attempts) {
    attempt.questions.forEach((question, i) => {
      const { parsed, result } = scoreOne(definition, question, attempt.answers[i]);
      const position = (positions[i] ??= emptyTally());
      const right = definition.rightAnswer(question);
      const key = JSON.stringify(right);
      let tally = byAnswer.get(key);
      if (!tally) {
        tally = { ...emptyTally(), answer: right, wrong: new Map() };
        byAnswer.set(key, tally);
      }
      for (const t of [position, tally]) {
        t.asked += 1;
        if (parsed !== null) t.answered += 1;
        if (result.correct) t.correct += 1;
        t.credit += result.credit;
      }
      if (!result.correct && parsed !== null) {
        const wrongKey = JSON.stringify(parsed);
        const wrong = tally.wrong.get(wrongKey);
        if (wrong) wrong.count += 1;
        else tally.wrong.set(wrongKey, { answer: parsed, count: 1 });
      }
    });
  }
  return {
    positions: positions.map(
      (t, position): ItemPosition => ({
        position,
        answered: t.answered,
        correctRate: correctRateOf(t),
        averageCredit: t.asked === 0 ? 0 : round(t.credit / t.asked, 3),
      }),
    ),
    answers: [...byAnswer.values()]
      .sort((a, b) => compareValues(a.answer, b.answer))
      .map((t): ItemAnswer => ({ answer: t.answer, asked: t.asked, correctRate: correctRateOf(t), confusion: mostCommonWrong(t) })),
  };
}
