import { isValidElement, type ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { isTeacherPage } from '../api-contract';
import { RequirePermission } from '../auth';
import { APP_ROUTES } from './routes';

/** A route behind `RequirePermission` (`adminRoute`): a teachers' page. */
function isAdminRoute(element: unknown): boolean {
  if (!isValidElement(element)) return false;
  const child = (element as ReactElement<{ children?: unknown }>).props.children;
  return isValidElement(child) && child.type === RequirePermission;
}

describe('the routes', () => {
  it("are teachers' pages exactly where the API refuses a learner's launch (isTeacherPage)", () => {
    const paths = APP_ROUTES.filter((route) => route.path && route.path !== '*').map((route) => ({ path: (route.path ?? '').replace(/:\w+/g, 'x'), admin: isAdminRoute(route.element) }));
    expect(paths.filter((p) => p.admin).length).toBeGreaterThan(10);
    for (const { path, admin } of paths) expect(isTeacherPage(path), path).toBe(admin);
  });
});
