/**
 * Cells that read an official exam's record (issue 22): an exam never handed in shows as such
 * rather than as a score of 0, a listening flag shows with its timeline (admins only), and the
 * rule of which attempt counts is said in words.
 */
import type { TFunction } from 'i18next';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { CountedAttempt, ListeningTimeline, SubmissionRow, TotalReportSubmissionRow } from '../api-contract';
import type { ReportFormat } from './report-format';

const NONE = '—';

const notSubmitted = (row: SubmissionRow): boolean => row.outcome === 'not-submitted';

/** Compact chips: the official submissions table keeps its columns beside the drawer at 1366 px. */
const chipSx = { height: 20, fontSize: '0.75rem', '& .MuiChip-label': { px: 0.75 } } as const;

/** The score, or a "Not submitted" chip: a 0 there would read as a very bad exam. */
export function scoreCell(row: SubmissionRow, t: TFunction<'reports'>, format: ReportFormat) {
  if (!notSubmitted(row)) return format.score(row.score);
  return (
    <Tooltip title={t('outcome.notSubmittedHint')}>
      <Chip size="small" variant="outlined" label={t('outcome.not-submitted')} data-testid="outcome-chip" sx={chipSx} />
    </Tooltip>
  );
}

export const correctRateCell = (row: SubmissionRow, format: ReportFormat): string =>
  notSubmitted(row) ? NONE : format.percent(row.correctRate);

/** "Counted: best attempt" */
export const countedRuleText = (t: TFunction<'reports'>, rule: CountedAttempt): string =>
  t('counted.rule', { attempt: t(`counted.${rule}`) });

function TimelineDetail({ timeline, t, format }: { timeline: ListeningTimeline | null; t: TFunction<'reports'>; format: ReportFormat }) {
  return (
    <Box sx={{ py: 0.5 }}>
      <Typography variant="subtitle2" component="p">
        {t('timeline.title')}
      </Typography>
      {timeline === null ? (
        <Typography variant="body2">{t('timeline.none')}</Typography>
      ) : (
        <>
          <Typography variant="body2">
            {timeline.firstSoundAt === null
              ? t('timeline.noSound')
              : t('timeline.firstSound', { time: format.dateTime(timeline.firstSoundAt) })}
          </Typography>
          <Typography variant="body2">
            {t('timeline.answeredAfter', { seconds: format.tenthSeconds(timeline.answeredAfterSeconds) })}
          </Typography>
          <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2, columns: timeline.questions.length > 8 ? 2 : 1, columnGap: 3 }}>
            {timeline.questions.map((at, n) => (
              <Typography key={n} component="li" variant="body2" sx={at === null ? { fontWeight: 700 } : undefined}>
                {at === null
                  ? t('timeline.questionNever', { n: n + 1 })
                  : t('timeline.question', { n: n + 1, seconds: format.tenthSeconds(at) })}
              </Typography>
            ))}
          </Box>
        </>
      )}
    </Box>
  );
}

/**
 * The score with its listening flag as a chip whose tooltip (on hover or keyboard focus) is the
 * timeline. The flag qualifies the score, and sharing its column keeps the table within 1366 px:
 * the chip sits beside the score, or under it when the table is tight.
 */
export function flaggedScoreCell(row: TotalReportSubmissionRow, t: TFunction<'reports'>, format: ReportFormat) {
  if (!row.listeningFlag) return scoreCell(row, t, format);
  return (
    <Box sx={{ display: 'inline-flex', flexWrap: 'wrap', justifyContent: 'flex-end', alignItems: 'center', gap: 0.5 }}>
      {format.score(row.score)}
      {listeningFlagChip(row, t, format)}
    </Box>
  );
}

function listeningFlagChip(row: TotalReportSubmissionRow, t: TFunction<'reports'>, format: ReportFormat) {
  if (!row.listeningFlag) return null;
  return (
    <Tooltip
      describeChild
      title={<TimelineDetail timeline={row.listeningTimeline} t={t} format={format} />}
      slotProps={{ tooltip: { sx: { maxWidth: 420 } } }}
    >
      <Chip
        size="small"
        color="warning"
        variant="outlined"
        label={t(`listeningFlag.${row.listeningFlag}`)}
        aria-label={`${t(`listeningFlag.${row.listeningFlag}`)}. ${t('listeningFlag.hint')}`}
        tabIndex={0}
        data-testid="listening-flag"
        sx={chipSx}
      />
    </Tooltip>
  );
}
