/**
 * The SPA's pages of an LTI launch (src/lti/), where the API sends the browser: the hand-over of
 * a launch's session (in the fragment), a refused launch (`?reason=`), and an ended session.
 */
export const LTI_LAUNCHED_PATH = '/lti/launched';
export const LTI_REFUSED_PATH = '/lti/refused';
export const LTI_ENDED_PATH = '/lti/ended';
/** A teacher's choice of what a deep-linking request adds to the course (`/lti/deep-link/<id>`), and its new-exam form (`…/new`). */
export const LTI_DEEP_LINK_PATH = '/lti/deep-link';
export const deepLinkPath = (id: string): string => `${LTI_DEEP_LINK_PATH}/${encodeURIComponent(id)}`;

/** The end of a platform's dynamic registration (`?platform=<name>`, or `?reason=<why not>`), which the platform shows in its frame or window. */
export const LTI_REGISTERED_PATH = '/lti/registered';

/** Why a platform's dynamic registration did not happen (server/api/lti/dynamic-registration.ts). */
export const LTI_REGISTRATION_FAILURES = [
  /** The registration URL is unknown, used already or expired: the teacher makes a new one. */
  'registration-expired',
  /** The platform's configuration could not be read or lacks what LTI 1.3 needs. */
  'platform-configuration',
  /** The platform refused the tool's registration. */
  'platform-refused',
  /** This platform and client are registered already. */
  'already-registered',
] as const;
export type LtiRegistrationFailure = (typeof LTI_REGISTRATION_FAILURES)[number];

/**
 * The pages a course page may frame (the server's policy lets it: server/web/spa-routes.ts): the
 * hand-over of a launch, which framed offers a window of its own, a teacher's choice of a new
 * activity, a short form without sound that platforms show in their chooser's frame, and the end
 * of a platform's registration.
 */
export const isFramedLtiPage = (path: string): boolean => {
  const pathname = path.split(/[?#]/, 1)[0];
  return pathname === LTI_LAUNCHED_PATH || pathname === LTI_REGISTERED_PATH || path.startsWith(`${LTI_DEEP_LINK_PATH}/`);
};

/** The teachers' pages (src/app/routes.tsx: `adminRoute`, held to this by its test): a learner's launch may not lead there. */
const TEACHER_PAGE_PREFIXES = ['/totalreport', '/schedules', '/organizations', '/platforms', LTI_DEEP_LINK_PATH];

export const isTeacherPage = (path: string): boolean => {
  const raw = path.split(/[?#]/, 1)[0] ?? '';
  let decoded: string;
  try {
    // As the SPA's router reads it: `/%74otalreport` is `/totalreport` there.
    decoded = decodeURIComponent(raw);
  } catch {
    return true;
  }
  const pathname = decoded.toLowerCase().replace(/\/+$/, '');
  return TEACHER_PAGE_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
};
