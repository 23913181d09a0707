import Box from '@mui/material/Box';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { FirstSignInGate, PageProgress } from '../auth';
import { useSession } from '../session';
import { GlobalOverlays } from './global-overlays';
import { NavDrawer } from './nav-drawer';
import { RouteErrorBoundary } from './route-error-boundary';
import { AppRoutes } from './routes';
import { APP_BAR_HEIGHT } from './theme';
import { TopBar } from './top-bar';

/** The default layout of every route: top bar, the drawer for signed-in users, the page, the global dialogs. */
export function AppLayout({ supportEmail }: { supportEmail: string }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const signedIn = useSession((state) => state.authStatus === 'authenticated');

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <TopBar supportEmail={supportEmail} />
      {signedIn && <NavDrawer />}
      <Box component="main" sx={{ flexGrow: 1, minWidth: 0, pt: `${APP_BAR_HEIGHT}px` }}>
        <RouteErrorBoundary resetKey={pathname}>
          <Suspense fallback={<PageProgress label={t('loading')} />}>
            <AppRoutes />
          </Suspense>
        </RouteErrorBoundary>
      </Box>
      <GlobalOverlays />
      <FirstSignInGate />
    </Box>
  );
}
