import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import SvgIcon from '@mui/material/SvgIcon';
import Typography from '@mui/material/Typography';
import { mdiDownload } from '@mdi/js';
import { useTranslation } from 'react-i18next';
import { useReportFormat } from './report-format';
import { useCsvDownload, type CsvSource } from './use-csv-download';

/** The CSV download of everything the page selects (a total report, a scheduled exam's results), with its progress and outcome. */
export function CsvDownloadControl({ source }: { source: CsvSource }) {
  const { t } = useTranslation('reports');
  const format = useReportFormat();
  const { state, start, dismiss } = useCsvDownload();
  const preparing = state.phase === 'preparing';

  return (
    <Stack spacing={1} sx={{ minWidth: { sm: 260 } }}>
      <Button
        variant="outlined"
        onClick={() => void start(source)}
        disabled={preparing}
        startIcon={
          <SvgIcon>
            <path d={mdiDownload} />
          </SvgIcon>
        }
      >
        {t('download.button')}
      </Button>
      <Box role="status" aria-live="polite" data-testid="download-status" data-state={state.phase}>
        {preparing && (
          <Stack spacing={0.5}>
            <LinearProgress
              variant={state.progress === null ? 'indeterminate' : 'determinate'}
              value={state.progress === null ? undefined : Math.round(state.progress * 100)}
              aria-label={t('download.progressLabel')}
            />
            <Typography variant="caption" color="text.secondary">
              {state.progress === null
                ? t('download.preparing')
                : t('download.progress', { percent: format.percent(state.progress * 100) })}
            </Typography>
          </Stack>
        )}
        {state.phase === 'success' && (
          <Alert severity="success" onClose={dismiss} closeText={t('download.dismiss')}>
            {t('download.success', { rows: format.count(state.rows), fileName: state.fileName })}
          </Alert>
        )}
        {state.phase === 'failed' && (
          <Alert severity="error" onClose={dismiss} closeText={t('download.dismiss')}>
            {t('download.failed')}
          </Alert>
        )}
      </Box>
    </Stack>
  );
}
