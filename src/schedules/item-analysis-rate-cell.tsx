import Box from '@mui/material/Box';
import type { ReportFormat } from '../reports/report-format';

/** A percentage with a small bar under it, so the hard questions stand out down a column. */
export function RateCell({ percent, format }: { percent: number; format: ReportFormat }) {
  const clamped = Math.min(100, Math.max(0, percent));
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, justifyContent: 'flex-end' }}>
      <Box aria-hidden sx={{ width: 56, height: 6, borderRadius: 3, bgcolor: 'action.hover', overflow: 'hidden', flexShrink: 0 }}>
        <Box
          data-testid="rate-bar"
          sx={{ width: `${clamped}%`, height: '100%', bgcolor: clamped < 50 ? 'warning.main' : 'success.main' }}
        />
      </Box>
      <Box component="span" sx={{ minWidth: 48, textAlign: 'right' }}>
        {format.percent(percent)}
      </Box>
    </Box>
  );
}
