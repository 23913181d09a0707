import { mdiClose, mdiEarHearing } from '@mdi/js';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useSession } from '../session';
import { MdiIcon } from '../ui';
import { NavList } from './nav-list';
import { APP_BAR_HEIGHT, DRAWER_WIDTH } from './theme';

export interface NavDrawerOverlayProps {
  open: boolean;
  onClose: () => void;
}

/**
 * The navigation on narrow screens: a temporary drawer over the page, so the page keeps the
 * whole width. It also shows who is signed in, which the narrow top bar has no room for.
 * Closes on a link, on Escape and on the backdrop.
 */
export function NavDrawerOverlay({ open, onClose }: NavDrawerOverlayProps) {
  const { t } = useTranslation();
  const user = useSession((state) => state.user);

  return (
    <Drawer
      variant="temporary"
      open={open}
      onClose={onClose}
      // MUI puts a temporary drawer at the drawer layer, under our app bar: lift it over the bar.
      sx={{ zIndex: (theme) => theme.zIndex.modal }}
      slotProps={{
        paper: { sx: { width: DRAWER_WIDTH, maxWidth: 'calc(100vw - 56px)' } },
        root: { keepMounted: true },
      }}
    >
      <Box data-testid="nav-drawer" data-variant="overlay" sx={{ display: 'flex', flexDirection: 'column', minHeight: '100%' }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minHeight: APP_BAR_HEIGHT, pl: 2, pr: 1 }}>
          <MdiIcon path={mdiEarHearing} color="primary" />
          <Typography variant="h6" component="p" noWrap sx={{ flexGrow: 1 }}>
            {t('app.shortTitle')}
          </Typography>
          <IconButton aria-label={t('nav.closeMenu')} title={t('nav.closeMenu')} onClick={onClose}>
            <MdiIcon path={mdiClose} />
          </IconButton>
        </Box>
        {user && (
          <Box data-testid="user-identity-menu" sx={{ px: 2, pb: 1.5, minWidth: 0 }}>
            <Typography variant="body2" noWrap sx={{ fontWeight: 600 }}>
              {user.name}
            </Typography>
            {user.email && user.email !== user.name && (
              <Typography variant="caption" color="text.secondary" noWrap component="p">
                {user.email}
              </Typography>
            )}
          </Box>
        )}
        <Divider />
        <NavList rail={false} onNavigate={onClose} />
      </Box>
    </Drawer>
  );
}
