import { ExamPage } from '../../exam';
import { stereoDefinition } from './stereo-definition';
import { stereoUi } from './stereo-ui';

/** /localization/stereo: where on the loudspeaker stage, in training, exam and official exam. */
export function StereoPage() {
  return <ExamPage definition={stereoDefinition} ui={stereoUi} />;
}
