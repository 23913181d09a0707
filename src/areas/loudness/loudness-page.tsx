import { ExamPage } from '../../exam';
import { loudnessDefinition } from './loudness-definition';
import { loudnessUi } from './loudness-ui';

/** /loudness: loudness training, exam and official exam. */
export function LoudnessPage() {
  return <ExamPage definition={loudnessDefinition} ui={loudnessUi} />;
}
