/** Loudness answers: boost or cut and, when asked, the size in steps. Pure: the API re-scores with this. */
import { parseSteppedAnswer, scoreSteppedAnswer, type Confusion, type SteppedAnswer } from '../../exam-contract';
import type { LevelDirection, LoudnessQuestion } from './loudness-question';
import { SIZE_STEPS } from './loudness-settings';

export type LoudnessAnswer = SteppedAnswer<LevelDirection>;

export const parseLoudnessAnswer = (input: unknown): LoudnessAnswer | null => parseSteppedAnswer(input, ['boost', 'cut'] as const, SIZE_STEPS);

export const scoreLoudnessAnswer = (question: LoudnessQuestion, answer: LoudnessAnswer) => scoreSteppedAnswer(question, answer);

const signedSteps = (direction: LevelDirection, steps: number): string => String((direction === 'boost' ? 1 : -1) * steps);

/** The change in signed steps ('2': louder by two, '-1': softer by one); left out when a size asked is not given. */
export function loudnessConfusions(question: LoudnessQuestion, answer: LoudnessAnswer): Confusion[] {
  const answeredSteps = question.asksSize ? answer.steps : 1;
  if (answeredSteps === null) return [];
  return [{ axis: 'change', asked: signedSteps(question.direction, question.steps), answered: signedSteps(answer.direction, answeredSteps) }];
}
