import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import SvgIcon from '@mui/material/SvgIcon';
import Typography from '@mui/material/Typography';
import { mdiGestureSwipeHorizontal } from '@mdi/js';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import { useTranslation } from 'react-i18next';
import { ReportPagination } from './report-pagination';
import { PAGE_SIZES } from './report-query';
import type { SortOrder } from './report-query';
import { useScrollEdges } from './use-scroll-edges';

export interface ReportColumn<Row> {
  id: string;
  label: string;
  numeric?: boolean;
  /** Ids: a smaller monospace font. */
  code?: boolean;
  /** Free text (names, organizations) may wrap; everything else stays on one line. */
  wrap?: boolean;
  /** Less important: hidden on phones (below MUI's `sm`, 600 px), where every column costs a scroll. */
  hideOnPhone?: boolean;
  render(row: Row): ReactNode;
}

export interface ReportTableSort {
  column: string;
  order: SortOrder;
  sortable: readonly string[];
  onSort(column: string): void;
}

interface ReportTableProps<Row> {
  label: string;
  columns: readonly ReportColumn<Row>[];
  rows: readonly Row[];
  rowKey(row: Row): string;
  total: number;
  /** 1-based. */
  page: number;
  pageSize: number;
  loading: boolean;
  /** What an empty table says: a line, or a message with what to do. */
  emptyText: ReactNode;
  onPageChange(page: number): void;
  onPageSizeChange(pageSize: number): void;
  sort?: ReportTableSort;
}

const tableSx = (loading: boolean) => ({
  opacity: loading ? 0.6 : 1,
  // Tighter than MUI's 16 px between columns, so nine columns fit beside the drawer.
  '& th, & td': { px: 1.25 },
  '& th:first-of-type, & td:first-of-type': { pl: 2 },
  '& th:last-of-type, & td:last-of-type': { pr: 2 },
});

const phoneHidden = { display: { xs: 'none', sm: 'table-cell' } } as const;

/** A soft shadow on one edge of the scrolling table, saying that more columns hide there. */
function EdgeShadow({ side }: { side: 'left' | 'right' }) {
  return (
    <Box
      aria-hidden
      data-scroll-shadow={side}
      sx={(theme) => ({
        position: 'absolute',
        top: 0,
        bottom: 0,
        [side]: 0,
        width: 16,
        pointerEvents: 'none',
        zIndex: 1,
        background: `linear-gradient(to ${side === 'left' ? 'right' : 'left'}, ${
          theme.palette.mode === 'dark' ? 'rgba(0, 0, 0, 0.55)' : 'rgba(0, 0, 0, 0.14)'
        }, transparent)`,
      })}
    />
  );
}

/** A server-paged (and optionally server-sorted) table: it shows one page the API returned. */
export function ReportTable<Row>(props: ReportTableProps<Row>) {
  const { t } = useTranslation('reports');
  const { columns, rows, sort, total, pageSize } = props;
  const lastPage = Math.max(0, Math.ceil(total / pageSize) - 1);
  const page = Math.min(Math.max(0, props.page - 1), lastPage);
  const { ref: scrollRef, edges } = useScrollEdges<HTMLDivElement>();

  return (
    <Box sx={{ position: 'relative' }}>
      <Box sx={{ height: 4 }}>{props.loading && <LinearProgress aria-label={t('table.loading')} />}</Box>
      {edges.overflowing && (
        <Typography
          variant="caption"
          color="text.secondary"
          data-testid="table-scroll-hint"
          sx={{ display: 'flex', alignItems: 'center', gap: 0.5, px: 2, pb: 0.5 }}
        >
          <SvgIcon fontSize="inherit" aria-hidden>
            <path d={mdiGestureSwipeHorizontal} />
          </SvgIcon>
          {t('table.scrollHint')}
        </Typography>
      )}
      <Box sx={{ position: 'relative' }}>
        {edges.moreLeft && <EdgeShadow side="left" />}
        {edges.moreRight && <EdgeShadow side="right" />}
        <TableContainer
          ref={scrollRef}
          data-overflowing={edges.overflowing || undefined}
          // A region that scrolls must be reachable by keyboard (arrow keys scroll it once focused).
          {...(edges.overflowing ? { tabIndex: 0, role: 'region', 'aria-label': props.label } : {})}
          sx={{ overflowX: 'auto' }}
        >
          <Table size="small" aria-label={props.label} aria-busy={props.loading} sx={tableSx(props.loading)}>
            <TableHead>
              <TableRow>
                {columns.map((column) => {
                  const sortable = sort?.sortable.includes(column.id) ?? false;
                  const active = sort?.column === column.id;
                  return (
                    <TableCell
                      key={column.id}
                      align={column.numeric ? 'right' : 'left'}
                      sortDirection={active && sort ? sort.order : false}
                      sx={{ fontWeight: 600, lineHeight: 1.3, ...(column.hideOnPhone ? phoneHidden : {}) }}
                    >
                      {sort && sortable ? (
                        <TableSortLabel
                          active={active}
                          direction={active ? sort.order : 'asc'}
                          onClick={() => sort.onSort(column.id)}
                        >
                          {column.label}
                        </TableSortLabel>
                      ) : (
                        column.label
                      )}
                    </TableCell>
                  );
                })}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.length === 0 ? (
                <TableRow>
                  <TableCell colSpan={columns.length} align="center" sx={{ py: 4, color: 'text.secondary' }}>
                    {props.emptyText}
                  </TableCell>
                </TableRow>
              ) : (
                rows.map((row) => (
                  <TableRow key={props.rowKey(row)} hover>
                    {columns.map((column) => (
                      <TableCell
                        key={column.id}
                        align={column.numeric ? 'right' : 'left'}
                        sx={{
                          whiteSpace: column.wrap ? 'normal' : 'nowrap',
                          ...(column.wrap ? { minWidth: 96 } : {}),
                          ...(column.code ? { fontFamily: 'monospace', fontSize: '0.8rem' } : {}),
                          ...(column.hideOnPhone ? phoneHidden : {}),
                        }}
                      >
                        {column.render(row)}
                      </TableCell>
                    ))}
                  </TableRow>
                ))
              )}
            </TableBody>
          </Table>
        </TableContainer>
      </Box>
      <ReportPagination
        total={total}
        page={page}
        pageSize={pageSize}
        pageSizes={PAGE_SIZES}
        onPageChange={(next) => props.onPageChange(next + 1)}
        onPageSizeChange={props.onPageSizeChange}
      />
    </Box>
  );
}
