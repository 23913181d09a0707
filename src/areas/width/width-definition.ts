/** The pure width area plug-in, shared by the SPA and the API. */
import { parseSteppedAnswer, rightSteppedAnswer, scoreSteppedAnswer, type AreaDefinition, type Confusion, type SteppedAnswer } from '../../exam-contract';
import { describeWidthAnswer } from './width-category-words';
import { widthDimension } from './width-adaptive';
import { buildWidthProcessing, generateWidthQuestion, widthBalancedForms, type WidthDirection, type WidthQuestion } from './width-question';
import {
  validateWidthSettings,
  WIDTH_DEFAULT_SETTINGS,
  WIDTH_DIFFICULTY_PRESETS,
  WIDTH_OFFICIAL_EXAM,
  WIDTH_SIZE_STEPS,
  type WidthSettings,
} from './width-settings';

export type WidthAnswer = SteppedAnswer<WidthDirection>;

const signedSteps = (direction: WidthDirection, steps: number): string => String((direction === 'wider' ? 1 : -1) * steps);

/** The change in signed steps ('2': wider by two, '-1': narrower by one); left out when a size asked is not given. */
export function widthConfusions(question: WidthQuestion, answer: WidthAnswer): Confusion[] {
  const answeredSteps = question.asksSize ? answer.steps : 1;
  if (answeredSteps === null) return [];
  return [{ axis: 'change', asked: signedSteps(question.direction, question.steps), answered: signedSteps(answer.direction, answeredSteps) }];
}

export const widthDefinition: AreaDefinition<WidthSettings, WidthQuestion, WidthAnswer> = {
  id: 'width',
  // 2: an exam's directions and sizes are dealt evenly (balanced forms); version 1's one seeded stream is still made, for its results.
  version: 2,
  earlierVersions: [1],
  defaultSettings: WIDTH_DEFAULT_SETTINGS,
  difficultyPresets: WIDTH_DIFFICULTY_PRESETS,
  officialExam: WIDTH_OFFICIAL_EXAM,
  validateSettings: validateWidthSettings,
  generateQuestion: generateWidthQuestion,
  balancedForms: { ...widthBalancedForms, sinceVersion: 2 },
  buildProcessing: buildWidthProcessing,
  parseAnswer: (input) => parseSteppedAnswer(input, ['narrower', 'wider'] as const, WIDTH_SIZE_STEPS),
  score: scoreSteppedAnswer,
  rightAnswer: rightSteppedAnswer,
  describeAnswer: describeWidthAnswer,
  answerSound: (question, answer) => ({ ...question, direction: answer.direction, steps: answer.steps ?? question.steps }),
  adaptive: [widthDimension],
  confusions: widthConfusions,
};
