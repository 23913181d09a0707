import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { OwnReport, ReportKind } from '../lib/api-types';
import type { ReportFormat } from './report-format';
import { countedRuleText } from './submission-cells';

const KINDS: readonly ReportKind[] = ['practice', 'official'];

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

/**
 * Count, average and best score, practice and official side by side; official exams add the
 * counted score and the rule that picks it.
 */
export function ReportSummary({ summary, format }: { summary: OwnReport['summary']; format: ReportFormat }) {
  const { t } = useTranslation('reports');
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      {KINDS.map((kind) => (
        <Paper
          key={kind}
          variant="outlined"
          component="section"
          aria-label={t('summary.label', { kind: t(`kind.${kind}`) })}
          data-testid={`summary-${kind}`}
          sx={{ flex: 1, p: 2, borderTop: 3, borderTopColor: kind === 'practice' ? 'primary.main' : 'secondary.main' }}
        >
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
            {t(`kind.${kind}`)}
          </Typography>
          <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap', rowGap: 1 }}>
            <Figure label={t('summary.count')} value={format.count(summary[kind].count)} testId={`summary-${kind}-count`} />
            <Figure
              label={t('summary.average')}
              value={format.average(summary[kind].averageScore)}
              testId={`summary-${kind}-average`}
            />
            <Figure label={t('summary.best')} value={format.score(summary[kind].bestScore)} testId={`summary-${kind}-best`} />
            {kind === 'official' && (
              <Figure
                label={t('summary.counted')}
                value={format.score(summary.official.countedScore)}
                testId="summary-official-counted"
              />
            )}
          </Stack>
          {kind === 'official' && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }} data-testid="summary-official-rule">
              {countedRuleText(t, summary.official.countedAttempt)}
            </Typography>
          )}
        </Paper>
      ))}
    </Stack>
  );
}
