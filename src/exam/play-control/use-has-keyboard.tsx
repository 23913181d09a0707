import useMediaQuery from '@mui/material/useMediaQuery';

/**
 * True where a keyboard is likely at hand: a precise pointer that can hover (a mouse or a
 * trackpad). Key hints show only there; the shortcuts themselves work everywhere.
 */
export function useHasKeyboard(): boolean {
  return useMediaQuery('(hover: hover) and (pointer: fine)', { noSsr: true });
}
