import { describe, expect, it } from 'vitest';
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

  it('links all nine areas, their reports and total reports', () => {
    const items = visibleNavItems(['read:admin']);
    const links = items.flatMap((item) => (item.kind === 'group' ? item.items : [item])).map((item) => item.to);
    expect(links).toHaveLength(1 + 9 + 9 + 9);
    expect(links).toContain('/localization/spatial');
    expect(links).toContain('/report/distancereport');
    expect(links).toContain('/totalreport/reverb-report');
    expect(new Set(links).size).toBe(links.length);
  });

  it('matches either spelling of a report path', () => {
    expect(isActivePath('/report/distancereport', '/report/distanceReport')).toBe(true);
    expect(isActivePath('/report/distancereport', '/report/reverbreport')).toBe(false);
  });
});
