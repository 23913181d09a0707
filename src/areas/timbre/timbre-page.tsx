import Box from '@mui/material/Box';
import { ExamPage } from '../../exam';
import { InstrumentBrowser } from './instrument-browser';
import { timbreDefinition } from './timbre-definition';
import { timbreUi } from './timbre-ui';

/** /timbre: the instrument catalogue to study, and timbre training, exam and official exam. */
export function TimbrePage() {
  return (
    <>
      <ExamPage definition={timbreDefinition} ui={timbreUi} />
      <Box sx={{ maxWidth: 1320, mx: 'auto', width: '100%', px: { xs: 2, md: 3 }, pb: 3 }}>
        <InstrumentBrowser />
      </Box>
    </>
  );
}
