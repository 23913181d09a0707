import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { OfficialExamSchedule, ScheduleStatus } from '../api-contract';
import { areaRecord } from '../lib/area-registry';
import type { ReportFormat } from '../reports/report-format';

const SCHEDULE_STATUS_COLORS: Record<ScheduleStatus, 'info' | 'success' | 'default'> = { upcoming: 'info', open: 'success', closed: 'default' };

/** The exam the results are of: its title, area, classes, window and rules. */
export function ScheduleResultsHeader({ schedule, format }: { schedule: OfficialExamSchedule; format: ReportFormat }) {
  const { t } = useTranslation('results');
  const facts = [
    { id: 'area', label: t('header.area'), value: t(`areas:${schedule.area}.name`) },
    { id: 'organizations', label: t('header.organizations'), value: schedule.organizations.map((o) => o.name).join(t('header.listSeparator')) },
    {
      id: 'window',
      label: t('header.window'),
      value: t('header.windowValue', { opens: format.dateTime(schedule.opensAt), closes: format.dateTime(schedule.closesAt) }),
    },
    { id: 'timeLimit', label: t('header.timeLimit'), value: t('header.minutes', { count: Math.round(schedule.timeLimitSeconds / 60) }) },
    { id: 'questions', label: t('header.questions'), value: format.count(schedule.questionCount) },
    {
      id: 'attempts',
      label: t('header.attempts'),
      value: t('header.attemptsValue', { count: schedule.attempts, rule: t(`reports:counted.${schedule.counts}`) }),
    },
    // What a course's external tool activity opens (LTI, README "Auricle in Moodle and Canvas").
    { id: 'courseLink', label: t('header.courseLink'), value: `${window.location.origin}${areaRecord(schedule.area).page}?schedule=${schedule.id}` },
  ];
  return (
    <Box component="header">
      <Stack direction="row" spacing={1.5} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
        <Typography variant="h4" component="h1">
          {schedule.title}
        </Typography>
        <Chip size="small" color={SCHEDULE_STATUS_COLORS[schedule.status]} label={t(`scheduleStatus.${schedule.status}`)} data-testid="schedule-status" />
      </Stack>
      <Box
        component="dl"
        data-testid="schedule-facts"
        sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' }, gap: 1.5, m: 0 }}
      >
        {facts.map((fact) => (
          <div key={fact.id} data-fact={fact.id}>
            <Typography component="dt" variant="caption" color="text.secondary">
              {fact.label}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
              {fact.value}
            </Typography>
          </div>
        ))}
      </Box>
    </Box>
  );
}
