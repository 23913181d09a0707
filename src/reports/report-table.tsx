import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import SvgIcon from '@mui/material/SvgIcon';
import Typography from '@mui/material/Typography';
import { mdiChevronDown, mdiGestureSwipeHorizontal } from '@mdi/js';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import { useTranslation } from 'react-i18next';
import { ReportPagination } from './report-pagination';
import { PAGE_SIZES } from './report-query';
import type { SortOrder } from './report-query';
import { SideScroll, visuallyHidden } from '../ui';

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

/** A row that opens: a toggle in its own first column shows `render(row)` on a line below it. */
export interface ReportRowDetail<Row> {
  /** The toggle's accessible name ("Details of the exam of 3 Mar 2026, 10:00"). */
  label(row: Row): string;
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
  rowDetail?: ReportRowDetail<Row>;
}

const tableSx = (loading: boolean) => ({
  opacity: loading ? 0.6 : 1,
  // Tighter than MUI's 16 px between columns, so nine columns fit beside the drawer, and
  // tighter still on a phone, so that a student's own four fit a 390 px screen.
  '& th, & td': { px: { xs: 1, sm: 1.25 } },
  '& th:first-of-type, & td:first-of-type': { pl: { xs: 1.5, sm: 2 } },
  '& th:last-of-type, & td:last-of-type': { pr: { xs: 1.5, sm: 2 } },
  // The details toggle needs no room of its own beyond its button.
  '& th.row-toggle, & td.row-toggle': { pl: 1, pr: 0 },
});

const phoneHidden = { display: { xs: 'none', sm: 'table-cell' } } as const;

const cellSx = <Row,>(column: ReportColumn<Row>) => ({
  whiteSpace: column.wrap ? 'normal' : 'nowrap',
  ...(column.wrap ? { minWidth: 96 } : {}),
  ...(column.code ? { fontFamily: 'monospace', fontSize: '0.8rem' } : {}),
  ...(column.hideOnPhone ? phoneHidden : {}),
});

function toggled(open: ReadonlySet<string>, key: string): ReadonlySet<string> {
  const next = new Set(open);
  if (next.has(key)) next.delete(key);
  else next.add(key);
  return next;
}

interface BodyRowProps<Row> {
  row: Row;
  rowKey: string;
  columns: readonly ReportColumn<Row>[];
  detail: ReportRowDetail<Row> | undefined;
  open: boolean;
  onToggle(): void;
}

/** One row, and with `detail` its toggle and, when open, the line below it. */
function BodyRow<Row>({ row, rowKey, columns, detail, open, onToggle }: BodyRowProps<Row>) {
  const detailId = `row-detail-${rowKey}`;
  return (
    <>
      <TableRow hover data-row-key={rowKey} sx={open ? { '& > td': { borderBottom: 0 } } : undefined}>
        {detail && (
          <TableCell className="row-toggle" sx={{ py: 0 }}>
            <IconButton
              size="small"
              aria-label={detail.label(row)}
              aria-expanded={open}
              aria-controls={open ? detailId : undefined}
              onClick={onToggle}
              data-testid="row-details-toggle"
            >
              <SvgIcon fontSize="small" sx={{ transition: 'transform 150ms', transform: open ? 'rotate(180deg)' : 'none' }}>
                <path d={mdiChevronDown} />
              </SvgIcon>
            </IconButton>
          </TableCell>
        )}
        {columns.map((column) => (
          <TableCell key={column.id} align={column.numeric ? 'right' : 'left'} sx={cellSx(column)}>
            {column.render(row)}
          </TableCell>
        ))}
      </TableRow>
      {detail && open && (
        <TableRow id={detailId} data-testid="row-detail">
          <TableCell colSpan={columns.length + 1} sx={{ bgcolor: 'action.hover', whiteSpace: 'normal' }}>
            {detail.render(row)}
          </TableCell>
        </TableRow>
      )}
    </>
  );
}

/** A server-paged (and optionally server-sorted) table: it shows one page the API returned. */
export function ReportTable<Row>(props: ReportTableProps<Row>) {
  const { t } = useTranslation('reports');
  const { columns, rows, sort, total, pageSize } = props;
  const lastPage = Math.max(0, Math.ceil(total / pageSize) - 1);
  const page = Math.min(Math.max(0, props.page - 1), lastPage);
  const { rowDetail } = props;
  const [openRows, setOpenRows] = useState<ReadonlySet<string>>(() => new Set());

  return (
    <Box sx={{ position: 'relative' }}>
      <Box sx={{ height: 4 }}>{props.loading && <LinearProgress aria-label={t('table.loading')} />}</Box>
      <SideScroll
        label={{ 'aria-label': props.label }}
        hint={
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
        }
      >
        <Table size="small" aria-label={props.label} aria-busy={props.loading} sx={tableSx(props.loading)}>
          <TableHead>
            <TableRow>
              {rowDetail && (
                <TableCell className="row-toggle" sx={{ width: 40 }}>
                  <Box component="span" sx={visuallyHidden}>
                    {t('table.details')}
                  </Box>
                </TableCell>
              )}
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
                <TableCell colSpan={columns.length + (rowDetail ? 1 : 0)} align="center" sx={{ py: 4, color: 'text.secondary' }}>
                  {props.emptyText}
                </TableCell>
              </TableRow>
            ) : (
              rows.map((row) => {
                const key = props.rowKey(row);
                return (
                  <BodyRow
                    key={key}
                    rowKey={key}
                    row={row}
                    columns={columns}
                    detail={rowDetail}
                    open={openRows.has(key)}
                    onToggle={() => setOpenRows((open) => toggled(open, key))}
                  />
                );
              })
            )}
          </TableBody>
        </Table>
      </SideScroll>
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
