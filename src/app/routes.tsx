/** Every route of the product (docs/architecture.md), each page its own lazily loaded chunk. */
import { Navigate, useRoutes, type RouteObject } from 'react-router-dom';
import { CallbackPage, RequireAuth, RequirePermission } from '../auth';
import { AREA_REGISTRY, type AreaId, type AreaRecord } from '../lib/area-registry';
import { STUDENT_IDENTITIES_PATH } from '../reports/student-identity-path';
import { ADMIN_PERMISSION } from '../session';
import { areaPage } from './area-pages';
import { lazyPage } from './lazy-page';

// The first page many see: it waits only for its own strings, not every page's.
const HomePage = lazyPage(() => import('./home-page').then((m) => m.HomePage), ['areas', 'home']);
const OwnReportPage = lazyPage(() => import('../reports').then((m) => m.OwnReportPage));
const TotalReportPage = lazyPage(() => import('../reports').then((m) => m.TotalReportPage));
const StudentIdentityPage = lazyPage(() => import('../reports').then((m) => m.StudentIdentityPage));

function areaRoutes({ id: area, ...paths }: AreaRecord<AreaId>): RouteObject[] {
  const Page = areaPage(area);
  return [
    { path: paths.page, element: <RequireAuth><Page /></RequireAuth> },
    // Both spellings of a report path are routes of their own (matching ignores case anyway).
    ...paths.report.map((path) => ({ path, element: <RequireAuth><OwnReportPage area={area} /></RequireAuth> })),
    {
      path: paths.totalReport,
      element: (
        <RequireAuth>
          <RequirePermission permissions={[ADMIN_PERMISSION]}>
            <TotalReportPage area={area} />
          </RequirePermission>
        </RequireAuth>
      ),
    },
  ];
}

export const APP_ROUTES: RouteObject[] = [
  { path: '/', element: <HomePage /> },
  { path: '/callback', element: <CallbackPage /> },
  ...AREA_REGISTRY.flatMap(areaRoutes),
  {
    path: STUDENT_IDENTITIES_PATH,
    element: (
      <RequireAuth>
        <RequirePermission permissions={[ADMIN_PERMISSION]}>
          <StudentIdentityPage />
        </RequirePermission>
      </RequireAuth>
    ),
  },
  // Guarded, without a screen of its own (docs/architecture.md, Product rules).
  { path: '/profile', element: <RequireAuth><Navigate to="/" replace /></RequireAuth> },
  { path: '*', element: <Navigate to="/" replace /> },
];

/** The page of the current location. */
export function AppRoutes() {
  return useRoutes(APP_ROUTES);
}
