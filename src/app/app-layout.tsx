import Box from '@mui/material/Box';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { lazy, Suspense, useEffect, useState, type MouseEvent } from 'react';
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

const loadOverlay = () => import('./nav-drawer-overlay');
const NavDrawerOverlay = lazy(() => loadOverlay().then((m) => ({ default: m.NavDrawerOverlay })));

const MAIN_ID = 'main-content';

/**
 * The first Tab stop of every page, shown only while focused: past the top bar and the drawer
 * (some thirty stops) straight to the page. The main landmark is made focusable only for that
 * moment, so a click on the page's blank space never takes the focus away from the page's own
 * controls (the exam moves the focus to each new question unless it sits elsewhere).
 */
function SkipLink({ label }: { label: string }) {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_ID);
    if (!main) return;
    event.preventDefault();
    main.setAttribute('tabindex', '-1');
    main.addEventListener('blur', () => main.removeAttribute('tabindex'), { once: true });
    main.focus();
  };
  return (
    <Box
      component="a"
      href={`#${MAIN_ID}`}
      onClick={skip}
      data-testid="skip-link"
      sx={{
        position: 'fixed',
        top: 8,
        left: 8,
        zIndex: (theme) => theme.zIndex.tooltip + 1,
        px: 2,
        py: 1.25,
        borderRadius: 1,
        bgcolor: 'background.paper',
        color: 'primary.main',
        fontWeight: 600,
        boxShadow: 6,
        outline: (theme) => `2px solid ${theme.palette.primary.main}`,
        // Off screen rather than hidden, so it stays in the Tab order.
        transform: 'translateY(-200%)',
        '&:focus': { transform: 'none' },
      }}
    >
      {label}
    </Box>
  );
}

/** Narrow screens fetch the overlay drawer soon after the first paint, so the menu opens at once. */
const OVERLAY_PREFETCH_DELAY_MS = 1000;

/**
 * The default layout of every route: top bar, the navigation for signed-in users, the page,
 * the global dialogs. From the `md` breakpoint up the drawer sits beside the page (256 wide or
 * the 56 rail); below it the page takes the whole width and the menu button opens the drawer
 * over it.
 */
export function AppLayout({ supportEmail }: { supportEmail: string }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const signedIn = useSession((state) => state.authStatus === 'authenticated');
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'), { noSsr: true });
  // Open for the page it was opened on: following a link (or Back) closes it by itself.
  const [overlayOpenAt, setOverlayOpenAt] = useState<string | null>(null);
  const [overlayMounted, setOverlayMounted] = useState(false);
  const narrowNav = signedIn && !wide;

  useEffect(() => {
    if (!narrowNav) return;
    const timer = window.setTimeout(() => {
      loadOverlay().catch((error: unknown) => console.warn('Prefetch failed', error));
    }, OVERLAY_PREFETCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [narrowNav]);

  // A new page starts at its top, not at the scroll position the previous page was left at.
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0 });
  }, [pathname]);

  const openOverlay = () => {
    setOverlayMounted(true);
    setOverlayOpenAt(pathname);
  };

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <SkipLink label={t('nav.skipToMain')} />
      <TopBar supportEmail={supportEmail} wide={wide} menuOpen={narrowNav && overlayOpenAt === pathname} onOpenMenu={openOverlay} />
      {signedIn && wide && <NavDrawer />}
      {narrowNav && overlayMounted && (
        <Suspense fallback={null}>
          <NavDrawerOverlay open={overlayOpenAt === pathname} onClose={() => setOverlayOpenAt(null)} />
        </Suspense>
      )}
      <Box component="main" id={MAIN_ID} sx={{ flexGrow: 1, minWidth: 0, pt: `${APP_BAR_HEIGHT}px`, '&:focus': { outline: 'none' } }}>
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
