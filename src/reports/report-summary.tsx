import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { OwnReport, ReportKind } from '../api-contract';
import { difficultyName } from './own-submission-detail';
import type { ReportFormat } from './report-format';
import { countedRuleText } from './submission-cells';

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Stack spacing={0.25} sx={{ minWidth: 96 }}>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h5" component="p" data-testid={testId} sx={{ fontWeight: 600 }}>
        {value}
      </Typography>
    </Stack>
  );
}

function KindCard({ kind, children }: { kind: ReportKind; children: ReactNode }) {
  const { t } = useTranslation('reports');
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={t('summary.label', { kind: t(`kind.${kind}`) })}
      data-testid={`summary-${kind}`}
      sx={{ flex: 1, p: 2, borderTop: 3, borderTopColor: kind === 'practice' ? 'primary.main' : 'secondary.main' }}
    >
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
        {t(`kind.${kind}`)}
      </Typography>
      {children}
    </Paper>
  );
}

/** Practice at each difficulty on a line of its own: an average over Beginner and Expert together says nothing. */
function PracticeByDifficulty({ practice, format }: { practice: OwnReport['summary']['practice']; format: ReportFormat }) {
  const { t } = useTranslation('reports');
  if (practice.byDifficulty.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {t('summary.noPractice')}
      </Typography>
    );
  }
  return (
    <>
      <Table size="small" aria-label={t('summary.byDifficulty')} sx={{ mt: 1, '& th, & td': { px: 1 }, '& th:first-of-type, & td:first-of-type': { pl: 0 } }}>
        <TableHead>
          <TableRow>
            <TableCell sx={{ fontWeight: 600 }}>{t('summary.difficulty')}</TableCell>
            <TableCell align="right" sx={{ fontWeight: 600 }}>
              {t('summary.count')}
            </TableCell>
            <TableCell align="right" sx={{ fontWeight: 600 }}>
              {t('summary.averageShort')}
            </TableCell>
            <TableCell align="right" sx={{ fontWeight: 600 }}>
              {t('summary.bestShort')}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {practice.byDifficulty.map((level) => (
            <TableRow key={level.difficulty ?? 'custom'} data-testid={`summary-practice-${level.difficulty ?? 'custom'}`}>
              <TableCell>{difficultyName(t, { difficulty: level.difficulty, official: false })}</TableCell>
              <TableCell align="right">{format.count(level.count)}</TableCell>
              <TableCell align="right" data-testid="average">
                {format.average(level.averageScore)}
              </TableCell>
              <TableCell align="right">{format.score(level.bestScore)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {practice.byDifficulty.length > 1 && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('summary.apart')}
        </Typography>
      )}
    </>
  );
}

/**
 * Practice and official side by side, in scores out of 100 (as the chart). Practice is counted
 * as a whole and averaged per difficulty; official exams add the counted score and the rule
 * that picks it.
 */
export function ReportSummary({ summary, format }: { summary: OwnReport['summary']; format: ReportFormat }) {
  const { t } = useTranslation('reports');
  const { official } = summary;
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
      <KindCard kind="practice">
        <Figure label={t('summary.count')} value={format.count(summary.practice.count)} testId="summary-practice-count" />
        <PracticeByDifficulty practice={summary.practice} format={format} />
      </KindCard>
      <KindCard kind="official">
        <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap', rowGap: 1 }}>
          <Figure label={t('summary.count')} value={format.count(official.count)} testId="summary-official-count" />
          <Figure label={t('summary.average')} value={format.average(official.averageScore)} testId="summary-official-average" />
          <Figure label={t('summary.best')} value={format.score(official.bestScore)} testId="summary-official-best" />
          <Figure label={t('summary.counted')} value={format.score(official.countedScore)} testId="summary-official-counted" />
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }} data-testid="summary-official-rule">
          {countedRuleText(t, official.countedAttempt)}
        </Typography>
      </KindCard>
    </Stack>
  );
}
