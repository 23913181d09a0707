import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Toolbar from '@mui/material/Toolbar';
import { lazy, Suspense } from 'react';
import { DRAWER_RAIL_WIDTH, DRAWER_WIDTH } from './theme';
import { useUiPreferences } from './ui-preferences';

// The drawer shows only once the session is known, after the first paint: its links (MUI's list
// items, every icon) load then, beside a frame that already holds their width.
const NavList = lazy(() => import('./nav-list').then((m) => ({ default: m.NavList })));

/**
 * Side navigation on wide screens, only for signed-in users: 256 wide, or the 56-wide icon
 * rail. A plain fixed panel (what MUI's permanent Drawer renders) keeps the modal machinery
 * out of the first load. Narrow screens get `NavDrawerOverlay` instead.
 */
export function NavDrawer() {
  const rail = useUiPreferences((state) => state.drawerRail);
  const width = rail ? DRAWER_RAIL_WIDTH : DRAWER_WIDTH;

  return (
    <Box component="aside" data-testid="nav-drawer" data-rail={rail} sx={{ width, flexShrink: 0, transition: (theme) => theme.transitions.create('width') }}>
      <Paper
        square
        elevation={0}
        sx={{
          position: 'fixed',
          top: 0,
          bottom: 0,
          left: 0,
          width,
          overflowX: 'hidden',
          overflowY: 'auto',
          borderRight: 1,
          borderColor: 'divider',
          zIndex: (theme) => theme.zIndex.drawer,
          transition: (theme) => theme.transitions.create('width'),
        }}
      >
        <Toolbar />
        <Suspense fallback={null}>
          <NavList rail={rail} />
        </Suspense>
      </Paper>
    </Box>
  );
}
