import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CategoryWords } from '../exam';
import type { AreaId } from '../lib/area-registry';
import { useApiResource } from '../reports/use-api-resource';
import { useCategoryWords } from './use-category-words';

interface LearningCardProps<T extends { area: AreaId }> {
  area: AreaId;
  testId: string;
  title: string;
  intro?: string;
  /** A `useCallback`: the report of `area` (a response for another area is not shown). */
  load: (signal: AbortSignal) => Promise<T>;
  children: (data: T, words: CategoryWords) => ReactNode;
}

/** A learning report's card: its title, then the report once it and the area's category words are in, or why not. */
export function LearningCard<T extends { area: AreaId }>({ area, testId, title, intro, load, children }: LearningCardProps<T>) {
  const { t } = useTranslation('learning');
  const report = useApiResource(load);
  const words = useCategoryWords(area);
  const data = report.data?.area === area ? report.data : undefined;
  const headingId = useId();
  return (
    // Paper, not Card: the report pages have Paper already, and Card comes in a chunk of MUI
    // with the switches of other pages (4 KB, vite.config.ts's lazy-libs).
    <Paper variant="outlined" component="section" aria-labelledby={headingId} data-testid={testId} sx={{ p: 2, pb: 3 }}>
      <Stack spacing={2.5}>
        <Typography variant="h6" component="h2" id={headingId}>
          {title}
        </Typography>
        {intro ? (
          <Typography variant="body2" color="text.secondary">
            {intro}
          </Typography>
        ) : null}
        {report.failed || words.status === 'failed' ? (
          <Alert severity="error" action={<Button onClick={report.retry}>{t('retry')}</Button>}>
            {t('failed')}
          </Alert>
        ) : !data || words.status !== 'ready' ? (
          <Typography color="text.secondary">{t('loading')}</Typography>
        ) : (
          children(data, words.words)
        )}
      </Stack>
    </Paper>
  );
}
