import { createTheme, type Theme } from '@mui/material/styles';
import type { ThemeMode } from './ui-preferences';

/** Spec section 9: app bar 64 high, drawer 256 wide or a 56 rail. */
export const APP_BAR_HEIGHT = 64;
export const DRAWER_WIDTH = 256;
export const DRAWER_RAIL_WIDTH = 56;

export function createAppTheme(mode: ThemeMode): Theme {
  return createTheme({
    palette: {
      mode,
      primary: { main: mode === 'light' ? '#3949ab' : '#9fa8da' },
      secondary: { main: mode === 'light' ? '#00897b' : '#80cbc4' },
      background: mode === 'light' ? { default: '#f6f7fb', paper: '#ffffff' } : { default: '#121317', paper: '#1c1d22' },
    },
    shape: { borderRadius: 10 },
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
      h1: { fontSize: '2.25rem', fontWeight: 700 },
      h2: { fontSize: '1.75rem', fontWeight: 650 },
      h3: { fontSize: '1.25rem', fontWeight: 600 },
    },
    components: {
      MuiToolbar: { styleOverrides: { root: { minHeight: APP_BAR_HEIGHT, '@media (min-width: 0px)': { minHeight: APP_BAR_HEIGHT } } } },
      MuiButton: { styleOverrides: { root: { textTransform: 'none' } } },
    },
  });
}
