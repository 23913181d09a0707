import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { ItemPosition } from '../api-contract';
import type { ReportFormat } from '../reports/report-format';
import { SideScroll } from '../ui';
import { RateCell } from './item-analysis-rate-cell';

/** Per question position: how many counted attempts answered it, how many got it right, and the mean credit. */
export function ItemAnalysisPositions({ positions, format }: { positions: readonly ItemPosition[]; format: ReportFormat }) {
  const { t } = useTranslation('results');
  if (positions.length === 0) {
    return <Typography color="text.secondary">{t('items.empty')}</Typography>;
  }
  return (
    <SideScroll label={{ 'aria-label': t('items.positions.title') }}>
      {/* Narrow gutters, so all four columns fit beside the other table at 1366 px; figures and an
          answer's words on one line (squeezed, a table breaks "第 1 题" after each character). */}
      <Table size="small" aria-label={t('items.positions.title')} sx={{ '& th, & td': { px: 1 }, '& tbody td': { whiteSpace: 'nowrap' } }}>
        <TableHead>
          <TableRow>
            <TableCell sx={{ fontWeight: 600 }}>{t('items.positions.question')}</TableCell>
            <TableCell align="right" sx={{ fontWeight: 600 }}>
              {t('items.answered')}
            </TableCell>
            <TableCell align="right" sx={{ fontWeight: 600 }}>
              {t('items.correctRate')}
            </TableCell>
            <TableCell align="right" sx={{ fontWeight: 600 }}>
              {t('items.positions.averageCredit')}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {[...positions]
            .sort((a, b) => a.position - b.position)
            .map((item) => (
              <TableRow key={item.position} data-position={item.position}>
                <TableCell>{t('items.positions.number', { n: item.position + 1 })}</TableCell>
                <TableCell align="right">{format.count(item.answered)}</TableCell>
                <TableCell align="right">
                  <RateCell percent={item.correctRate} format={format} />
                </TableCell>
                {/* Credit is 0 to 1 per question (partial answers earn part of it); shown as a share. */}
                <TableCell align="right">{format.percent(item.averageCredit * 100)}</TableCell>
              </TableRow>
            ))}
        </TableBody>
      </Table>
    </SideScroll>
  );
}
