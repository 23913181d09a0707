/**
 * The claims of an LTI 1.3 message (IMS LTI Core 1.3, LTI Advantage), as the platform's
 * `id_token` carries them, and the roles that matter to Auricle.
 */
const LTI = 'https://purl.imsglobal.org/spec/lti/claim/';
const DL = 'https://purl.imsglobal.org/spec/lti-dl/claim/';

export const LTI_CLAIMS = {
  messageType: `${LTI}message_type`,
  version: `${LTI}version`,
  deploymentId: `${LTI}deployment_id`,
  targetLinkUri: `${LTI}target_link_uri`,
  resourceLink: `${LTI}resource_link`,
  roles: `${LTI}roles`,
  context: `${LTI}context`,
  custom: `${LTI}custom`,
  lis: `${LTI}lis`,
  /** LTI Advantage: Names and Role Provisioning Services. */
  namesRoles: 'https://purl.imsglobal.org/spec/lti-nrps/claim/namesroleservice',
  /** LTI Advantage: Assignment and Grade Services. */
  gradeService: 'https://purl.imsglobal.org/spec/lti-ags/claim/endpoint',
  /** LTI Deep Linking 2.0: the request's settings, the answer's items, the data echoed back. */
  deepLinkingSettings: `${DL}deep_linking_settings`,
  contentItems: `${DL}content_items`,
  deepLinkingData: `${DL}data`,
  deepLinkingMessage: `${DL}msg`,
} as const;

export const LTI_VERSION = '1.3.0';
export const RESOURCE_LINK_REQUEST = 'LtiResourceLinkRequest';
export const DEEP_LINKING_REQUEST = 'LtiDeepLinkingRequest';
export const DEEP_LINKING_RESPONSE = 'LtiDeepLinkingResponse';
/** The only content item Auricle answers with: a link the platform launches (LTI Deep Linking 2.0, 3.1). */
export const RESOURCE_LINK_ITEM = 'ltiResourceLink';

const ROLE = 'http://purl.imsglobal.org/vocab/lis/v2/membership#';
const INSTITUTION_ROLE = 'http://purl.imsglobal.org/vocab/lis/v2/institution/person#';

/** Teaches the course: an instructor (or a sub-role of one) or an administrator of the context. */
export function teachesIn(roles: readonly string[]): boolean {
  return roles.some(
    (role) =>
      role === `${ROLE}Instructor` ||
      role.startsWith(`${ROLE}Instructor#`) ||
      role === `${ROLE}Administrator` ||
      role.startsWith(`${ROLE}Administrator#`) ||
      role === `${ROLE}ContentDeveloper`,
  );
}

/** Takes the course as a student. */
export function learnsIn(roles: readonly string[]): boolean {
  return roles.some((role) => role === `${ROLE}Learner` || role.startsWith(`${ROLE}Learner#`) || role === `${INSTITUTION_ROLE}Student`);
}

export const LTI_ROLES = {
  learner: `${ROLE}Learner`,
  instructor: `${ROLE}Instructor`,
  administrator: `${ROLE}Administrator`,
} as const;
