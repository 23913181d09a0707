import { useCallback } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { mdiArrowLeft } from '@mdi/js';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import type { StudentAreaSummary } from '../api-contract';
import { AREA_IDS } from '../lib/area-registry';
import { MdiIcon } from '../ui';
import { useReportFormat } from './report-format';
import { ReportLoadError } from './report-status';
import { useReportsServices } from './reports-services';
import { STUDENT_IDENTITIES_PATH } from './student-identity-path';
import { StudentSummaryArea } from './student-summary-area';
import { useApiResource } from './use-api-resource';

const NONE = '—';

const hasExams = (area: StudentAreaSummary): boolean => area.practice.count + area.official.count > 0;

/** One student across areas (route STUDENT_SUMMARY_ROUTE), opened from the rows of any report. */
export function StudentSummaryPage() {
  const { t } = useTranslation('reports');
  const { api } = useReportsServices();
  const format = useReportFormat();
  const navigate = useNavigate();
  const location = useLocation();
  // Opened from a bookmark there is no page to go back to: the list of students is the way out.
  const back = () => void (location.key === 'default' ? navigate(STUDENT_IDENTITIES_PATH) : navigate(-1));
  const sub = useParams().sub ?? '';

  const load = useCallback((signal: AbortSignal) => api.studentSummary(sub, signal), [api, sub]);
  const summary = useApiResource(load);
  const data = summary.data?.student.sub === sub ? summary.data : undefined;

  // In the registry's order, so every student's page reads alike.
  const areas = [...(data?.areas ?? [])].sort((a, b) => AREA_IDS.indexOf(a.area) - AREA_IDS.indexOf(b.area));
  const tried = areas.filter(hasExams);
  const untried = areas.filter((area) => !hasExams(area)).map((area) => t(`areas:${area.area}.name`));

  return (
    <Stack spacing={3} component="article" data-testid="student-summary-page" sx={{ maxWidth: 1100, mx: 'auto', width: '100%', p: { xs: 2, md: 3 } }}>
      <Box>
        <Button size="small" startIcon={<MdiIcon path={mdiArrowLeft} />} onClick={back} sx={{ mb: 1 }}>
          {t('studentSummary.back')}
        </Button>
        <Typography variant="h4" component="h1" gutterBottom>
          {data ? data.student.name || data.student.email : t('studentSummary.title')}
        </Typography>
        {data && (
          <Typography color="text.secondary" data-testid="student-identity">
            {t('studentSummary.identity', {
              studentId: data.student.studentId ?? NONE,
              organization: data.student.organization ?? NONE,
              email: data.student.email || NONE,
            })}
          </Typography>
        )}
      </Box>

      {summary.failed && <ReportLoadError error={summary.error} onRetry={summary.retry} />}

      {data === undefined ? (
        !summary.failed && (
          <Stack sx={{ alignItems: 'center', py: 6 }} role="status" aria-label={t('studentSummary.loading')}>
            <CircularProgress />
          </Stack>
        )
      ) : tried.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 3, textAlign: 'center' }}>
          <Typography color="text.secondary">{t('studentSummary.noExams')}</Typography>
        </Paper>
      ) : (
        <>
          <Typography variant="body2" color="text.secondary">
            {t('studentSummary.intro')}
          </Typography>
          {tried.map((area) => (
            <StudentSummaryArea key={area.area} summary={area} format={format} />
          ))}
          {untried.length > 0 && (
            <Typography variant="body2" color="text.secondary" data-testid="untried-areas">
              {t('studentSummary.untried', { areas: untried.join(t('studentSummary.listSeparator')) })}
            </Typography>
          )}
        </>
      )}
    </Stack>
  );
}
