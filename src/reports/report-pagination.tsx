import { useId } from 'react';
import { mdiChevronLeft, mdiChevronRight } from '@mdi/js';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import NativeSelect from '@mui/material/NativeSelect';
import SvgIcon from '@mui/material/SvgIcon';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

export interface ReportPaginationProps {
  total: number;
  /** Zero-based. */
  page: number;
  pageSize: number;
  pageSizes: readonly number[];
  /** Zero-based. */
  onPageChange(page: number): void;
  onPageSizeChange(size: number): void;
}

function Chevron({ path }: { path: string }) {
  return (
    <SvgIcon fontSize="small">
      <path d={path} />
    </SvgIcon>
  );
}

/**
 * Rows per page, which rows are shown, and the previous and next page: what MUI's
 * TablePagination shows, on a native select and two buttons (its menu select and tooltips
 * would be a third of the report page's code).
 */
export function ReportPagination({ total, page, pageSize, pageSizes, onPageChange, onPageSizeChange }: ReportPaginationProps) {
  const { t } = useTranslation('reports');
  const id = useId();
  const from = total === 0 ? 0 : page * pageSize + 1;
  const to = Math.min(total, (page + 1) * pageSize);
  const last = Math.max(0, Math.ceil(total / pageSize) - 1);
  return (
    <Box
      data-testid="report-pagination"
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'flex-end', columnGap: 3, rowGap: 1, px: 2, py: 1, minHeight: 52 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography variant="body2" component="label" htmlFor={id}>
          {t('table.rowsPerPage')}
        </Typography>
        <NativeSelect value={pageSize} onChange={(event) => onPageSizeChange(Number(event.target.value))} input={<InputBase />} inputProps={{ id }} sx={{ fontSize: '0.875rem' }}>
          {pageSizes.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </NativeSelect>
      </Box>
      <Typography variant="body2" aria-live="polite">
        {t('table.displayedRows', { from, to, count: total })}
      </Typography>
      <Box sx={{ display: 'flex' }}>
        <IconButton onClick={() => onPageChange(page - 1)} disabled={page <= 0} aria-label={t('table.goTo.previous')}>
          <Chevron path={mdiChevronLeft} />
        </IconButton>
        <IconButton onClick={() => onPageChange(page + 1)} disabled={page >= last} aria-label={t('table.goTo.next')}>
          <Chevron path={mdiChevronRight} />
        </IconButton>
      </Box>
    </Box>
  );
}
