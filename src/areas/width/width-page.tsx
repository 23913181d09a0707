import { ExamPage } from '../../exam';
import { widthDefinition } from './width-definition';
import { widthUi } from './width-ui';

/** /width: stereo width training, exam and official exam. */
export function WidthPage() {
  return <ExamPage definition={widthDefinition} ui={widthUi} />;
}
