import { mdiChevronDown, mdiChevronUp } from '@mdi/js';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useSession } from '../session';
import { MdiIcon } from './mdi-icon';
import { isActivePath, visibleNavItems, type NavGroupId, type NavLinkItem } from './nav-items';
import { DRAWER_RAIL_WIDTH, DRAWER_WIDTH } from './theme';
import { useUiPreferences } from './ui-preferences';

function NavLinkEntry({ item, rail, nested }: { item: NavLinkItem; rail: boolean; nested: boolean }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const label = t(item.label.key, item.label.area ? { area: t(`nav.areas.${item.label.area}`) } : undefined);
  const active = isActivePath(item.to, pathname);
  const button = (
    <ListItemButton
      component={RouterLink}
      to={item.to}
      selected={active}
      aria-current={active ? 'page' : undefined}
      aria-label={rail ? label : undefined}
      title={rail ? label : undefined}
      sx={{ pl: nested && !rail ? 4 : 2, minHeight: 44 }}
    >
      <ListItemIcon sx={{ minWidth: 40 }}>
        <MdiIcon path={item.icon} fontSize="small" />
      </ListItemIcon>
      {!rail && <ListItemText primary={label} slotProps={{ primary: { noWrap: true, variant: 'body2' } }} />}
    </ListItemButton>
  );
  return <ListItem disablePadding>{button}</ListItem>;
}

/**
 * Side navigation, only for signed-in users: 256 wide, or the 56-wide icon rail. A plain
 * fixed panel (what MUI's permanent Drawer renders) keeps the modal machinery out of the first load.
 */
export function NavDrawer() {
  const { t } = useTranslation();
  const rail = useUiPreferences((state) => state.drawerRail);
  const permissions = useSession((state) => state.permissions);
  const [open, setOpen] = useState<Record<NavGroupId, boolean>>({ localization: true, report: true, totalReport: true });
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
      <nav aria-label={t('nav.label')}>
        <List dense disablePadding sx={{ py: 1 }}>
          {visibleNavItems(permissions).map((item) => {
            if (item.kind === 'link') return <NavLinkEntry key={item.id} item={item} rail={rail} nested={false} />;
            const expanded = open[item.id];
            const label = t(item.label.key);
            return (
              <ListItem key={item.id} disablePadding data-testid={`nav-group-${item.id}`} sx={{ display: 'block' }}>
                {rail && <Divider sx={{ my: 0.5 }} />}
                <ListItemButton
                  aria-expanded={expanded}
                  aria-label={label}
                  title={rail ? label : undefined}
                  onClick={() => setOpen({ ...open, [item.id]: !expanded })}
                  sx={{ minHeight: 44 }}
                >
                  <ListItemIcon sx={{ minWidth: 40 }}>
                    <MdiIcon path={item.icon} fontSize="small" />
                  </ListItemIcon>
                  {!rail && <ListItemText primary={label} slotProps={{ primary: { noWrap: true, variant: 'body2', sx: { fontWeight: 600 } } }} />}
                  {!rail && <MdiIcon path={expanded ? mdiChevronUp : mdiChevronDown} fontSize="small" />}
                </ListItemButton>
                {expanded && (
                  <List dense disablePadding>
                    {item.items.map((child) => (
                      <NavLinkEntry key={child.id} item={child} rail={rail} nested />
                    ))}
                  </List>
                )}
              </ListItem>
            );
          })}
        </List>
      </nav>
      </Paper>
    </Box>
  );
}
