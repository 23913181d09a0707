import { createTheme, type Theme } from '@mui/material/styles';
import type { ThemeMode } from './ui-preferences';

/** Spec section 9: app bar 64 high, drawer 256 wide or a 56 rail. */
export const APP_BAR_HEIGHT = 64;
export const DRAWER_WIDTH = 256;
export const DRAWER_RAIL_WIDTH = 56;

/** Below MUI's `sm` breakpoint: headings step down so a title does not fill a phone's screen. */
const PHONE = '@media (max-width:599.95px)';

export function createAppTheme(mode: ThemeMode): Theme {
  return createTheme({
    palette: {
      mode,
      // WCAG AA for every coloured chip, label and text: a colour's own text (a filled chip's
      // label) and the colour as text on either background (an outlined chip) at least 4.5:1.
      // MUI's defaults fall short for warning (3.1:1), info (3.9:1) and, in the dark, error's
      // white text (3.7:1); src/app/theme.test.tsx measures every pair.
      contrastThreshold: 4.5,
      primary: { main: mode === 'light' ? '#3949ab' : '#9fa8da' },
      secondary: { main: mode === 'light' ? '#00796b' : '#80cbc4' },
      ...(mode === 'light' ? { warning: { main: '#ad4e00' }, info: { main: '#0267a3' } } : { error: { main: '#ef5350' } }),
      background: mode === 'light' ? { default: '#f6f7fb', paper: '#ffffff' } : { default: '#121317', paper: '#1c1d22' },
    },
    shape: { borderRadius: 10 },
    // A student who asks their system for less motion gets none: MUI's own components (ripples,
    // collapses, fades, the spinner's turn) follow the preference, and the rule in MuiCssBaseline
    // below stills the app's own transitions (the drawer's width) and animations (the snackbar's slide).
    motion: { reducedMotion: 'system' },
    typography: {
      fontFamily: [
        'system-ui',
        '-apple-system',
        '"Segoe UI"',
        'Roboto',
        '"PingFang SC"',
        '"Hiragino Sans GB"',
        '"Microsoft YaHei"',
        '"Noto Sans CJK SC"',
        'sans-serif',
      ].join(','),
      h1: { fontSize: '2.25rem', fontWeight: 700, [PHONE]: { fontSize: '1.75rem' } },
      h2: { fontSize: '1.75rem', fontWeight: 650, [PHONE]: { fontSize: '1.5rem' } },
      h3: { fontSize: '1.25rem', fontWeight: 600 },
      // Page titles of the exam and report pages: as weighty as the home page's h1.
      h4: { fontSize: '2rem', fontWeight: 700, [PHONE]: { fontSize: '1.5rem' } },
    },
    components: {
      // Whatever the browser scrolls into view (a focused question, a field reached by Tab) stops
      // below the fixed top bar, not under it.
      MuiCssBaseline: {
        styleOverrides: {
          html: { scrollPaddingTop: `${APP_BAR_HEIGHT + 8}px` },
          '@media (prefers-reduced-motion: reduce)': {
            '*, *::before, *::after': { transitionDuration: '0s !important', transitionDelay: '0s !important', animationDuration: '0s !important' },
          },
        },
      },
      // A subtitle is a label or a lead-in, not a heading: MUI renders it as an <h6>, which breaks
      // the page's heading order (h2 -> h6). A subtitle that is a heading says so with `component`.
      MuiTypography: { defaultProps: { variantMapping: { subtitle1: 'p', subtitle2: 'p' } } },
      MuiToolbar: { styleOverrides: { root: { minHeight: APP_BAR_HEIGHT, '@media (min-width: 0px)': { minHeight: APP_BAR_HEIGHT } } } },
      // Sentence case everywhere: upper-casing buttons, toggles and tabs only shouts (and does nothing for Chinese).
      MuiButton: { styleOverrides: { root: { textTransform: 'none' } } },
      MuiToggleButton: { styleOverrides: { root: { textTransform: 'none' } } },
      MuiTab: { styleOverrides: { root: { textTransform: 'none' } } },
      // A disabled group's legend (a settings form during an exam) still names what is set:
      // MUI's disabled grey is 2.7:1 on white, the secondary text colour passes 4.5:1.
      MuiFormLabel: { styleOverrides: { root: ({ theme }) => ({ '&.Mui-disabled': { color: theme.palette.text.secondary } }) } },
    },
  });
}
