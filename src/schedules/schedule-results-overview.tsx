import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { ScheduleResultsSummary, ScoreBin } from '../api-contract';
import type { ReportFormat } from '../reports/report-format';
import { ScoreDistributionChart } from './score-distribution-chart';

interface Figure {
  id: string;
  label: string;
  value: string;
  detail: string;
}

/** The class at a glance: how many handed it in, the counted scores' mean and median, and their distribution. */
export function ScheduleResultsOverview({ summary, distribution, format }: { summary: ScheduleResultsSummary; distribution: readonly ScoreBin[]; format: ReportFormat }) {
  const { t } = useTranslation('results');
  const figures: Figure[] = [
    {
      id: 'completion',
      label: t('summary.completion'),
      value: format.percent(summary.completionRate),
      detail: t('summary.handedIn', { handedIn: format.count(summary.handedIn), count: summary.students }),
    },
    { id: 'mean', label: t('summary.mean'), value: format.score(summary.mean), detail: t('summary.scored', { count: summary.scored }) },
    { id: 'median', label: t('summary.median'), value: format.score(summary.median), detail: t('summary.scored', { count: summary.scored }) },
  ];
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'minmax(200px, 1fr) 2fr' }, gap: 3, alignItems: 'start' }}>
      <Box
        component="dl"
        data-testid="results-figures"
        sx={{ display: 'grid', gridTemplateColumns: { xs: 'repeat(3, 1fr)', md: '1fr' }, gap: 2, m: 0 }}
      >
        {figures.map((figure) => (
          <div key={figure.id} data-figure={figure.id}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {figure.label}
            </Typography>
            <Typography component="dd" variant="h4" sx={{ m: 0, fontVariantNumeric: 'tabular-nums', fontSize: { xs: '1.5rem', sm: undefined } }}>
              {figure.value}
            </Typography>
            <Typography component="dd" variant="caption" color="text.secondary" sx={{ m: 0 }}>
              {figure.detail}
            </Typography>
          </div>
        ))}
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="subtitle2" component="h3">
          {t('distribution.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t('distribution.caption')}
        </Typography>
        <ScoreDistributionChart bins={distribution} format={format} />
      </Box>
    </Box>
  );
}
