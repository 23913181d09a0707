import type { TFunction } from 'i18next';
import type { CategoryWords } from '../../exam';
import { formatStageAngle } from './stereo-format';
import type { StereoAnswer } from './stereo-question';

export const describeStereoAnswer = (answer: StereoAnswer, t: TFunction): string => formatStageAngle(t, answer.angle);

/** Positions on the stage, as the stereo confusions count them: "30° left". */
export const stereoCategoryWords: CategoryWords = {
  namespace: 'stereo',
  describeCategory: (_axis, value, t) => formatStageAngle(t, Number(value)),
};
