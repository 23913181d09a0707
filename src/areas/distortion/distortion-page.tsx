import { ExamPage } from '../../exam';
import { distortionDefinition } from './distortion-definition';
import { distortionUi } from './distortion-ui';

/** /distortion: distortion training, exam and official exam. */
export function DistortionPage() {
  return <ExamPage definition={distortionDefinition} ui={distortionUi} />;
}
