import { ExamPage } from '../../exam';
import { distanceDefinition } from './distance-definition';
import { distanceUi } from './distance-ui';

/** /distance: how far away a source is in a room, in training, exam and official exam. */
export function DistancePage() {
  return <ExamPage definition={distanceDefinition} ui={distanceUi} />;
}
