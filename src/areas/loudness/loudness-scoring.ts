/** Loudness answers: boost or cut and, when asked, the size in steps. Pure: the API re-scores with this. */
import { parseSteppedAnswer, scoreSteppedAnswer, type SteppedAnswer } from '../../exam-contract';
import type { LevelDirection, LoudnessQuestion } from './loudness-question';
import { SIZE_STEPS } from './loudness-settings';

export type LoudnessAnswer = SteppedAnswer<LevelDirection>;

export const parseLoudnessAnswer = (input: unknown): LoudnessAnswer | null => parseSteppedAnswer(input, ['boost', 'cut'] as const, SIZE_STEPS);

export const scoreLoudnessAnswer = (question: LoudnessQuestion, answer: LoudnessAnswer) => scoreSteppedAnswer(question, answer);
