import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { MdiIcon } from '../ui';
import { isActivePath, navLabel, type NavGroupItem } from './nav-items';

export interface NavGroupFlyoutProps {
  anchor: HTMLElement;
  group: NavGroupItem;
  onClose: () => void;
  onNavigate: () => void;
}

/** A rail group's links, labelled, in a menu to the right of its icon. */
export function NavGroupFlyout({ anchor, group, onClose, onNavigate }: NavGroupFlyoutProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const title = t(group.label.key);
  return (
    <Menu
      anchorEl={anchor}
      open
      onClose={onClose}
      anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'left' }}
      slotProps={{ list: { dense: true, 'aria-label': title } }}
    >
      <ListSubheader sx={{ lineHeight: '36px', fontWeight: 600 }}>{title}</ListSubheader>
      {group.items.map((item) => {
        const active = isActivePath(item.to, pathname);
        return (
          <MenuItem key={item.id} component={RouterLink} to={item.to} selected={active} aria-current={active ? 'page' : undefined} onClick={onNavigate}>
            <ListItemIcon>
              <MdiIcon path={item.icon} fontSize="small" />
            </ListItemIcon>
            <ListItemText>{navLabel(t, item)}</ListItemText>
          </MenuItem>
        );
      })}
    </Menu>
  );
}
