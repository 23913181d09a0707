import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import Paper from '@mui/material/Paper';
import SvgIcon from '@mui/material/SvgIcon';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { mdiChevronDown, mdiFilterVariant } from '@mdi/js';
import { useTranslation } from 'react-i18next';
import type { Organization, TotalReportFilters } from '../api-contract';
import { narrowingFilterCount } from './report-query';
import { TotalReportFilterForm } from './total-report-filters';

interface TotalReportFilterPanelProps {
  /** The applied filters (from the URL). */
  filters: TotalReportFilters;
  organizations: readonly Organization[];
  organizationsFailed: boolean;
  onApply(filters: TotalReportFilters): void;
}

/**
 * The filters in a panel that folds away. Six fields fill a phone's first screen, so below
 * MUI's `md` it starts folded, showing how many filters are active; on wider screens it starts
 * open. Until the user toggles it, it follows the screen width (a rotated tablet).
 */
export function TotalReportFilterPanel({ filters, organizations, organizationsFailed, onApply }: TotalReportFilterPanelProps) {
  const { t } = useTranslation('reports');
  const theme = useTheme();
  // Read synchronously on the first render (no SSR here), so a phone never sees the form flash open.
  // Without matchMedia (jsdom) the wide layout is assumed.
  const wide = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true, defaultMatches: true });
  const [toggled, setToggled] = useState<boolean | null>(null);
  const expanded = toggled ?? wide;
  const contentId = useId();
  const countId = useId();
  const active = narrowingFilterCount(filters);

  const apply = (next: TotalReportFilters) => {
    onApply(next);
    // On a narrow screen the results are below the form: fold it so they come into view.
    if (!wide) setToggled(false);
  };

  return (
    <Paper variant="outlined" data-testid="filter-panel">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 1, py: 0.5 }}>
        <Button
          onClick={() => setToggled(!expanded)}
          aria-expanded={expanded}
          aria-controls={contentId}
          aria-describedby={active > 0 ? countId : undefined}
          color="inherit"
          startIcon={
            <SvgIcon>
              <path d={mdiFilterVariant} />
            </SvgIcon>
          }
          endIcon={
            <SvgIcon
              sx={{
                transition: theme.transitions.create('transform'),
                transform: expanded ? 'rotate(180deg)' : 'none',
              }}
            >
              <path d={mdiChevronDown} />
            </SvgIcon>
          }
          sx={{ fontWeight: 600, textTransform: 'none', fontSize: '1rem' }}
        >
          {t('filters.label')}
        </Button>
        {active > 0 && (
          <Chip
            size="small"
            color="primary"
            variant={expanded ? 'outlined' : 'filled'}
            id={countId}
            label={t('filters.activeCount', { count: active })}
            data-testid="active-filter-count"
          />
        )}
      </Box>
      <Collapse in={expanded} id={contentId}>
        <Box sx={{ px: 2, pb: 2, pt: 1 }}>
          <TotalReportFilterForm
            key={JSON.stringify(filters)}
            filters={filters}
            organizations={organizations}
            organizationsFailed={organizationsFailed}
            onApply={apply}
          />
        </Box>
      </Collapse>
    </Paper>
  );
}
