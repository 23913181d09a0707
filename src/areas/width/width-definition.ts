/** The pure width area plug-in, shared by the SPA and the API. */
import { parseSteppedAnswer, rightSteppedAnswer, scoreSteppedAnswer, type AreaDefinition, type SteppedAnswer } from '../../exam-contract';
import { buildWidthProcessing, generateWidthQuestion, type WidthDirection, type WidthQuestion } from './width-question';
import {
  validateWidthSettings,
  WIDTH_DEFAULT_SETTINGS,
  WIDTH_DIFFICULTY_PRESETS,
  WIDTH_OFFICIAL_EXAM,
  WIDTH_SIZE_STEPS,
  type WidthSettings,
} from './width-settings';

export type WidthAnswer = SteppedAnswer<WidthDirection>;

export const widthDefinition: AreaDefinition<WidthSettings, WidthQuestion, WidthAnswer> = {
  id: 'width',
  version: 1,
  defaultSettings: WIDTH_DEFAULT_SETTINGS,
  difficultyPresets: WIDTH_DIFFICULTY_PRESETS,
  officialExam: WIDTH_OFFICIAL_EXAM,
  validateSettings: validateWidthSettings,
  generateQuestion: generateWidthQuestion,
  buildProcessing: buildWidthProcessing,
  parseAnswer: (input) => parseSteppedAnswer(input, ['narrower', 'wider'] as const, WIDTH_SIZE_STEPS),
  score: scoreSteppedAnswer,
  rightAnswer: rightSteppedAnswer,
  answerSound: (question, answer) => ({ ...question, direction: answer.direction, steps: answer.steps ?? question.steps }),
};
