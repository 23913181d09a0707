/** The drawer's content (spec section 2): the areas, Localization, Report and Total Report. */
import { mdiAccountGroup, mdiChartBox, mdiChartLine, mdiFileChart, mdiHeadphones, mdiHome } from '@mdi/js';
import type { TFunction } from 'i18next';
import { ADMIN_PERMISSION } from '../session';
import { AREA_IDS, AREA_PATHS, type AreaId } from '../lib/areas';
import { AREA_ICONS } from './area-icons';

export interface NavLinkItem {
  kind: 'link';
  id: string;
  to: string;
  /** i18n key of the label; `area` fills its `{{area}}` with the area's short name (`nav.areas.<id>`). */
  label: { key: string; area?: AreaId };
  icon: string;
}

export type NavGroupId = 'localization' | 'report' | 'totalReport';

export interface NavGroupItem {
  kind: 'group';
  id: NavGroupId;
  label: { key: string };
  icon: string;
  items: NavLinkItem[];
  /** Shown only with this permission. */
  permission?: string;
}

export type NavItem = NavLinkItem | NavGroupItem;

/** The order of the spec's route table. */
const PAGE_ORDER: readonly AreaId[] = ['eq', 'loudness', 'timbre', 'width', 'distortion'];
const LOCALIZATION: readonly AreaId[] = ['stereo', 'spatial'];
const AFTER_LOCALIZATION: readonly AreaId[] = ['distance', 'reverb'];

function areaLink(area: AreaId): NavLinkItem {
  return { kind: 'link', id: area, to: AREA_PATHS[area].page, label: { key: `nav.areas.${area}` }, icon: AREA_ICONS[area] };
}

function reportLink(area: AreaId, total: boolean): NavLinkItem {
  return {
    kind: 'link',
    id: `${total ? 'total-report' : 'report'}-${area}`,
    to: total ? AREA_PATHS[area].totalReport : AREA_PATHS[area].report[0],
    label: { key: total ? 'nav.areaTotalReport' : 'nav.areaReport', area },
    icon: total ? mdiChartBox : mdiChartLine,
  };
}

export const NAV_ITEMS: readonly NavItem[] = [
  { kind: 'link', id: 'home', to: '/', label: { key: 'nav.home' }, icon: mdiHome },
  ...PAGE_ORDER.map(areaLink),
  { kind: 'group', id: 'localization', label: { key: 'nav.localization' }, icon: mdiHeadphones, items: LOCALIZATION.map(areaLink) },
  ...AFTER_LOCALIZATION.map(areaLink),
  { kind: 'group', id: 'report', label: { key: 'nav.report' }, icon: mdiFileChart, items: AREA_IDS.map((area) => reportLink(area, false)) },
  {
    kind: 'group',
    id: 'totalReport',
    label: { key: 'nav.totalReport' },
    icon: mdiAccountGroup,
    items: AREA_IDS.map((area) => reportLink(area, true)),
    permission: ADMIN_PERMISSION,
  },
];

/** The items a user with these permissions sees. */
export function visibleNavItems(permissions: readonly string[]): NavItem[] {
  return NAV_ITEMS.filter((item) => item.kind === 'link' || !item.permission || permissions.includes(item.permission));
}

/** A link's label in the current language, e.g. "EQ report". */
export function navLabel(t: TFunction, item: NavLinkItem): string {
  return t(item.label.key, item.label.area ? { area: t(`nav.areas.${item.label.area}`) } : undefined);
}

/** Report paths are accepted in two spellings: compare without case. */
export function isActivePath(itemPath: string, pathname: string): boolean {
  return itemPath.toLowerCase() === pathname.toLowerCase();
}
