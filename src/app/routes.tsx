/** Every route of spec section 2, each page its own lazily loaded chunk. */
import { Navigate, useRoutes, type RouteObject } from 'react-router-dom';
import { CallbackPage, RequireAuth, RequirePermission } from '../auth';
import { AREA_IDS, AREA_PATHS, type AreaId } from '../lib/areas';
import { ADMIN_PERMISSION } from '../session';
import { lazyPage } from './lazy-page';

// The first page many see: it waits only for its own strings, not every page's.
const HomePage = lazyPage(() => import('./home-page').then((m) => m.HomePage), ['areas', 'home']);
const OwnReportPage = lazyPage(() => import('../reports').then((m) => m.OwnReportPage));
const TotalReportPage = lazyPage(() => import('../reports').then((m) => m.TotalReportPage));

const AREA_PAGES = {
  eq: lazyPage(() => import('../areas/eq').then((m) => m.EqPage)),
  loudness: lazyPage(() => import('../areas/loudness').then((m) => m.LoudnessPage)),
  timbre: lazyPage(() => import('../areas/timbre').then((m) => m.TimbrePage)),
  stereo: lazyPage(() => import('../areas/stereo').then((m) => m.StereoPage)),
  spatial: lazyPage(() => import('../areas/spatial').then((m) => m.SpatialPage)),
  distance: lazyPage(() => import('../areas/distance').then((m) => m.DistancePage)),
  reverb: lazyPage(() => import('../areas/reverb').then((m) => m.ReverbPage)),
  width: lazyPage(() => import('../areas/width').then((m) => m.WidthPage)),
  distortion: lazyPage(() => import('../areas/distortion').then((m) => m.DistortionPage)),
} satisfies Record<AreaId, unknown>;

function areaRoutes(area: AreaId): RouteObject[] {
  const Page = AREA_PAGES[area];
  const paths = AREA_PATHS[area];
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
  ...AREA_IDS.flatMap(areaRoutes),
  // Listed by the spec's guard, without a screen of its own.
  { path: '/profile', element: <RequireAuth><Navigate to="/" replace /></RequireAuth> },
  { path: '*', element: <Navigate to="/" replace /> },
];

/** The page of the current location. */
export function AppRoutes() {
  return useRoutes(APP_ROUTES);
}
