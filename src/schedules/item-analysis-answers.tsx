import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { ItemAnswer } from '../api-contract';
import type { ReportFormat } from '../reports/report-format';
import { SideScroll } from '../ui';
import { RateCell } from './item-analysis-rate-cell';

interface ItemAnalysisAnswersProps {
  answers: readonly ItemAnswer[];
  /** The area's words for an answer (e.g. "1 kHz, +6 dB"). */
  describe(answer: unknown): string;
  format: ReportFormat;
}

/** Per right answer, hardest first: how often it was asked and found, and what it was most often taken for. */
export function ItemAnalysisAnswers({ answers, describe, format }: ItemAnalysisAnswersProps) {
  const { t } = useTranslation('results');
  if (answers.length === 0) {
    return <Typography color="text.secondary">{t('items.empty')}</Typography>;
  }
  const hardestFirst = [...answers].sort((a, b) => a.correctRate - b.correctRate || b.asked - a.asked);
  return (
    <SideScroll label={{ 'aria-label': t('items.answers.title') }}>
      {/* Narrow gutters, so all four columns fit beside the other table at 1366 px; figures and an
          answer's words on one line (squeezed, a table breaks "第 1 题" after each character). */}
      <Table size="small" aria-label={t('items.answers.title')} sx={{ '& th, & td': { px: 1 }, '& tbody td': { whiteSpace: 'nowrap' } }}>
        <TableHead>
          <TableRow>
            <TableCell sx={{ fontWeight: 600 }}>{t('items.answers.answer')}</TableCell>
            <TableCell align="right" sx={{ fontWeight: 600 }}>
              {t('items.answers.asked')}
            </TableCell>
            <TableCell align="right" sx={{ fontWeight: 600 }}>
              {t('items.correctRate')}
            </TableCell>
            <TableCell sx={{ fontWeight: 600 }}>{t('items.answers.confusion')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {hardestFirst.map((item, i) => (
            <TableRow key={i}>
              <TableCell>{describe(item.answer)}</TableCell>
              <TableCell align="right">{format.count(item.asked)}</TableCell>
              <TableCell align="right">
                <RateCell percent={item.correctRate} format={format} />
              </TableCell>
              <TableCell data-testid="confusion">
                {item.confusion === null
                  ? t('items.answers.noConfusion')
                  : t('items.answers.confusionValue', { answer: describe(item.confusion.answer), count: item.confusion.count })}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </SideScroll>
  );
}
