import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { isProgrammeLoopId } from '../audio/programme';
import type { OfficialExamSchedule } from '../api-contract';
import { scheduleCopyPath, scheduleEditPath, scheduleResultsPath } from './schedule-paths';

export type ScheduleAction = 'preview' | 'close' | 'delete';

/** The actions a schedule allows: edited and deleted only before anyone starts it, closed only while open. */
export function scheduleActions(schedule: Pick<OfficialExamSchedule, 'status' | 'started'>): { edit: boolean; close: boolean; delete: boolean } {
  return { edit: !schedule.started, close: schedule.status === 'open', delete: !schedule.started };
}

function useDateTime(): (iso: string) => string {
  const { i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? i18n.language;
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
    return (iso: string) => {
      const date = new Date(iso);
      return Number.isNaN(date.getTime()) ? '—' : format.format(date);
    };
  }, [locale]);
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="dt">
        {label}
      </Typography>
      <Typography variant="body2" component="dd" sx={{ m: 0, fontWeight: 500 }}>
        {value}
      </Typography>
    </Box>
  );
}

export interface ScheduleCardProps {
  schedule: OfficialExamSchedule;
  onAction(action: ScheduleAction, schedule: OfficialExamSchedule): void;
}

/** One scheduled exam in the teacher's list: what, for whom, when, and what can still be done with it. */
export function ScheduleCard({ schedule, onAction }: ScheduleCardProps) {
  const { t } = useTranslation(['schedules', 'common', 'audio']);
  const dateTime = useDateTime();
  const loop = isProgrammeLoopId(schedule.programme) ? schedule.programme : null;
  const allowed = scheduleActions(schedule);
  const minutes = Math.round(schedule.timeLimitSeconds / 60);
  const headingId = `schedule-${schedule.id}-title`;

  return (
    <Paper variant="outlined" component="li" aria-labelledby={headingId} data-testid="schedule-card" data-schedule-id={schedule.id} sx={{ p: { xs: 2, sm: 2.5 }, listStyle: 'none' }}>
      <Stack spacing={2}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
          <Typography id={headingId} variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
            {schedule.title}
          </Typography>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <Chip size="small" color="primary" variant="outlined" label={t(`common:nav.areas.${schedule.area}`)} />
            {loop && <Chip size="small" variant="outlined" label={t('list.material', { name: t(`audio:programme.${loop}.name`) })} data-testid="schedule-material" />}
            {schedule.organizations.map((o) => (
              <Chip key={o.id} size="small" label={o.name} />
            ))}
          </Stack>
        </Stack>
        <Box
          component="dl"
          sx={{ m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(5, minmax(0, 1fr))' } }}
        >
          <Fact label={t('list.opens')} value={dateTime(schedule.opensAt)} />
          <Fact label={t('list.closes')} value={dateTime(schedule.closesAt)} />
          <Fact label={t('list.timeLimit')} value={t('list.minutes', { count: minutes })} />
          <Fact label={t('list.attempts')} value={t('list.attemptsValue', { count: schedule.attempts, rule: t(`counts.${schedule.counts}`) })} />
          <Fact
            label={t('list.progress')}
            value={t('list.progressValue', { started: schedule.startedCount ?? 0, submitted: schedule.submittedCount ?? 0 })}
          />
        </Box>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button size="small" variant="contained" component={RouterLink} to={scheduleResultsPath(schedule.id)}>
            {t('list.actions.results')}
          </Button>
          <Button size="small" variant="outlined" onClick={() => onAction('preview', schedule)}>
            {t('list.actions.preview')}
          </Button>
          <Button size="small" component={RouterLink} to={scheduleCopyPath(schedule.id)}>
            {t('list.actions.duplicate')}
          </Button>
          {allowed.edit && (
            <Button size="small" component={RouterLink} to={scheduleEditPath(schedule.id)}>
              {t('list.actions.edit')}
            </Button>
          )}
          {allowed.close && (
            <Button size="small" color="warning" onClick={() => onAction('close', schedule)}>
              {t('list.actions.close')}
            </Button>
          )}
          {allowed.delete && (
            <Button size="small" color="error" onClick={() => onAction('delete', schedule)}>
              {t('list.actions.delete')}
            </Button>
          )}
        </Stack>
      </Stack>
    </Paper>
  );
}
