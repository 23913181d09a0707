import { useId } from 'react';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import type { ScoreBin } from '../api-contract';
import type { ReportFormat } from '../reports/report-format';
import { visuallyHidden } from '../ui';

// A hand-drawn SVG, as the progress chart is: ten bars do not need a chart library's chunk.

const WIDTH = 560;
const HEIGHT = 220;
const BOX = { left: 48, right: 8, top: 12, bottom: 44 } as const;

/** Whole-number ticks from 0 to at least `max`, at most five of them past 0. */
export function countTicks(max: number): number[] {
  const step = Math.max(1, Math.ceil(max / 5));
  const top = Math.max(step, Math.ceil(max / step) * step);
  const ticks: number[] = [];
  for (let value = 0; value <= top; value += step) ticks.push(value);
  return ticks;
}

/** Counted scores in ten bins of 10 points, with labelled axes and the same numbers as a table. */
export function ScoreDistributionChart({ bins, format }: { bins: readonly ScoreBin[]; format: ReportFormat }) {
  const { t } = useTranslation('results');
  const theme = useTheme();
  const titleId = useId();
  const ticks = countTicks(Math.max(0, ...bins.map((bin) => bin.count)));
  const top = ticks.at(-1) ?? 1;
  const plotWidth = WIDTH - BOX.left - BOX.right;
  const plotHeight = HEIGHT - BOX.top - BOX.bottom;
  const slot = plotWidth / Math.max(1, bins.length);
  const y = (count: number) => BOX.top + plotHeight - (count / top) * plotHeight;
  const total = bins.reduce((sum, bin) => sum + bin.count, 0);
  const range = (bin: ScoreBin) => t('distribution.range', { from: format.score(bin.from), to: format.score(bin.to) });

  return (
    <Box>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        width="100%"
        role="img"
        aria-labelledby={titleId}
        data-testid="score-distribution"
        style={{ display: 'block', maxWidth: 720 }}
      >
        <title id={titleId}>{t('distribution.label', { count: total })}</title>
        <g fontSize={11} fill={theme.palette.text.secondary}>
          {ticks.map((tick) => (
            <g key={tick}>
              <line x1={BOX.left} x2={WIDTH - BOX.right} y1={y(tick)} y2={y(tick)} stroke={theme.palette.divider} strokeDasharray={tick === 0 ? undefined : '3 4'} />
              <text x={BOX.left - 6} y={y(tick)} textAnchor="end" dominantBaseline="middle">
                {format.count(tick)}
              </text>
            </g>
          ))}
          <text transform="rotate(-90)" x={-(BOX.top + plotHeight / 2)} y={12} textAnchor="middle" dominantBaseline="middle" fontSize={12}>
            {t('distribution.yAxis')}
          </text>
          <text x={BOX.left + plotWidth / 2} y={HEIGHT - 6} textAnchor="middle" fontSize={12}>
            {t('distribution.xAxis')}
          </text>
        </g>
        {bins.map((bin, i) => {
          const x = BOX.left + i * slot;
          return (
            <g key={bin.from} data-bin={bin.from}>
              {bin.count > 0 && (
                <rect x={x + slot * 0.12} width={slot * 0.76} y={y(bin.count)} height={y(0) - y(bin.count)} rx={2} fill={theme.palette.primary.main}>
                  <title>{t('distribution.bar', { range: range(bin), count: bin.count })}</title>
                </rect>
              )}
              <text x={x + slot / 2} y={y(0) + 14} textAnchor="middle" fontSize={10} fill={theme.palette.text.secondary}>
                {range(bin)}
              </text>
            </g>
          );
        })}
      </svg>
      <Table size="small" aria-label={t('distribution.tableLabel')} sx={visuallyHidden}>
        <TableHead>
          <TableRow>
            <TableCell>{t('distribution.xAxis')}</TableCell>
            <TableCell>{t('distribution.yAxis')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {bins.map((bin) => (
            <TableRow key={bin.from}>
              <TableCell>{range(bin)}</TableCell>
              <TableCell>{format.count(bin.count)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
