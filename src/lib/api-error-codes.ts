/**
 * Machine-readable reasons an API error body may name, for clients that act on them. Here in
 * src/lib because the API client (api-client.ts) reads them; src/api-contract re-exports them
 * with the error body's schema.
 */
export const API_ERROR_CODES = {
  /** A submission made with another version of its area's generator or scoring (409). */
  generatorVersion: 'generator-version',
  /** A student's organization or student id is already set; only an admin changes it (409). */
  identityLocked: 'identity-locked',
  /** The identity provider vouches for this organization and student id; nobody overrides them here (409). */
  identityManaged: 'identity-managed',
  /** Another student of the organization holds this student id (409). */
  studentIdTaken: 'student-id-taken',
  /** Every allowed attempt at this official exam has been used (409). */
  noAttemptsLeft: 'no-attempts-left',
  /** A question's sound of an official exam was fetched as often as allowed (429). */
  audioFetchLimit: 'audio-fetch-limit',
  /** Too many requests from one user in a short time (429). */
  rateLimited: 'rate-limited',
  /** The server's line of sounds to render is full (503): try again shortly. */
  renderBusy: 'render-busy',
  /** A scheduled exam that is not open now: before `opensAt` or after `closesAt` (409). */
  scheduleNotOpen: 'schedule-not-open',
  /** A scheduled exam set for other organizations than the student's (403). */
  scheduleNotForYou: 'schedule-not-for-you',
  /** A scheduled exam someone has started: only closing it early is still possible (409). */
  scheduleStarted: 'schedule-started',
  /** An organization of that name exists already (409). */
  organizationExists: 'organization-exists',
  /** An organization that students belong to is never deleted (409). */
  organizationInUse: 'organization-in-use',
  /** A course's deep-linking request that expired or was answered already (409): add the activity again from the course. */
  deepLinkClosed: 'deep-link-closed',
  /** A scheduled exam a course may not link: not set for the platform's organization, or closed (409). */
  scheduleNotForCourse: 'schedule-not-for-course',
} as const;
export type ApiErrorCode = (typeof API_ERROR_CODES)[keyof typeof API_ERROR_CODES];
