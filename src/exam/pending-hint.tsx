import Tooltip from '@mui/material/Tooltip';
import type { ReactElement } from 'react';

/**
 * The hint on the "results waiting" chip. Loaded only once something waits (rarely), so the
 * tooltip and its positioning code stay out of the pages that show the chip.
 */
export function PendingHint({ hint, children }: { hint: string; children: ReactElement }) {
  return <Tooltip title={hint}>{children}</Tooltip>;
}
