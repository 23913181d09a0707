import { mdiChevronDown, mdiChevronUp, mdiMenuRight } from '@mdi/js';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useSession } from '../session';
import { MdiIcon } from '../ui';
import { isActivePath, navLabel, visibleNavItems, type NavGroupId, type NavGroupItem, type NavLinkItem } from './nav-items';

/**
 * A list entry: MUI's ListItem minus what this list never uses (secondary actions, padding,
 * alignment), which would otherwise ship with the first load.
 */
function Entry({ children, block = false, ...rest }: { children: ReactNode; block?: boolean; 'data-testid'?: string }) {
  return (
    <Box component="li" sx={{ display: block ? 'block' : 'flex', position: 'relative', listStyle: 'none' }} data-testid={rest['data-testid']}>
      {children}
    </Box>
  );
}

// The rail's group menu needs MUI's Menu (and its modal machinery): loaded on first use.
const NavGroupFlyout = lazy(() => import('./nav-group-flyout').then((m) => ({ default: m.NavGroupFlyout })));

export interface NavListProps {
  /** True: the 56-wide icon rail (labels as tooltips, groups open a menu). */
  rail: boolean;
  /** Called after a link is followed (the overlay drawer closes then). */
  onNavigate?: () => void;
}

function NavLinkEntry({ item, rail, nested, onNavigate }: { item: NavLinkItem; rail: boolean; nested: boolean; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const label = navLabel(t, item);
  const active = isActivePath(item.to, pathname);
  return (
    <Entry>
      <ListItemButton
        component={RouterLink}
        to={item.to}
        selected={active}
        aria-current={active ? 'page' : undefined}
        aria-label={rail ? label : undefined}
        title={rail ? label : undefined}
        onClick={onNavigate}
        sx={{ pl: nested && !rail ? 4 : 2, minHeight: 44 }}
      >
        <ListItemIcon sx={{ minWidth: 40 }}>
          <MdiIcon path={item.icon} fontSize="small" />
        </ListItemIcon>
        {!rail && <ListItemText primary={label} slotProps={{ primary: { noWrap: true, variant: 'body2' } }} />}
      </ListItemButton>
    </Entry>
  );
}

/**
 * In the rail, a group's links would be a column of look-alike icons (seven report charts):
 * the group shows one icon instead, which opens its links, labelled, in a menu beside it.
 */
function RailGroupEntry({ item, onNavigate }: { item: NavGroupItem; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const label = t(item.label.key);
  const containsActive = item.items.some((child) => isActivePath(child.to, pathname));
  return (
    <Entry block data-testid={`nav-group-${item.id}`}>
      <Box component="hr" sx={{ my: 0.5, mx: 0, border: 0, borderTop: 1, borderColor: 'divider' }} />
      <ListItemButton
        aria-label={label}
        title={label}
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        selected={containsActive}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ minHeight: 44 }}
      >
        <ListItemIcon sx={{ minWidth: 40, position: 'relative' }}>
          <MdiIcon path={item.icon} fontSize="small" />
          <Box component="span" aria-hidden sx={{ position: 'absolute', left: 16, top: 6, display: 'flex', opacity: 0.7 }}>
            <MdiIcon path={mdiMenuRight} sx={{ fontSize: 14 }} />
          </Box>
        </ListItemIcon>
      </ListItemButton>
      {anchor && (
        <Suspense fallback={null}>
          <NavGroupFlyout
            anchor={anchor}
            group={item}
            onClose={() => setAnchor(null)}
            onNavigate={() => {
              setAnchor(null);
              onNavigate?.();
            }}
          />
        </Suspense>
      )}
    </Entry>
  );
}

function GroupEntry({ item, expanded, onToggle, onNavigate }: { item: NavGroupItem; expanded: boolean; onToggle: () => void; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const label = t(item.label.key);
  return (
    <Entry block data-testid={`nav-group-${item.id}`}>
      <ListItemButton aria-expanded={expanded} aria-label={label} onClick={onToggle} sx={{ minHeight: 44 }}>
        <ListItemIcon sx={{ minWidth: 40 }}>
          <MdiIcon path={item.icon} fontSize="small" />
        </ListItemIcon>
        <ListItemText primary={label} slotProps={{ primary: { noWrap: true, variant: 'body2', sx: { fontWeight: 600 } } }} />
        <MdiIcon path={expanded ? mdiChevronUp : mdiChevronDown} fontSize="small" />
      </ListItemButton>
      {expanded && (
        <List dense disablePadding>
          {item.items.map((child) => (
            <NavLinkEntry key={child.id} item={child} rail={false} nested onNavigate={onNavigate} />
          ))}
        </List>
      )}
    </Entry>
  );
}

/** The drawer's links and groups (docs/architecture.md, Product rules); the groups start open. */
export function NavList({ rail, onNavigate }: NavListProps) {
  const { t } = useTranslation();
  const permissions = useSession((state) => state.permissions);
  const limited = useSession((state) => state.user?.teachesOrganization !== undefined);
  const [open, setOpen] = useState<Record<NavGroupId, boolean>>({ localization: true, report: true, totalReport: true });

  return (
    <nav aria-label={t('nav.label')}>
      <List dense disablePadding sx={{ py: 1 }}>
        {visibleNavItems(permissions, limited).map((item) => {
          if (item.kind === 'link') return <NavLinkEntry key={item.id} item={item} rail={rail} nested={false} onNavigate={onNavigate} />;
          if (rail) return <RailGroupEntry key={item.id} item={item} onNavigate={onNavigate} />;
          return (
            <GroupEntry
              key={item.id}
              item={item}
              expanded={open[item.id]}
              onToggle={() => setOpen({ ...open, [item.id]: !open[item.id] })}
              onNavigate={onNavigate}
            />
          );
        })}
      </List>
    </nav>
  );
}
