/**
 * The claims of an LTI 1.3 message (IMS LTI Core 1.3, LTI Advantage), as the platform's
 * `id_token` carries them, and the roles that matter to Auricle.
 */
const LTI = 'https://purl.imsglobal.org/spec/lti/claim/';

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
} as const;

export const LTI_VERSION = '1.3.0';
export const RESOURCE_LINK_REQUEST = 'LtiResourceLinkRequest';

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
