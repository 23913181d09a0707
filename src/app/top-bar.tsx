import { mdiEarHearing, mdiInformationOutline, mdiLogin, mdiLogout, mdiMenu, mdiMenuOpen, mdiWeatherNight, mdiWeatherSunny } from '@mdi/js';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { fullPath, useAuthSession } from '../auth';
import { useSession } from '../session';
import { LanguageMenu } from './language-menu';
import { MdiIcon } from './mdi-icon';
import { APP_BAR_HEIGHT } from './theme';
import { toggleDrawerRail, toggleThemeMode, useUiPreferences } from './ui-preferences';

// Dialogs and menus load when first opened, keeping the first load small.
const AboutDialog = lazy(() => import('./about-dialog').then((m) => ({ default: m.AboutDialog })));
// Mounting it starts the submission queue, so results a reload or an outage left behind are
// re-sent on any page, not only on an exam page.
const PendingSubmissionsIndicator = lazy(() =>
  import('../exam').then((m) => ({ default: m.PendingSubmissionsIndicator })),
);

export function TopBar({ supportEmail }: { supportEmail: string }) {
  const { t } = useTranslation();
  const auth = useAuthSession();
  const location = useLocation();
  const status = useSession((state) => state.authStatus);
  const user = useSession((state) => state.user);
  const { themeMode, drawerRail } = useUiPreferences((state) => state);
  const [aboutOpen, setAboutOpen] = useState(false);
  const signedIn = status === 'authenticated';
  const themeLabel = t(themeMode === 'dark' ? 'topBar.lightTheme' : 'topBar.darkTheme');

  return (
    <AppBar position="fixed" elevation={1} sx={{ height: APP_BAR_HEIGHT, zIndex: (theme) => theme.zIndex.drawer + 1 }}>
      <Toolbar sx={{ gap: 1 }}>
        {signedIn && (
          <IconButton color="inherit" edge="start" aria-label={t(drawerRail ? 'nav.expandDrawer' : 'nav.collapseDrawer')} onClick={toggleDrawerRail}>
            <MdiIcon path={drawerRail ? mdiMenu : mdiMenuOpen} />
          </IconButton>
        )}
        <Box component={RouterLink} to="/" sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'inherit', textDecoration: 'none', mr: 'auto', minWidth: 0 }}>
          <MdiIcon path={mdiEarHearing} />
          <Typography variant="h6" component="span" noWrap>
            {t('app.title')}
          </Typography>
        </Box>
        {signedIn && user && (
          <Box data-testid="user-identity" sx={{ display: { xs: 'none', md: 'flex' }, flexDirection: 'column', alignItems: 'flex-end', lineHeight: 1.2, mr: 1, minWidth: 0 }}>
            <Typography variant="body2" component="span" noWrap sx={{ fontWeight: 600 }}>
              {user.name}
            </Typography>
            {user.email && user.email !== user.name && (
              <Typography variant="caption" component="span" noWrap sx={{ opacity: 0.85 }}>
                {user.email}
              </Typography>
            )}
          </Box>
        )}
        {signedIn && (
          <Suspense fallback={null}>
            <PendingSubmissionsIndicator showFailures={false} />
          </Suspense>
        )}
        <LanguageMenu />
        <IconButton color="inherit" aria-label={themeLabel} title={themeLabel} onClick={toggleThemeMode}>
          <MdiIcon path={themeMode === 'dark' ? mdiWeatherSunny : mdiWeatherNight} />
        </IconButton>
        <IconButton color="inherit" aria-label={t('topBar.about')} title={t('topBar.about')} onClick={() => setAboutOpen(true)}>
          <MdiIcon path={mdiInformationOutline} />
        </IconButton>
        {signedIn ? (
          <Button color="inherit" variant="outlined" startIcon={<MdiIcon path={mdiLogout} />} onClick={() => void auth.logout()}>
            {t('topBar.signOut')}
          </Button>
        ) : (
          status === 'anonymous' && (
            <Button color="inherit" variant="outlined" startIcon={<MdiIcon path={mdiLogin} />} onClick={() => void auth.login(fullPath(location))}>
              {t('topBar.signIn')}
            </Button>
          )
        )}
      </Toolbar>
      {aboutOpen && (
        <Suspense fallback={null}>
          <AboutDialog onClose={() => setAboutOpen(false)} supportEmail={supportEmail} />
        </Suspense>
      )}
    </AppBar>
  );
}
