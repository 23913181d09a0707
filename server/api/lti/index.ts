import type { FastifyPluginAsync } from 'fastify';
import { registerLaunchRoutes, registerPlatformRoutes, type LtiRouteDeps } from './lti-routes';

export { PlatformKeySets } from './launch-token';
export { withLtiSessions } from './lti-session';
export { sessionIssuerOf, type LtiUrls } from './lti-routes';
export { ToolKeys } from './tool-keys';
export { GradePoster } from './grade-poster';
export { PlatformTokens } from './platform-token';
export { scheduleGradebook, type ScheduleGradebook } from './gradebook';

export type LtiOptions = LtiRouteDeps;

/** `/api/lti`, the platform's side: the tool's keys, the OIDC login, the launch, the session's renewal. */
export const ltiLaunchPlugin: FastifyPluginAsync<LtiOptions> = async (app, options) => {
  await registerLaunchRoutes(app, options);
};

/** `/api/lti`, the teachers' side (behind the API's sign-in): the tool's URLs, the registered platforms, and a course's deep-linking requests. */
export const ltiPlatformsPlugin: FastifyPluginAsync<Pick<LtiOptions, 'db' | 'urls' | 'keys' | 'areas' | 'clock'>> = async (app, options) => {
  registerPlatformRoutes(app, options);
};
