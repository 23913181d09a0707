import { ExamPage } from '../../exam';
import { eqDefinition } from './eq-definition';
import { eqUi } from './eq-ui';

/** /eq: equalizer training, exam and official exam. */
export function EqPage() {
  return <ExamPage definition={eqDefinition} ui={eqUi} />;
}
