import Box from '@mui/material/Box';
import { alpha, type Theme } from '@mui/material/styles';
import { lazy, Suspense } from 'react';
import { visuallyHidden } from '../ui';

// Mounting it starts the submission queue, so results a reload or an outage left behind are
// re-sent on any page, not only on an exam page.
const PendingSubmissionsIndicator = lazy(() =>
  import('../exam').then((m) => ({ default: m.PendingSubmissionsIndicator })),
);

/**
 * The exam's "results waiting to be sent" chip, restyled for the app bar: the chip's own
 * warning outline is orange on indigo (or on near-black in the dark theme), which reads
 * poorly, so here it is white on a translucent white with an amber icon. On a phone only the
 * icon shows; the text stays for screen readers and the tooltip. Takes no room (no toolbar
 * gap) while nothing waits.
 */
const pendingOnAppBar = (theme: Theme) => ({
  display: 'none',
  '&:has(.MuiChip-root)': { display: 'flex', alignItems: 'center' },
  '& .MuiChip-root': {
    color: 'inherit',
    bgcolor: alpha(theme.palette.common.white, 0.14),
    borderColor: alpha(theme.palette.common.white, 0.55),
    fontWeight: 600,
  },
  '& .MuiChip-root .MuiChip-icon': { color: theme.palette.mode === 'light' ? '#ffd180' : theme.palette.warning.light },
  [theme.breakpoints.down('sm')]: {
    '& .MuiChip-root': { width: 36, paddingLeft: 0, paddingRight: 0, justifyContent: 'center' },
    '& .MuiChip-root .MuiChip-icon': { margin: 0 },
    '& .MuiChip-label': visuallyHidden,
  },
});

export function TopBarPending() {
  return (
    <Box data-testid="top-bar-pending" sx={pendingOnAppBar}>
      <Suspense fallback={null}>
        <PendingSubmissionsIndicator showFailures={false} />
      </Suspense>
    </Box>
  );
}
