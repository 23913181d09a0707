import { ExamPage } from '../../exam';
import { spatialDefinition } from './spatial-definition';
import { spatialUi } from './spatial-ui';

/** /localization/spatial: directions all around the head over headphones (HRTF), in training, exam and official exam. */
export function SpatialPage() {
  return <ExamPage definition={spatialDefinition} ui={spatialUi} />;
}
