/**
 * The drawer's content, derived from the area registry: the areas, Localization, Report and Total
 * Report, which also holds the teacher's pages (student identities, official exams, organizations, learning platforms).
 */
import { mdiAccountEdit, mdiAccountGroup, mdiCalendarClock, mdiChartBox, mdiChartLine, mdiDomain, mdiFileChart, mdiHeadphones, mdiHome, mdiSchoolOutline } from '@mdi/js';
import type { TFunction } from 'i18next';
import { STUDENT_IDENTITIES_PATH } from '../reports/student-identity-path';
import { PLATFORMS_PATH } from '../lti/lti-session';
import { ORGANIZATIONS_PATH, SCHEDULES_PATH } from '../schedules/schedule-paths';
import { ADMIN_PERMISSION } from '../session';
import { AREA_REGISTRY, AREAS_IN_NAV_ORDER, type AreaId, type AreaNavGroup, type AreaRecord } from '../lib/area-registry';

export interface NavLinkItem {
  kind: 'link';
  id: string;
  to: string;
  /** i18n key of the label; `area` fills its `{{area}}` with the area's short name (`nav.areas.<id>`). */
  label: { key: string; area?: AreaId };
  icon: string;
  /** A page of what concerns every organization: not for a teacher limited to one (an LTI instructor's). */
  everyOrganization?: true;
}

export type NavGroupId = AreaNavGroup | 'report' | 'totalReport';

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

const GROUP_ICONS: Readonly<Record<AreaNavGroup, string>> = { localization: mdiHeadphones };

function areaLink(area: AreaRecord<AreaId>): NavLinkItem {
  return { kind: 'link', id: area.id, to: area.page, label: { key: `nav.areas.${area.id}` }, icon: area.icon };
}

function reportLink(area: AreaRecord<AreaId>, total: boolean): NavLinkItem {
  return {
    kind: 'link',
    id: `${total ? 'total-report' : 'report'}-${area.id}`,
    to: total ? area.totalReport : area.report[0],
    label: { key: total ? 'nav.areaTotalReport' : 'nav.areaReport', area: area.id },
    icon: total ? mdiChartBox : mdiChartLine,
  };
}

/** The areas in registry nav order; a group takes the place of its first member. */
function areaItems(): NavItem[] {
  const items: NavItem[] = [];
  for (const area of AREAS_IN_NAV_ORDER) {
    const group = area.nav.group;
    if (!group) {
      items.push(areaLink(area));
      continue;
    }
    const existing = items.find((item): item is NavGroupItem => item.kind === 'group' && item.id === group);
    if (existing) existing.items.push(areaLink(area));
    else items.push({ kind: 'group', id: group, label: { key: `nav.${group}` }, icon: GROUP_ICONS[group], items: [areaLink(area)] });
  }
  return items;
}

export const NAV_ITEMS: readonly NavItem[] = [
  { kind: 'link', id: 'home', to: '/', label: { key: 'nav.home' }, icon: mdiHome },
  ...areaItems(),
  { kind: 'group', id: 'report', label: { key: 'nav.report' }, icon: mdiFileChart, items: AREA_REGISTRY.map((area) => reportLink(area, false)) },
  {
    kind: 'group',
    id: 'totalReport',
    label: { key: 'nav.totalReport' },
    icon: mdiAccountGroup,
    items: [
      ...AREA_REGISTRY.map((area) => reportLink(area, true)),
      { kind: 'link', id: 'student-identities', to: STUDENT_IDENTITIES_PATH, label: { key: 'nav.studentIdentities' }, icon: mdiAccountEdit },
      { kind: 'link', id: 'schedules', to: SCHEDULES_PATH, label: { key: 'nav.schedules' }, icon: mdiCalendarClock },
      { kind: 'link', id: 'organizations', to: ORGANIZATIONS_PATH, label: { key: 'nav.organizations' }, icon: mdiDomain, everyOrganization: true },
      { kind: 'link', id: 'platforms', to: PLATFORMS_PATH, label: { key: 'nav.platforms' }, icon: mdiSchoolOutline, everyOrganization: true },
    ],
    permission: ADMIN_PERMISSION,
  },
];

/** The items a user with these permissions sees; `limited`: a teacher of one organization only. */
export function visibleNavItems(permissions: readonly string[], limited = false): NavItem[] {
  return NAV_ITEMS.filter((item) => item.kind === 'link' || !item.permission || permissions.includes(item.permission)).map((item) =>
    item.kind === 'group' && limited ? { ...item, items: item.items.filter((link) => !link.everyOrganization) } : item,
  );
}

/** A link's label in the current language, e.g. "EQ report". */
export function navLabel(t: TFunction, item: NavLinkItem): string {
  return t(item.label.key, item.label.area ? { area: t(`nav.areas.${item.label.area}`) } : undefined);
}

/** Report paths are accepted in two spellings: compare without case. */
export function isActivePath(itemPath: string, pathname: string): boolean {
  return itemPath.toLowerCase() === pathname.toLowerCase();
}
