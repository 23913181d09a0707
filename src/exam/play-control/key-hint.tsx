import Box from '@mui/material/Box';

/** A keycap showing the shortcut next to a control; hidden from screen readers (aria-keyshortcuts says it). */
export function KeyHint({ label }: { label: string }) {
  return (
    <Box
      component="kbd"
      aria-hidden
      sx={{
        ml: 1,
        px: 0.75,
        minWidth: '1.5em',
        // A narrow window keeps its controls on one line; the keys still work there.
        display: { xs: 'none', sm: 'inline-block' },
        textAlign: 'center',
        fontFamily: 'inherit',
        fontWeight: 500,
        textTransform: 'none',
        letterSpacing: 0,
        fontSize: '0.75rem',
        lineHeight: 1.6,
        borderRadius: 0.75,
        border: 1,
        borderBottomWidth: 2,
        borderColor: 'currentColor',
        // The text's own colour, not faded: a keycap is read at a glance (WCAG AA, 4.5:1).
        color: 'inherit',
      }}
    >
      {label}
    </Box>
  );
}
