import { mdiEarHearing, mdiInformationOutline, mdiLogin, mdiLogout, mdiMenu, mdiMenuOpen, mdiWeatherNight, mdiWeatherSunny } from '@mdi/js';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import type { Theme } from '@mui/material/styles';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { fullPath, useAuthSession } from '../auth';
import { useSession } from '../session';
import { LanguageMenu } from './language-menu';
import { MdiIcon } from '../ui';
import { TopBarPending } from './top-bar-pending';
import { APP_BAR_HEIGHT } from './theme';
import { toggleDrawerRail, toggleThemeMode, useUiPreferences } from './ui-preferences';

// Dialogs and menus load when first opened, keeping the first load small.
const AboutDialog = lazy(() => import('./about-dialog').then((m) => ({ default: m.AboutDialog })));

export interface TopBarProps {
  supportEmail: string;
  /** From the `md` breakpoint up: the menu button folds the drawer into the rail and back. */
  wide: boolean;
  /** Below `md`: whether the overlay drawer is open, and how to open it. */
  menuOpen: boolean;
  onOpenMenu: () => void;
}

export function TopBar({ supportEmail, wide, menuOpen, onOpenMenu }: TopBarProps) {
  const { t } = useTranslation();
  const auth = useAuthSession();
  const location = useLocation();
  const status = useSession((state) => state.authStatus);
  const user = useSession((state) => state.user);
  const { themeMode, drawerRail } = useUiPreferences((state) => state);
  // On a phone the buttons drop their text (their names stay for assistive technology).
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const [aboutOpen, setAboutOpen] = useState(false);
  const signedIn = status === 'authenticated';
  const themeLabel = t(themeMode === 'dark' ? 'topBar.lightTheme' : 'topBar.darkTheme');
  const railLabel = t(drawerRail ? 'nav.expandDrawer' : 'nav.collapseDrawer');

  return (
    <AppBar position="fixed" elevation={1} sx={{ height: APP_BAR_HEIGHT, zIndex: (theme) => theme.zIndex.drawer + 1 }}>
      <Toolbar disableGutters sx={{ gap: { xs: 0.5, sm: 1 }, px: { xs: 1.5, sm: 3 }, '& > *': { flexShrink: 0 } }}>
        {signedIn &&
          (wide ? (
            <IconButton color="inherit" edge="start" aria-label={railLabel} title={railLabel} onClick={toggleDrawerRail}>
              <MdiIcon path={drawerRail ? mdiMenu : mdiMenuOpen} />
            </IconButton>
          ) : (
            <IconButton color="inherit" edge="start" aria-label={t('nav.openMenu')} title={t('nav.openMenu')} aria-expanded={menuOpen} onClick={onOpenMenu}>
              <MdiIcon path={mdiMenu} />
            </IconButton>
          ))}
        <Box
          component={RouterLink}
          to="/"
          sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'inherit', textDecoration: 'none', mr: 'auto', minWidth: 0, flexShrink: '1 !important' }}
        >
          <MdiIcon path={mdiEarHearing} />
          <Typography variant="h6" component="span" noWrap>
            {phone ? t('app.shortTitle') : t('app.title')}
          </Typography>
        </Box>
        {signedIn && user && (
          <Box data-testid="user-identity" sx={{ display: { xs: 'none', md: 'flex' }, flexDirection: 'column', alignItems: 'flex-end', lineHeight: 1.2, mr: 1, minWidth: 0, flexShrink: '1 !important' }}>
            <Typography variant="body2" component="span" noWrap sx={{ fontWeight: 600, maxWidth: '100%' }}>
              {user.name}
            </Typography>
            {user.email && user.email !== user.name && (
              <Typography variant="caption" component="span" noWrap sx={{ opacity: 0.85, maxWidth: '100%' }}>
                {user.email}
              </Typography>
            )}
          </Box>
        )}
        {signedIn && <TopBarPending />}
        <LanguageMenu compact={phone} />
        <IconButton color="inherit" aria-label={themeLabel} title={themeLabel} onClick={toggleThemeMode}>
          <MdiIcon path={themeMode === 'dark' ? mdiWeatherSunny : mdiWeatherNight} />
        </IconButton>
        <IconButton color="inherit" aria-label={t('topBar.about')} title={t('topBar.about')} onClick={() => setAboutOpen(true)}>
          <MdiIcon path={mdiInformationOutline} />
        </IconButton>
        {signedIn &&
          (phone ? (
            <IconButton color="inherit" edge="end" aria-label={t('topBar.signOut')} title={t('topBar.signOut')} onClick={() => void auth.logout()}>
              <MdiIcon path={mdiLogout} />
            </IconButton>
          ) : (
            <Button color="inherit" variant="outlined" startIcon={<MdiIcon path={mdiLogout} />} onClick={() => void auth.logout()} sx={{ whiteSpace: 'nowrap' }}>
              {t('topBar.signOut')}
            </Button>
          ))}
        {status === 'anonymous' && (
          <Button
            color="inherit"
            variant="outlined"
            startIcon={<MdiIcon path={mdiLogin} />}
            onClick={() => void auth.login(fullPath(location))}
            sx={{ whiteSpace: 'nowrap', ml: { xs: 0.5, sm: 0 } }}
          >
            {t('topBar.signIn')}
          </Button>
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
