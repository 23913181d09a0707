import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { mdiCheck } from '@mdi/js';
import { useTranslation } from 'react-i18next';
import { isProgrammeLoopId } from '../audio/programme';
import type { OfficialExamSchedule } from '../api-contract';
import { MdiIcon } from '../ui';
import { attemptsLeft, canTake, type AreaSchedules } from './use-area-schedules';

export interface OfficialSchedulesProps {
  schedules: AreaSchedules;
  /** The scheduled exam chosen now (its settings are shown), or null for the built-in one. */
  selectedId: string | null;
  /** The scheduled exam the address names (`?schedule=<id>`), or null. */
  linkedId: string | null;
  onSelect(schedule: OfficialExamSchedule | null): void;
}

function useDateTime(): (iso: string) => string {
  const { i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (iso) => format.format(new Date(iso));
}

function OpenSchedule({ schedule, selected, onChoose }: { schedule: OfficialExamSchedule; selected: boolean; onChoose(): void }) {
  const { t } = useTranslation(['exam', 'audio']);
  const loop = isProgrammeLoopId(schedule.programme) ? schedule.programme : null;
  const dateTime = useDateTime();
  const left = attemptsLeft(schedule);
  const usedUp = !canTake(schedule);
  return (
    <Box
      component="li"
      data-testid={`schedule-${schedule.id}`}
      aria-current={selected ? 'true' : undefined}
      sx={{ p: 2, borderRadius: 1, border: 1, borderColor: selected ? 'primary.main' : 'divider', listStyle: 'none' }}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
        <Box sx={{ flex: 1 }}>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
            {schedule.title}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('schedules.closes', { time: dateTime(schedule.closesAt) })}
            {' · '}
            {t('schedules.timeLimit', { count: Math.round(schedule.timeLimitSeconds / 60) })}
            {' · '}
            <span data-testid="schedule-attempts">{t('schedules.attemptsLeft', { count: left, total: schedule.attempts })}</span>
            {loop && (
              <>
                {' · '}
                <span data-testid="schedule-material">{t('schedules.material', { name: t(`audio:programme.${loop}.name`) })}</span>
              </>
            )}
          </Typography>
          {usedUp ? (
            <Typography variant="body2" color="warning.main" data-testid="schedule-no-attempts">
              {t('schedules.noAttemptsLeft')}
            </Typography>
          ) : null}
        </Box>
        {/* One Start on the page, beside the question: a row is chosen, and the choice is what Start takes. */}
        {selected ? (
          <Chip color="primary" icon={<MdiIcon path={mdiCheck} />} label={t('schedules.chosen')} data-testid="schedule-chosen" />
        ) : usedUp ? null : (
          <Button variant="outlined" onClick={onChoose} data-testid="schedule-choose">
            {t('schedules.choose')}
          </Button>
        )}
      </Stack>
    </Box>
  );
}

/**
 * Official mode, in setup: the student's open scheduled exams of the area, one of them chosen
 * for the page's Start (the first the student can take, unless they put it down), the upcoming
 * ones, and the built-in official exam named as the other choice.
 */
export function OfficialSchedules({ schedules, selectedId, linkedId, onSelect }: OfficialSchedulesProps) {
  const { t } = useTranslation('exam');
  const dateTime = useDateTime();
  if (schedules.status === 'off') return null;
  if (schedules.status === 'loading') {
    return linkedId ? (
      <Stack direction="row" spacing={1.5} role="status" sx={{ alignItems: 'center' }}>
        <CircularProgress size={18} />
        <Typography variant="body2">{t('schedules.loading')}</Typography>
      </Stack>
    ) : null;
  }
  if (schedules.status === 'failed') {
    return (
      <Alert severity="warning" data-testid="schedules-failed">
        {t('schedules.failed')}
      </Alert>
    );
  }
  const { open, upcoming } = schedules;
  const linkedUpcoming = upcoming.find((row) => row.id === linkedId);
  const linkGone = linkedId !== null && !linkedUpcoming && !open.some((row) => row.id === linkedId);
  const gone = linkGone ? (
    <Alert severity="info" data-testid="schedule-link-gone">
      {t('schedules.linkGone')}
    </Alert>
  ) : null;
  if (open.length === 0 && upcoming.length === 0) return gone;

  return (
    <Card variant="outlined" data-testid="official-schedules">
      <CardContent>
        <Stack spacing={2}>
          <Typography variant="h6" component="h2">
            {t('schedules.title')}
          </Typography>
          {gone}
          {linkedUpcoming ? (
            <Alert severity="info" data-testid="schedule-link-upcoming">
              {t('schedules.linkUpcoming', { title: linkedUpcoming.title, time: dateTime(linkedUpcoming.opensAt) })}
            </Alert>
          ) : null}
          {open.length > 0 ? (
            <Stack component="ul" spacing={1.5} sx={{ p: 0, m: 0 }} aria-label={t('schedules.openNow')}>
              {open.map((schedule) => (
                <OpenSchedule key={schedule.id} schedule={schedule} selected={schedule.id === selectedId} onChoose={() => onSelect(schedule)} />
              ))}
            </Stack>
          ) : null}
          {upcoming.length > 0 ? (
            <Box>
              <Typography variant="subtitle2" component="h3">
                {t('schedules.upcoming')}
              </Typography>
              <Box component="ul" sx={{ pl: 2.5, my: 0.5 }} data-testid="upcoming-schedules">
                {upcoming.map((schedule) => (
                  <Typography component="li" variant="body2" key={schedule.id} data-testid={`schedule-${schedule.id}`}>
                    {t('schedules.opens', { title: schedule.title, time: dateTime(schedule.opensAt) })}
                  </Typography>
                ))}
              </Box>
            </Box>
          ) : null}
          <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }} data-testid="schedule-built-in-note">
            <Typography variant="body2" color="text.secondary" sx={{ flex: 1 }}>
              {selectedId !== null ? t('schedules.builtInOther') : open.some(canTake) ? t('schedules.builtInChosen') : t('schedules.builtIn')}
            </Typography>
            {selectedId !== null ? (
              <Button size="small" onClick={() => onSelect(null)} data-testid="schedule-built-in">
                {t('schedules.takeBuiltIn')}
              </Button>
            ) : null}
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}
