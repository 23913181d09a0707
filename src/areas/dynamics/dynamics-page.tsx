import { ExamPage } from '../../exam';
import { dynamicsDefinition } from './dynamics-definition';
import { dynamicsUi } from './dynamics-ui';

/** /dynamics: compression training, exam and official exam. */
export function DynamicsPage() {
  return <ExamPage definition={dynamicsDefinition} ui={dynamicsUi} />;
}
