import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { useScrollEdges } from './use-scroll-edges';

/** A soft shadow on one edge of a box that scrolls sideways, saying that more hides there. */
export function EdgeShadow({ side }: { side: 'left' | 'right' }) {
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

export interface SideScrollProps {
  /** The region's name, for when it scrolls (and so takes the keyboard's focus). */
  label: { 'aria-label': string } | { 'aria-labelledby': string };
  /** Shown above the content while it scrolls (a report table's "scroll sideways" line). */
  hint?: ReactNode;
  children: ReactNode;
}

/**
 * Content that may be wider than the page (a table, a matrix): it scrolls sideways, with a
 * shadow on each edge where more hides, and is reachable by keyboard only while it scrolls.
 */
export function SideScroll({ label, hint, children }: SideScrollProps) {
  const { ref, edges } = useScrollEdges<HTMLDivElement>();
  return (
    <>
      {edges.overflowing ? hint : null}
      <Box sx={{ position: 'relative' }}>
        {edges.moreLeft && <EdgeShadow side="left" />}
        {edges.moreRight && <EdgeShadow side="right" />}
        <Box
          ref={ref}
          data-overflowing={edges.overflowing || undefined}
          // A region that scrolls must be reachable by keyboard (arrow keys scroll it once focused).
          {...(edges.overflowing ? { tabIndex: 0, role: 'region', ...label } : {})}
          sx={{ overflowX: 'auto' }}
        >
          {children}
        </Box>
      </Box>
    </>
  );
}
