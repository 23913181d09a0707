import type { CategoryWords } from '../../exam';
import { formatStageAngle } from './stereo-format';

/** Positions on the stage, as the stereo confusions count them: "30° left". */
export const stereoCategoryWords: CategoryWords = {
  namespace: 'stereo',
  describeCategory: (_axis, value, t) => formatStageAngle(t, Number(value)),
};
