import { ExamPage } from '../../exam';
import { reverbDefinition } from './reverb-definition';
import { reverbUi } from './reverb-ui';

/** /reverb: decay-time and mix training, exam and official exam on synthesised rooms. */
export function ReverbPage() {
  return <ExamPage definition={reverbDefinition} ui={reverbUi} />;
}
