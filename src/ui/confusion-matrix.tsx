import { useId } from 'react';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { alpha, useTheme } from '@mui/material/styles';
import { SideScroll } from './side-scroll';

export interface ConfusionCell {
  asked: string;
  answered: string;
  count: number;
}

export interface ConfusionMatrixProps {
  /** The counts of one axis. */
  cells: readonly ConfusionCell[];
  describe(value: string): string;
  /** The order of the categories; by number where both are numbers, else alphabetical, when left out. */
  compare?: (a: string, b: string) => number;
  caption: string;
  /** The corner cell: which way is asked and which answered ("Asked ↓ · Answered →"). */
  cornerLabel: string;
  /** The axis, for tests and for styling. */
  axis: string;
}

export function compareCategoryIds(a: string, b: string): number {
  const [na, nb] = [Number(a), Number(b)];
  if (a.trim() !== '' && b.trim() !== '' && Number.isFinite(na) && Number.isFinite(nb)) return na - nb;
  return a.localeCompare(b);
}

/**
 * A category's name on one line: a table squeezed to the width there is would otherwise break
 * Chinese after every character. A long name is cut with an ellipsis; the cell still holds all
 * of it (what a screen reader says), and the pointer shows it.
 */
function CategoryLabel({ text, maxWidth }: { text: string; maxWidth: string }) {
  return (
    <Box component="span" title={text} data-category-label sx={{ display: 'block', maxWidth, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }}>
      {text}
    </Box>
  );
}

/**
 * Categories asked (rows) against categories answered (columns), with how often; the diagonal
 * is right. A cell's shade is its share of its row, so a row's confusions stand out however
 * often its category was asked.
 */
export function ConfusionMatrix({ cells, describe, compare = compareCategoryIds, caption, cornerLabel, axis }: ConfusionMatrixProps) {
  const theme = useTheme();
  const categories = [...new Set(cells.flatMap((cell) => [cell.asked, cell.answered]))].sort(compare);
  const countOf = new Map(cells.map((cell) => [`${cell.asked}\u0000${cell.answered}`, cell.count]));
  const count = (asked: string, answered: string) => countOf.get(`${asked}\u0000${answered}`) ?? 0;
  const captionId = useId();
  return (
    <Box>
      {/* Above the scrolling part, not a <caption> in it: it wraps in the width there is. */}
      <Typography id={captionId} variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {caption}
      </Typography>
      <SideScroll label={{ 'aria-labelledby': captionId }}>
        <Table size="small" data-testid={`confusion-matrix-${axis}`} aria-labelledby={captionId} sx={{ width: 'auto' }}>
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col">
                {cornerLabel}
              </TableCell>
              {categories.map((category) => (
                <TableCell key={category} component="th" scope="col" align="center">
                  <CategoryLabel text={describe(category)} maxWidth="9em" />
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {categories.map((asked) => {
              const total = categories.reduce((sum, answered) => sum + count(asked, answered), 0);
              if (total === 0) return null;
              return (
                <TableRow key={asked} data-asked={asked}>
                  <TableCell component="th" scope="row">
                    <CategoryLabel text={describe(asked)} maxWidth="14em" />
                  </TableCell>
                  {categories.map((answered) => {
                    const n = count(asked, answered);
                    const right = asked === answered;
                    const color = right ? theme.palette.success.main : theme.palette.error.main;
                    return (
                      <TableCell
                        key={answered}
                        align="center"
                        data-answered={answered}
                        data-count={n}
                        sx={{ bgcolor: n > 0 ? alpha(color, 0.08 + 0.32 * (n / total)) : undefined, fontWeight: right ? 600 : undefined, fontVariantNumeric: 'tabular-nums' }}
                      >
                        {n > 0 ? n : ''}
                      </TableCell>
                    );
                  })}
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </SideScroll>
    </Box>
  );
}
