import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { isAdaptiveUnit } from '../exam-contract/area-definition';
import { describeThreshold, formatLevel } from '../i18n';
import { ConfusionsByAxis } from '../exam/adaptive/session-confusions';
import { areaRecord, type AreaId } from '../lib/area-registry';
// The reports' hooks by their modules: the index would bring every report page into this chunk.
import { useReportFormat } from '../reports/report-format';
import { useReportsServices } from '../reports/reports-services';
import { LearningCard } from './learning-card';
import { ThresholdHistoryChart } from './threshold-history-chart';

/** The own report's learning part: the threshold over time per dimension, and what the student confuses. */
export function OwnLearningPanel({ area }: { area: AreaId }) {
  const { t, i18n } = useTranslation(['learning', 'exam']);
  const { api } = useReportsServices();
  const format = useReportFormat();
  const load = useCallback((signal: AbortSignal) => api.ownLearning(area, signal), [api, area]);
  return (
    <LearningCard area={area} testId="own-learning" title={t('learning:own.title')} load={load}>
      {(data, words) => (
        <>
              {data.thresholds.length === 0 ? (
                <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                  <Typography color="text.secondary">{t('learning:own.none')}</Typography>
                  <Button variant="outlined" component={RouterLink} to={`${areaRecord(area).page}?mode=adaptive`}>
                    {t('learning:own.start')}
                  </Button>
                </Stack>
              ) : null}
              {data.thresholds.map(({ dimension, unit, runs }) => {
                if (!isAdaptiveUnit(unit)) return null;
                const level = (value: number) => formatLevel(t, i18n.language, unit, value);
                const found = runs.filter((run) => run.threshold !== null);
                const latest = found[found.length - 1];
                const name = t(`${words.namespace}:adaptive.${dimension}`);
                return (
                  <Stack key={dimension} spacing={1} data-testid={`own-thresholds-${dimension}`}>
                    <Typography variant="subtitle1" component="h3">
                      {name}
                    </Typography>
                    {latest?.threshold != null ? (
                      <Typography data-testid="own-latest-threshold">
                        {t('learning:own.latest', { ...describeThreshold(t, i18n.language, unit, { ...latest, threshold: latest.threshold }), count: runs.length })}
                      </Typography>
                    ) : null}
                    {found.length > 0 ? (
                      <ThresholdHistoryChart
                        runs={found}
                        formatLevel={level}
                        formatDay={(iso) => format.day(new Date(iso))}
                        describeRun={(run) =>
                          t('learning:own.run', {
                            day: format.day(new Date(run.finishedAt)),
                            ...describeThreshold(t, i18n.language, unit, { ...run, threshold: run.threshold ?? 0 }),
                          })
                        }
                        label={t('learning:own.chart', { dimension: name, count: found.length })}
                      />
                    ) : null}
                  </Stack>
                );
              })}
              {data.confusions.length > 0 ? <ConfusionsByAxis counts={data.confusions} ui={words} /> : null}
        </>
      )}
    </LearningCard>
  );
}
