import Box from '@mui/material/Box';
import type { LinearProgressProps } from '@mui/material/LinearProgress';
import { lazy, Suspense } from 'react';

// An exam page opens in training's setup, which shows no progress bar: an exam's or an official
// exam's run shows one from its first question, and the room preparation while it lasts. MUI's
// bar loads when the first of them comes (preloadProgressBar: when such a mode is chosen).
const loadLinearProgress = () => import('@mui/material/LinearProgress');
const LinearProgress = lazy(loadLinearProgress);

/** Starts loading the bar ahead of the state that shows it. */
export function preloadProgressBar(): void {
  loadLinearProgress().catch(() => undefined);
}

/** MUI's LinearProgress; until its code is here, an empty strip of its height. */
export function ProgressBar(props: LinearProgressProps) {
  return (
    <Suspense fallback={<Box sx={{ height: 4 }} />}>
      <LinearProgress {...props} />
    </Suspense>
  );
}
