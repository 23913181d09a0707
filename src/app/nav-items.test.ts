import { describe, expect, it } from 'vitest';
import { AREA_REGISTRY } from '../lib/area-registry';
import { isActivePath, visibleNavItems } from './nav-items';

const groups = (permissions: string[]) =>
  visibleNavItems(permissions)
    .filter((item) => item.kind === 'group')
    .map((item) => item.id);

describe('navigation items', () => {
  it('shows Localization and Report to everyone, Total Report only with read:admin', () => {
    expect(groups([])).toEqual(['localization', 'report']);
    expect(groups(['read:admin'])).toEqual(['localization', 'report', 'totalReport']);
  });

  it('links every registered area, its report and its total report, once each', () => {
    const items = visibleNavItems(['read:admin']);
    const links = items.flatMap((item) => (item.kind === 'group' ? item.items : [item])).map((item) => item.to);
    // Home, and per area its page, report and total report; the teacher's pages close Total Report.
    expect(links).toHaveLength(5 + 3 * AREA_REGISTRY.length);
    expect(links.slice(-4)).toEqual(['/totalreport/students', '/schedules', '/organizations', '/platforms']);
    for (const area of AREA_REGISTRY) expect(links).toEqual(expect.arrayContaining([area.page, area.report[0], area.totalReport]));
    expect(links).toContain('/localization/spatial');
    expect(new Set(links).size).toBe(links.length);
  });

  it("leaves what concerns every organization out of the drawer of a teacher limited to one (a course's instructor)", () => {
    const links = (limited: boolean) => visibleNavItems(['read:admin'], limited).flatMap((item) => (item.kind === 'group' ? item.items : [item])).map((item) => item.to);
    expect(links(true)).not.toContain('/organizations');
    expect(links(true)).not.toContain('/platforms');
    expect(links(true)).toContain('/schedules');
    expect(links(false).length - links(true).length).toBe(2);
  });

  it('keeps the drawer order: five areas, Localization, distance, reverb', () => {
    const spec = ['home', 'eq', 'loudness', 'timbre', 'width', 'distortion', 'localization', 'distance', 'reverb', 'report'];
    const top = visibleNavItems([]).map((item) => item.id);
    // Areas added later may sit between these; the ones the product began with keep their order.
    expect(top.filter((id) => spec.includes(id))).toEqual(spec);
    expect(top.at(-1)).toBe('report');
    const localization = visibleNavItems([]).find((item) => item.id === 'localization');
    expect(localization?.kind === 'group' ? localization.items.map((item) => item.to) : []).toEqual(['/localization/stereo', '/localization/spatial']);
  });

  it('shows the official exams and organizations only to read:admin holders', () => {
    const links = (permissions: string[]) =>
      visibleNavItems(permissions).flatMap((item) => (item.kind === 'group' ? item.items : [item])).map((item) => item.to);
    expect(links([])).not.toContain('/schedules');
    expect(links([])).not.toContain('/organizations');
    expect(links(['read:admin'])).toEqual(expect.arrayContaining(['/schedules', '/organizations']));
  });

  it('matches either spelling of a report path', () => {
    expect(isActivePath('/report/distancereport', '/report/distanceReport')).toBe(true);
    expect(isActivePath('/report/distancereport', '/report/reverbreport')).toBe(false);
  });
});
