/** Every route of the product (docs/architecture.md), each page its own lazily loaded chunk. */
import { Suspense, type ReactNode } from 'react';
import { Navigate, useRoutes, type RouteObject } from 'react-router-dom';
import { CallbackPage, RequireAuth, RequirePermission } from '../auth';
import { AREA_REGISTRY, type AreaId, type AreaRecord } from '../lib/area-registry';
import { REVIEW_ROUTE } from '../lib/review-path';
import { LTI_DEEP_LINK_PATH, LTI_ENDED_PATH, LTI_LAUNCHED_PATH, LTI_REFUSED_PATH, LTI_REGISTERED_PATH, PLATFORMS_PATH } from '../lti/lti-session';
import { STUDENT_IDENTITIES_PATH, STUDENT_SUMMARY_ROUTE } from '../reports/student-identity-path';
import { NEW_SCHEDULE_PATH, ORGANIZATIONS_PATH, SCHEDULES_PATH } from '../schedules/schedule-paths';
import { ADMIN_PERMISSION } from '../session';
import { areaPage } from './area-pages';
import { lazyPage } from './lazy-page';

// The first page many see: it waits only for its own strings, not every page's.
const HomePage = lazyPage(() => import('./home-page').then((m) => m.HomePage), ['areas', 'home']);
// Each page its own chunk, imported past the feature's index: through the index, one page's
// chunk would carry every page of the feature (the schedule form's settings of every area, the
// results' charts, the reports' tables).
const OwnReportPage = lazyPage(() => import('../reports/own-report-page').then((m) => m.OwnReportPage));
const TotalReportPage = lazyPage(() => import('../reports/total-report-page').then((m) => m.TotalReportPage));
const StudentIdentityPage = lazyPage(() => import('../reports/student-identity-page').then((m) => m.StudentIdentityPage));
const StudentSummaryPage = lazyPage(() => import('../reports/student-summary-page').then((m) => m.StudentSummaryPage));
const SchedulesPage = lazyPage(() => import('../schedules/schedules-page').then((m) => m.SchedulesPage));
const ScheduleFormPage = lazyPage(() => import('../schedules/schedule-form-page').then((m) => m.ScheduleFormPage));
const ScheduleResultsPage = lazyPage(() => import('../schedules/schedule-results-page').then((m) => m.ScheduleResultsPage));
const OrganizationsPage = lazyPage(() => import('../schedules/organizations-page').then((m) => m.OrganizationsPage));
const ProfilePage = lazyPage(() => import('../profile/profile-page').then((m) => m.ProfilePage));
// Thresholds and confusions come after a report's table, in a chunk of their own.
const OwnLearningPanel = lazyPage(() => import('../learning/own-learning-panel').then((m) => m.OwnLearningPanel));
const ClassLearningPanel = lazyPage(() => import('../learning/class-learning-panel').then((m) => m.ClassLearningPanel));
const LtiRefusedPage = lazyPage(() => import('../lti/lti-pages').then((m) => m.LtiRefusedPage), ['lti']);
const LtiEndedPage = lazyPage(() => import('../lti/lti-pages').then((m) => m.LtiEndedPage), ['lti']);
const PlatformsPage = lazyPage(() => import('../lti/platforms-page').then((m) => m.PlatformsPage), ['lti']);
const LtiRegisteredPage = lazyPage(() => import('../lti/lti-pages').then((m) => m.LtiRegisteredPage), ['lti']);
const LtiFramedPage = lazyPage(() => import('../lti/lti-pages').then((m) => m.LtiFramedPage), ['lti']);
const DeepLinkPage = lazyPage(() => import('../schedules/deep-link-page').then((m) => m.DeepLinkPage));
const DeepLinkNewExamPage = lazyPage(() => import('../schedules/deep-link-new-exam-page').then((m) => m.DeepLinkNewExamPage));
const SubmissionReviewPage = lazyPage(() => import('../review/submission-review-page').then((m) => m.SubmissionReviewPage));

/** A page for read:admin holders only (the teacher's pages); `everyOrganization`: not for a teacher limited to one. */
function adminRoute(path: string, page: ReactNode, { everyOrganization = false } = {}): RouteObject {
  return {
    path,
    element: (
      <RequireAuth>
        <RequirePermission permissions={[ADMIN_PERMISSION]} everyOrganization={everyOrganization}>
          {page}
        </RequirePermission>
      </RequireAuth>
    ),
  };
}

function areaRoutes({ id: area, ...paths }: AreaRecord<AreaId>): RouteObject[] {
  const Page = areaPage(area);
  return [
    { path: paths.page, element: <RequireAuth><Page /></RequireAuth> },
    // Both spellings of a report path are routes of their own (matching ignores case anyway).
    ...paths.report.map((path) => ({
      path,
      element: <RequireAuth><OwnReportPage area={area} learning={<Suspense fallback={null}><OwnLearningPanel area={area} /></Suspense>} /></RequireAuth>,
    })),
    adminRoute(paths.totalReport, <TotalReportPage area={area} learning={(filters) => <Suspense fallback={null}><ClassLearningPanel area={area} filters={filters} /></Suspense>} />),
  ];
}

export const APP_ROUTES: RouteObject[] = [
  { path: '/', element: <HomePage /> },
  { path: '/callback', element: <CallbackPage /> },
  ...AREA_REGISTRY.flatMap(areaRoutes),
  adminRoute(STUDENT_IDENTITIES_PATH, <StudentIdentityPage />),
  adminRoute(STUDENT_SUMMARY_ROUTE, <StudentSummaryPage />),
  // A static segment outranks a dynamic one, so '/schedules/new' never reads as an exam's id.
  adminRoute(SCHEDULES_PATH, <SchedulesPage />),
  adminRoute(NEW_SCHEDULE_PATH, <ScheduleFormPage />),
  adminRoute('/schedules/:id/edit', <ScheduleFormPage />),
  adminRoute('/schedules/:id', <ScheduleResultsPage />),
  adminRoute(ORGANIZATIONS_PATH, <OrganizationsPage />, { everyOrganization: true }),
  adminRoute(PLATFORMS_PATH, <PlatformsPage />, { everyOrganization: true }),
  // A course's teacher choosing what a new activity opens (LTI Deep Linking), maybe in the course page's frame.
  adminRoute(`${LTI_DEEP_LINK_PATH}/:request`, <DeepLinkPage />),
  // `:request`, not `:id`: the schedule form reads `:id` as the exam it edits.
  adminRoute(`${LTI_DEEP_LINK_PATH}/:request/new`, <DeepLinkNewExamPage />),
  { path: '/profile', element: <RequireAuth><ProfilePage /></RequireAuth> },
  { path: REVIEW_ROUTE, element: <RequireAuth><SubmissionReviewPage /></RequireAuth> },
  // An LTI launch refused, and the end of a session a course opened (src/lti/): public pages.
  { path: LTI_REFUSED_PATH, element: <LtiRefusedPage /> },
  { path: LTI_ENDED_PATH, element: <LtiEndedPage /> },
  // The end of a platform's registration from one URL, shown in the platform's frame or window.
  { path: LTI_REGISTERED_PATH, element: <LtiRegisteredPage /> },
  // Reached only in a course page's frame: elsewhere main.tsx takes the launch over before routing.
  { path: LTI_LAUNCHED_PATH, element: <LtiFramedPage /> },
  { path: '*', element: <Navigate to="/" replace /> },
];

/** The page of the current location. */
export function AppRoutes() {
  return useRoutes(APP_ROUTES);
}
