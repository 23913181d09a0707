import type { ReactNode } from 'react';
import { mdiTrendingDown, mdiTrendingNeutral, mdiTrendingUp } from '@mdi/js';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { AreaProgress, ProgressTrend } from '../api-contract';
import { areaRecord } from '../lib/area-registry';
import { LEVEL_RULE } from '../lib/level-rule';
import { MdiIcon, visuallyHidden } from '../ui';
import { nextStepPath, ownReportPath } from './next-step';
import { timeAgo } from './time-ago';

const TREND_ICONS: Record<ProgressTrend, string> = { up: mdiTrendingUp, down: mdiTrendingDown, flat: mdiTrendingNeutral };
const TREND_COLORS: Record<ProgressTrend, string> = { up: 'success.main', down: 'warning.main', flat: 'text.secondary' };

type ProgressT = TFunction<['progress', 'areas']>;

const levelName = (t: ProgressT, level: string): string => t(`level.names.${level}`);

function levelText(t: ProgressT, progress: AreaProgress): string {
  if (progress.level !== null) return t('level.value', { name: levelName(t, progress.level.preset), number: progress.level.number, count: progress.levelCount });
  return t(progress.practiceCount === 0 ? 'level.none' : 'level.notEarned');
}

const practisedText = (t: ProgressT, practisedAt: string | null): string => (practisedAt === null ? t('level.custom') : levelName(t, practisedAt));

function whyText(t: ProgressT, progress: AreaProgress): string | null {
  const { step } = progress.next;
  if (step === 'start') return null;
  if (step !== 'keep' && step !== 'harder') return t(`why.${step}`, LEVEL_RULE);
  if (progress.practisedAt === null) return t('why.keepCustom');
  if (step === 'harder') return t('why.harder', { ...LEVEL_RULE, level: levelName(t, progress.practisedAt) });
  return t(progress.level?.number === progress.levelCount ? 'why.keepTop' : 'why.keep', LEVEL_RULE);
}

function stepLabel(t: ProgressT, next: AreaProgress['next']): string {
  return next.step === 'harder' && next.difficulty ? t('next.harder', { level: levelName(t, next.difficulty) }) : t(`next.${next.step}`);
}

/** Filled up to the level earned, one segment per preset: how far up the area's ladder the student is. */
function LevelMeter({ number, count }: { number: number; count: number }) {
  return (
    <Box aria-hidden sx={{ display: 'flex', gap: 0.5, mt: 0.5 }} data-testid="level-meter">
      {Array.from({ length: count }, (_, i) => (
        <Box key={i} sx={{ width: 18, height: 6, borderRadius: 1, bgcolor: i < number ? 'primary.main' : 'action.selected' }} />
      ))}
    </Box>
  );
}

/** The recent scores at one difficulty as a small line (0 to 100); the text beside it says the same in words. */
function Sparkline({ scores }: { scores: readonly number[] }) {
  const width = 64;
  const height = 20;
  const x = (i: number) => (scores.length === 1 ? width / 2 : (i / (scores.length - 1)) * (width - 4) + 2);
  const y = (score: number) => height - 2 - (Math.min(100, Math.max(0, score)) / 100) * (height - 4);
  const points = scores.map((score, i) => `${x(i).toFixed(1)},${y(score).toFixed(1)}`).join(' ');
  return (
    <Box component="svg" aria-hidden width={width} height={height} viewBox={`0 0 ${width} ${height}`} sx={{ color: 'primary.main', flex: 'none' }}>
      <polyline points={points} fill="none" stroke="currentColor" strokeWidth={2} strokeLinejoin="round" strokeLinecap="round" />
    </Box>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 500 }}>
        {children}
      </Typography>
    </>
  );
}

export interface AreaProgressCardProps {
  progress: AreaProgress;
  now: Date;
  formatScore(score: number): string;
}

/** One area on the learner's home: the level earned, the difficulty last practised, last result, trend and the suggested next step. */
export function AreaProgressCard({ progress, now, formatScore }: AreaProgressCardProps) {
  const { t, i18n } = useTranslation(['progress', 'areas']);
  const { area, last, trend, next } = progress;
  const areaName = t(`areas:${area}.name`);
  const untried = last === null;
  const why = whyText(t, progress);
  const label = stepLabel(t, next);
  const locale = i18n.resolvedLanguage ?? i18n.language;
  const headingId = `progress-${area}-name`;

  return (
    <Paper
      component="li"
      variant="outlined"
      aria-labelledby={headingId}
      data-testid={`progress-${area}`}
      data-step={next.step}
      sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1.25 }}
    >
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
        <MdiIcon path={areaRecord(area).icon} color="primary" />
        <Typography id={headingId} variant="h3" component="h3">
          {areaName}
        </Typography>
      </Box>
      {untried ? (
        <Typography variant="body2" color="text.secondary">
          {t(`areas:${area}.summary`)}
        </Typography>
      ) : (
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.75, m: 0, alignItems: 'baseline' }}>
          <Fact label={t('level.label')}>
            <span data-testid="progress-level">{levelText(t, progress)}</span>
            {progress.level !== null && <LevelMeter number={progress.level.number} count={progress.levelCount} />}
          </Fact>
          {progress.practiceCount > 0 && (
            <Fact label={t('practisedAt.label')}>
              <span data-testid="progress-practised-at">{practisedText(t, progress.practisedAt)}</span>
            </Fact>
          )}
          <Fact label={t('last.label')}>
            <span data-testid="progress-last">
              {last.outcome === 'not-submitted'
                ? t('last.notSubmitted', { when: timeAgo(last.submittedAt, now, locale) })
                : t(last.official ? 'last.official' : 'last.practice', { score: formatScore(last.score), when: timeAgo(last.submittedAt, now, locale) })}
            </span>
          </Fact>
          <Fact label={t('trend.label')}>
            {trend === null ? (
              <Box component="span" sx={{ color: 'text.secondary', fontWeight: 400 }}>
                {t('trend.none')}
              </Box>
            ) : (
              <Box
                component="span"
                data-testid="progress-trend"
                data-trend={trend}
                sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, flexWrap: 'wrap' }}
              >
                <MdiIcon path={TREND_ICONS[trend]} fontSize="small" sx={{ color: TREND_COLORS[trend] }} aria-hidden />
                {t(`trend.${trend}`)}
                <Sparkline scores={progress.recentScores} />
                <Box component="span" sx={visuallyHidden}>
                  {t('trend.scores', { scores: progress.recentScores.map(formatScore).join(t('trend.separator')) })}
                </Box>
              </Box>
            )}
          </Fact>
        </Box>
      )}
      {why && (
        <Typography variant="body2" color="text.secondary" data-testid="progress-why">
          {why}
        </Typography>
      )}
      <Box sx={{ mt: 'auto', pt: 0.5, display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <Button
          component={RouterLink}
          to={nextStepPath(progress)}
          variant={next.step === 'harder' || next.step === 'official' || next.step === 'start' ? 'contained' : 'outlined'}
          size="small"
          aria-label={t('nextLabel', { step: label, area: areaName })}
          data-testid="progress-next"
        >
          {label}
        </Button>
        {!untried && (
          <Button component={RouterLink} to={ownReportPath(area)} size="small" aria-label={t('reportLabel', { area: areaName })}>
            {t('report')}
          </Button>
        )}
      </Box>
    </Paper>
  );
}

