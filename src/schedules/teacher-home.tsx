import { useCallback, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { mdiCalendarPlus, mdiFormatListBulleted } from '@mdi/js';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { OfficialExamSchedule, OfficialExamScheduleList } from '../api-contract';
import { useReportFormat, type ReportFormat } from '../reports/report-format';
import { useApiResource } from '../reports/use-api-resource';
import { useSession } from '../session';
import { MdiIcon } from '../ui';
import { NEW_SCHEDULE_PATH, ORGANIZATIONS_PATH, SCHEDULES_PATH, scheduleResultsPath } from './schedule-paths';
import { listSchedules } from './schedules-api';
import { groupSchedules, type TeacherHomeGroups } from './teacher-home-groups';

type GroupName = keyof TeacherHomeGroups;
const GROUPS: readonly GroupName[] = ['closingSoon', 'openLater', 'resultsWaiting', 'upcoming'];

interface TeacherHomeProps {
  /** The teacher's scheduled exams (all of them, as a read:admin holder gets them). */
  loadSchedules?: (signal: AbortSignal) => Promise<OfficialExamScheduleList>;
  /** The page's clock, in ms; tests fix it. */
  now?: () => number;
}

const loadAll = (signal: AbortSignal) => listSchedules({}, signal);

function hoursUntil(iso: string, now: number): number {
  return Math.max(1, Math.round((Date.parse(iso) - now) / 3_600_000));
}

function ScheduleItem({ group, schedule, now, format }: { group: GroupName; schedule: OfficialExamSchedule; now: number; format: ReportFormat }) {
  const { t } = useTranslation('results');
  const counts = { started: format.count(schedule.startedCount ?? 0), submitted: format.count(schedule.submittedCount ?? 0) };
  const when =
    group === 'upcoming'
      ? t('teacherHome.opensAt', { time: format.dateTime(schedule.opensAt) })
      : group === 'resultsWaiting'
        ? t('teacherHome.closedAt', { time: format.dateTime(schedule.closesAt) })
        : t('teacherHome.closesAt', { time: format.dateTime(schedule.closesAt) });
  return (
    <Box component="li" data-schedule={schedule.id} sx={{ py: 1, '& + &': { borderTop: 1, borderColor: 'divider' } }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Link component={RouterLink} to={scheduleResultsPath(schedule.id)} underline="hover" sx={{ fontWeight: 600 }}>
          {schedule.title}
        </Link>
        {group === 'closingSoon' && (
          <Chip size="small" color="warning" variant="outlined" label={t('teacherHome.closesIn', { count: hoursUntil(schedule.closesAt, now) })} />
        )}
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {[t(`areas:${schedule.area}.name`), schedule.organizations.map((o) => o.name).join(t('teacherHome.listSeparator')), when].join(' · ')}
      </Typography>
      {group !== 'upcoming' && (
        <Typography variant="body2" data-testid="schedule-counts">
          {group === 'resultsWaiting' ? t('teacherHome.submittedCount', counts) : t('teacherHome.progressCount', counts)}
        </Typography>
      )}
    </Box>
  );
}

function Group({ group, schedules, now, format }: { group: GroupName; schedules: readonly OfficialExamSchedule[]; now: number; format: ReportFormat }) {
  const { t } = useTranslation('results');
  const titleId = `teacher-home-${group}`;
  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} data-group={group} sx={{ p: 2 }}>
      <Typography id={titleId} variant="h6" component="h2">
        {t(`teacherHome.groups.${group}.title`)}
      </Typography>
      {schedules.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {t(`teacherHome.groups.${group}.none`)}
        </Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {schedules.map((schedule) => (
            <ScheduleItem key={schedule.id} group={group} schedule={schedule} now={now} format={format} />
          ))}
        </Box>
      )}
    </Paper>
  );
}

/** A new teacher's first step: what a scheduled exam is, and where to set one. */
function FirstSteps() {
  const { t } = useTranslation('results');
  return (
    <Paper variant="outlined" sx={{ p: 3 }} data-testid="teacher-home-empty">
      <Typography variant="h6" component="h2" gutterBottom>
        {t('teacherHome.empty.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2, maxWidth: 720 }}>
        {t('teacherHome.empty.text')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <Button variant="contained" component={RouterLink} to={NEW_SCHEDULE_PATH} startIcon={<MdiIcon path={mdiCalendarPlus} />}>
          {t('teacherHome.empty.create')}
        </Button>
        <Button component={RouterLink} to={ORGANIZATIONS_PATH}>
          {t('teacherHome.empty.organizations')}
        </Button>
      </Stack>
    </Paper>
  );
}

/** The teacher's home page (read:admin): what is open now, what closes soon, results waiting; the student home is unchanged. */
export function TeacherHome({ loadSchedules = loadAll, now: clock = Date.now }: TeacherHomeProps) {
  const { t } = useTranslation('results');
  const format = useReportFormat();
  const load = useCallback((signal: AbortSignal) => loadSchedules(signal), [loadSchedules]);
  const schedules = useApiResource(load);
  // One clock reading per visit: the groups do not shift while the teacher reads them.
  const [now] = useState(clock);
  const rows = schedules.data?.rows;
  const name = useSession((state) => state.user?.name);

  return (
    <Box component="article" data-testid="teacher-home" sx={{ maxWidth: 1200, mx: 'auto', px: { xs: 2, sm: 3 }, py: { xs: 4, md: 6 } }}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { md: 'flex-end' }, mb: 3 }}>
        <Box sx={{ maxWidth: 720 }}>
          <Typography variant="h3" component="h1" sx={{ mb: 1 }}>
            {name ? t('teacherHome.greeting', { name }) : t('teacherHome.title')}
          </Typography>
          <Typography color="text.secondary">{t('teacherHome.intro')}</Typography>
        </Box>
        <Stack direction="row" spacing={1} sx={{ flexShrink: 0 }}>
          <Button variant="contained" component={RouterLink} to={NEW_SCHEDULE_PATH} startIcon={<MdiIcon path={mdiCalendarPlus} />}>
            {t('teacherHome.create')}
          </Button>
          <Button component={RouterLink} to={SCHEDULES_PATH} startIcon={<MdiIcon path={mdiFormatListBulleted} />}>
            {t('teacherHome.all')}
          </Button>
        </Stack>
      </Stack>

      {schedules.failed ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={schedules.retry}>
              {t('teacherHome.retry')}
            </Button>
          }
        >
          {t('teacherHome.failed')}
        </Alert>
      ) : rows === undefined ? (
        <Stack sx={{ alignItems: 'center', py: 4 }} role="status" aria-label={t('teacherHome.loading')}>
          <CircularProgress size={32} />
        </Stack>
      ) : rows.length === 0 ? (
        <FirstSteps />
      ) : (
        <GroupGrid groups={groupSchedules(rows, now)} now={now} format={format} />
      )}
    </Box>
  );
}

function GroupGrid({ groups, now, format }: { groups: TeacherHomeGroups; now: number; format: ReportFormat }) {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)' } }}>
      {GROUPS.map((group) => (
        <Group key={group} group={group} schedules={groups[group]} now={now} format={format} />
      ))}
    </Box>
  );
}
