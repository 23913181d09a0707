import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { isProgrammeLoopId } from '../audio/programme';
import type { OfficialExamSchedule } from '../api-contract';
import { areaRecord, isAreaId } from '../lib/area-registry';
import { listSchedules } from './schedules-api';

/** The area page with the scheduled exam chosen in its Official exam mode. */
export function scheduleStartPath(schedule: Pick<OfficialExamSchedule, 'area' | 'id'>): string {
  const search = new URLSearchParams({ mode: 'official', schedule: schedule.id });
  return `${areaRecord(schedule.area).page}?${search.toString()}`;
}

const byTime = (field: 'opensAt' | 'closesAt') => (a: OfficialExamSchedule, b: OfficialExamSchedule) => Date.parse(a[field]) - Date.parse(b[field]);

function useDateTime(): (iso: string) => string {
  const { i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (iso) => format.format(new Date(iso));
}

function OpenScheduleRow({ schedule }: { schedule: OfficialExamSchedule }) {
  const { t } = useTranslation(['home', 'areas', 'audio']);
  const loop = isProgrammeLoopId(schedule.programme) ? schedule.programme : null;
  const dateTime = useDateTime();
  const left = Math.max(0, schedule.attempts - (schedule.attemptsUsed ?? 0));
  const inProgress = Boolean(schedule.openExamId);
  return (
    <Paper component="li" variant="outlined" data-testid={`home-schedule-${schedule.id}`} sx={{ p: 2, display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
      <Box sx={{ flex: '1 1 260px' }}>
        <Typography variant="h3" component="h3">
          {schedule.title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t(`areas:${schedule.area}.name`)}
          {' · '}
          {t('schedules.closes', { time: dateTime(schedule.closesAt) })}
          {' · '}
          {t('schedules.timeLimit', { count: Math.round(schedule.timeLimitSeconds / 60) })}
          {' · '}
          {t('schedules.attemptsLeft', { count: left, total: schedule.attempts })}
          {loop && ` · ${t('schedules.material', { name: t(`audio:programme.${loop}.name`) })}`}
        </Typography>
      </Box>
      {left > 0 || inProgress ? (
        <Button variant="contained" component={RouterLink} to={scheduleStartPath(schedule)} data-testid="home-schedule-start">
          {t(inProgress ? 'schedules.continue' : 'schedules.start')}
        </Button>
      ) : (
        <Typography variant="body2" color="text.secondary" data-testid="home-schedule-used-up">
          {t('schedules.noAttemptsLeft')}
        </Typography>
      )}
    </Paper>
  );
}

/**
 * The signed-in student's scheduled exams on the home page: the open ones, each with a link
 * that starts it on its area's page, and the upcoming ones. Nothing at all when there are none,
 * or while (or when) the list cannot be had: the home page goes on without it.
 */
export function StudentSchedules() {
  const { t } = useTranslation(['home', 'areas']);
  const dateTime = useDateTime();
  const [rows, setRows] = useState<OfficialExamSchedule[] | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    listSchedules({}, controller.signal, false).then(
      (list) => {
        if (!controller.signal.aborted) setRows(list.rows.filter((row) => isAreaId(row.area)));
      },
      () => undefined,
    );
    return () => controller.abort();
  }, []);

  const open = (rows ?? []).filter((row) => row.status === 'open').sort(byTime('closesAt'));
  const upcoming = (rows ?? []).filter((row) => row.status === 'upcoming').sort(byTime('opensAt'));
  if (open.length === 0 && upcoming.length === 0) return null;

  return (
    <Box component="section" aria-labelledby="home-schedules" sx={{ mb: 6 }} data-testid="student-schedules">
      <Typography id="home-schedules" variant="h2" sx={{ mb: 2 }}>
        {t('schedules.title')}
      </Typography>
      {open.length > 0 ? (
        <Box component="ul" aria-label={t('schedules.openNow')} sx={{ display: 'grid', gap: 1.5, p: 0, m: 0, listStyle: 'none' }}>
          {open.map((schedule) => (
            <OpenScheduleRow key={schedule.id} schedule={schedule} />
          ))}
        </Box>
      ) : null}
      {upcoming.length > 0 ? (
        <Box sx={{ mt: open.length > 0 ? 2 : 0 }}>
          <Typography variant="h3" component="h3" sx={{ mb: 1 }}>
            {t('schedules.upcoming')}
          </Typography>
          <Box component="ul" sx={{ pl: 2.5, m: 0 }} data-testid="home-upcoming-schedules">
            {upcoming.map((schedule) => (
              <Typography component="li" key={schedule.id} color="text.secondary" data-testid={`home-schedule-${schedule.id}`}>
                {t('schedules.opens', { title: schedule.title, area: t(`areas:${schedule.area}.name`), time: dateTime(schedule.opensAt) })}
              </Typography>
            ))}
          </Box>
        </Box>
      ) : null}
    </Box>
  );
}
