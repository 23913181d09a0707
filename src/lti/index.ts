export { createLtiAuthClient, type LtiAuthClientOptions } from './lti-auth-client';
export { LTI_ENDED_PATH, LTI_LAUNCHED_PATH, LTI_REFUSED_PATH, PLATFORMS_PATH, readLtiSession, signsInByLaunch, takeLaunch } from './lti-session';
