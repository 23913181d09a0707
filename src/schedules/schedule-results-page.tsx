import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { mdiArrowLeft } from '@mdi/js';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router-dom';
import type { AreaId } from '../lib/area-registry';
import { CsvDownloadControl } from '../reports/csv-download-control';
import { useReportFormat } from '../reports/report-format';
import { ReportLoadError } from '../reports/report-status';
import { useApiResource } from '../reports/use-api-resource';
import type { CsvSource } from '../reports/use-csv-download';
import { ConfusionsByAxis } from '../exam/adaptive';
import { MdiIcon } from '../ui';
import { ItemAnalysisAnswers } from './item-analysis-answers';
import { ItemAnalysisPositions } from './item-analysis-positions';
import { SCHEDULES_PATH } from './schedule-paths';
import { ScheduleResultsHeader } from './schedule-results-header';
import { httpScheduleResultsServices, type AnswerWords, type ScheduleResultsServices } from './schedule-results-services';
import { ScheduleResultsGradebook } from './schedule-results-gradebook';
import { ScheduleResultsStudents } from './schedule-results-students';
import { ScheduleResultsOverview } from './schedule-results-overview';

/** The area's words for answers: undefined while its UI loads, null when it has none. */
function useAnswerWords(services: ScheduleResultsServices, area: AreaId | undefined): AnswerWords | null | undefined {
  const [loaded, setLoaded] = useState<{ area: AreaId; words: AnswerWords | null } | null>(null);
  useEffect(() => {
    if (!area) return;
    let current = true;
    services.answerWords(area).then(
      (words) => current && setLoaded({ area, words }),
      (error: unknown) => {
        console.warn('The area UI could not be loaded', error);
        if (current) setLoaded({ area, words: null });
      },
    );
    return () => {
      current = false;
    };
  }, [services, area]);
  return loaded !== null && loaded.area === area ? loaded.words : undefined;
}

function Section({ title, caption, children, testId }: { title: string; caption?: string; children: ReactNode; testId: string }) {
  return (
    <Paper variant="outlined" component="section" aria-label={title} data-testid={testId} sx={{ p: 2 }}>
      <Typography variant="h6" component="h2">
        {title}
      </Typography>
      {caption && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {caption}
        </Typography>
      )}
      {children}
    </Paper>
  );
}

/** One scheduled exam's results (route '/schedules/:id'): the class at a glance, then question by question, then student by student. */
export function ScheduleResultsPage({ services = httpScheduleResultsServices }: { services?: ScheduleResultsServices }) {
  const { t, i18n } = useTranslation('results');
  const format = useReportFormat();
  const id = useParams().id ?? '';

  const load = useCallback((signal: AbortSignal) => services.results(id, signal), [services, id]);
  const results = useApiResource(load);
  const data = results.data?.schedule.id === id ? results.data : undefined;
  const words = useAnswerWords(services, data?.schedule.area);
  const csv = useMemo<CsvSource>(
    // Its file has no times: the language is all it needs.
    () => ({ open: ({ language }, signal) => services.exportResults(id, language, signal), fallbackFileName: `schedule-${id}-results.csv` }),
    [services, id],
  );

  const describe = (answer: unknown): string => {
    if (words === undefined) return t('items.answers.loading');
    if (words !== null) {
      try {
        return words.describeAnswer(answer, i18n.getFixedT(null, words.namespace));
      } catch (error) {
        console.warn('describeAnswer failed', error);
      }
    }
    // Without the area's words the answer is still worth seeing, as the data it is.
    return JSON.stringify(answer);
  };

  return (
    <Stack spacing={3} component="article" data-testid="schedule-results-page" sx={{ maxWidth: 1400, mx: 'auto', width: '100%', p: { xs: 2, md: 3 } }}>
      <Box>
        <Button component={RouterLink} to={SCHEDULES_PATH} size="small" startIcon={<MdiIcon path={mdiArrowLeft} />}>
          {t('page.back')}
        </Button>
      </Box>

      {results.failed && <ReportLoadError error={results.error} onRetry={results.retry} />}

      {data === undefined ? (
        !results.failed && (
          <Stack sx={{ alignItems: 'center', py: 6 }} role="status" aria-label={t('page.loading')}>
            <CircularProgress />
          </Stack>
        )
      ) : (
        <>
          <ScheduleResultsHeader schedule={data.schedule} format={format} />

          <Section title={t('summary.title')} testId="schedule-summary">
            <ScheduleResultsOverview summary={data.summary} distribution={data.distribution} format={format} />
          </Section>

          <Stack direction={{ xs: 'column', lg: 'row' }} spacing={3} sx={{ alignItems: { lg: 'flex-start' } }}>
            {/* As wide as its four short columns need; the answers' words take the rest. */}
            <Box sx={{ flex: '0 1 auto', minWidth: 0 }}>
              <Section title={t('items.positions.title')} caption={t('items.positions.caption')} testId="item-positions">
                <ItemAnalysisPositions positions={data.items.positions} format={format} />
              </Section>
            </Box>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Section title={t('items.answers.title')} caption={t('items.answers.caption')} testId="item-answers">
                <ItemAnalysisAnswers answers={data.items.answers} describe={describe} format={format} />
              </Section>
            </Box>
          </Stack>

          {words && data.confusions.length > 0 ? (
            <Section title={t('confusions.title')} caption={t('confusions.caption')} testId="schedule-confusions">
              <ConfusionsByAxis counts={data.confusions} ui={words} whose="class" titled={false} />
            </Section>
          ) : null}

          <Paper variant="outlined" component="section" aria-label={t('students.title')} data-testid="schedule-students">
            <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ px: 2, pt: 2, justifyContent: 'space-between' }}>
              <Box>
                <Typography variant="h6" component="h2">
                  {t('students.title')}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {t('students.caption')}
                </Typography>
              </Box>
              <CsvDownloadControl source={csv} />
            </Stack>
            {data.rows.some((row) => row.gradebook !== undefined) && (
              <ScheduleResultsGradebook
                rows={data.rows}
                format={format}
                resend={async () => {
                  const queued = await services.resendGrades(id);
                  results.retry();
                  return queued;
                }}
              />
            )}
            <ScheduleResultsStudents area={data.schedule.area} rows={data.rows} statusCounts={data.statusCounts} format={format} />
          </Paper>
        </>
      )}
    </Stack>
  );
}
