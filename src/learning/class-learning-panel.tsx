import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { isAdaptiveUnit } from '../exam-contract/area-definition';
import { describeThreshold, formatLevel } from '../i18n';
import { ConfusionsByAxis } from '../exam/adaptive/session-confusions';
import type { AreaId } from '../lib/area-registry';
// The reports' hooks by their modules: the index would bring every report page into this chunk.
import { useReportFormat } from '../reports/report-format';
import type { ClassLearningFilters } from '../reports/reports-api';
import { useReportsServices } from '../reports/reports-services';
import { LearningCard } from './learning-card';
import { median, ThresholdStrip } from './threshold-strip';

const COLUMNS = ['student', 'studentId', 'organization', 'threshold', 'interval', 'runs', 'date'] as const;

/**
 * The total report's learning part: per dimension, each student's latest threshold as a
 * distribution and a table; and the class's confusions over every exam and run. `filters` are
 * the ones the report shows (its default organization too, which the address does not name).
 */
export function ClassLearningPanel({ area, filters }: { area: AreaId; filters: ClassLearningFilters }) {
  const { t, i18n } = useTranslation(['learning', 'exam']);
  const { api } = useReportsServices();
  const format = useReportFormat();
  const { organization, from, to } = filters;
  const load = useCallback((signal: AbortSignal) => api.classLearning(area, { organization, from, to }, signal), [api, area, organization, from, to]);
  return (
    <LearningCard area={area} testId="class-learning" title={t('learning:class.title')} intro={t('learning:class.intro')} load={load}>
      {(data, words) => (
        <>
              {data.thresholds.length === 0 ? <Typography color="text.secondary">{t('learning:class.none')}</Typography> : null}
              {data.thresholds.map(({ dimension, unit, students }) => {
                if (!isAdaptiveUnit(unit)) return null;
                const level = (value: number) => formatLevel(t, i18n.language, unit, value);
                const values = students.flatMap((s) => (s.latest.threshold === null ? [] : [s.latest.threshold]));
                const name = t(`${words.namespace}:adaptive.${dimension}`);
                const middle = median(values);
                return (
                  <Stack key={dimension} spacing={1.5} data-testid={`class-thresholds-${dimension}`}>
                    <Typography variant="subtitle1" component="h3">
                      {name}
                    </Typography>
                    {middle === null ? null : (
                      <Typography variant="body2" data-testid="class-median">
                        {t('learning:class.median', { value: level(middle), count: values.length })}
                      </Typography>
                    )}
                    {values.length > 0 ? (
                      <ThresholdStrip values={values} formatLevel={level} label={t('learning:class.distribution', { count: values.length, dimension: name })} />
                    ) : null}
                    <Box sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={name}>
                      <Table size="small" aria-label={name}>
                        <TableHead>
                          <TableRow>
                            {COLUMNS.map((column) => (
                              <TableCell key={column}>{t(`learning:class.columns.${column}`)}</TableCell>
                            ))}
                          </TableRow>
                        </TableHead>
                        <TableBody>
                          {students.map((student) => {
                            const { latest } = student;
                            const words = latest.threshold === null ? null : describeThreshold(t, i18n.language, unit, { ...latest, threshold: latest.threshold });
                            return (
                            <TableRow key={student.sub} data-student={student.studentId ?? student.sub}>
                              <TableCell>{student.name}</TableCell>
                              <TableCell>{student.studentId ?? ''}</TableCell>
                              <TableCell>{student.organization ?? ''}</TableCell>
                              <TableCell sx={{ fontVariantNumeric: 'tabular-nums' }}>{words?.value ?? ''}</TableCell>
                              <TableCell sx={{ fontVariantNumeric: 'tabular-nums' }}>
                                {latest.bound !== null
                                  ? t('exam:adaptive.beyondSteps')
                                  : latest.low === null || latest.high === null
                                    ? ''
                                    : t('learning:class.intervalValue', { low: level(latest.low), high: level(latest.high) })}
                              </TableCell>
                              <TableCell>{student.runs}</TableCell>
                              <TableCell>{format.day(new Date(latest.finishedAt))}</TableCell>
                            </TableRow>
                            );
                          })}
                        </TableBody>
                      </Table>
                    </Box>
                  </Stack>
                );
              })}
              {data.confusions.length > 0 ? <ConfusionsByAxis counts={data.confusions} ui={words} whose="class" /> : null}
        </>
      )}
    </LearningCard>
  );
}
