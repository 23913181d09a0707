/**
 * `/api/lti`: Auricle as an LTI 1.3 tool (server/api/lti/). The platform's browser steps (the
 * OIDC login, the launch's form post) answer with redirects; the key set is the tool's public
 * keys; a launch's session is renewed while the launch is valid; teachers register platforms.
 */
import { Type, type Static } from 'typebox';
import { AreaSchema, closedObject, nullable, TimeSchema, UuidSchema } from '../shared/common-schemas';
import { htmlPageResponse } from '../shared/file-schemas';
import { DEEP_LINK_TITLE_MAX, LTI_PLATFORM_LIMITS, LTI_URL_PATTERN } from './lti-limits';

/** The tool's public keys (RFC 7517): what a platform verifies the tool's messages with. */
export const JwksSchema = Type.Object({ keys: Type.Array(Type.Record(Type.String(), Type.Unknown())) });

/** A third-party initiated login (LTI Core 1.3, 5.1.1.1), by GET or by a form post; the handler names what is missing. */
export const LtiLoginInitiationSchema = Type.Object({
  iss: Type.Optional(Type.String({ maxLength: 2000 })),
  login_hint: Type.Optional(Type.String({ maxLength: 2000 })),
  target_link_uri: Type.Optional(Type.String({ maxLength: 2000 })),
  lti_message_hint: Type.Optional(Type.String({ maxLength: 4000 })),
  lti_deployment_id: Type.Optional(Type.String({ maxLength: 2000 })),
  client_id: Type.Optional(Type.String({ maxLength: 2000 })),
});
export type LtiLoginInitiation = Static<typeof LtiLoginInitiationSchema>;

/** The platform's form post to the launch URL. */
export const LtiLaunchFormSchema = Type.Object({
  id_token: Type.Optional(Type.String({ maxLength: 64 * 1024 })),
  state: Type.Optional(Type.String({ maxLength: 2000 })),
});

export const LtiSessionSchema = closedObject({ token: Type.String(), expiresAt: Type.String({ format: 'date-time' }) });
export type LtiSession = Static<typeof LtiSessionSchema>;

const url = Type.String({ minLength: 1, maxLength: LTI_PLATFORM_LIMITS.url, pattern: LTI_URL_PATTERN });

export const LtiPlatformSchema = closedObject({
  id: Type.Integer(),
  name: Type.String(),
  issuer: Type.String(),
  clientId: Type.String(),
  loginUrl: Type.String(),
  tokenUrl: Type.String(),
  jwksUrl: Type.String(),
  deploymentIds: Type.Array(Type.String()),
  organizationId: Type.Integer(),
  organization: Type.String(),
});
export type LtiPlatform = Static<typeof LtiPlatformSchema>;

export const LtiPlatformRequestSchema = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: LTI_PLATFORM_LIMITS.name }),
    issuer: url,
    clientId: Type.String({ minLength: 1, maxLength: LTI_PLATFORM_LIMITS.clientId }),
    loginUrl: url,
    tokenUrl: url,
    jwksUrl: url,
    deploymentIds: Type.Array(Type.String({ minLength: 1, maxLength: LTI_PLATFORM_LIMITS.deploymentId }), { minItems: 1, maxItems: LTI_PLATFORM_LIMITS.deployments }),
    organizationId: Type.Integer({ minimum: 1 }),
  },
  { additionalProperties: false },
);
export type LtiPlatformRequest = Static<typeof LtiPlatformRequestSchema>;

/** What a platform's administrator pastes into the platform: the tool's URLs. */
export const LtiToolSchema = closedObject({
  loginUrl: Type.String(),
  launchUrl: Type.String(),
  jwksUrl: Type.String(),
});
export type LtiTool = Static<typeof LtiToolSchema>;

/** A teacher's deep-linking request from a course (LTI Deep Linking 2.0), as the choosing page shows it. */
export const LtiDeepLinkRequestSchema = closedObject({
  id: UuidSchema,
  /** The platform's name, as registered. */
  platform: Type.String(),
  /** The course's title ('' when the platform named none). */
  course: Type.String(),
  /** The organization of the platform's courses: the exams it may link. */
  organization: Type.String(),
  /** The title the platform suggests for the new activity. */
  title: nullable(Type.String()),
  /** Whether the platform makes a gradebook column for a linked exam. */
  gradebook: Type.Boolean(),
  expiresAt: TimeSchema,
  /** False once it expired or was answered: the teacher adds the activity again from the course. */
  open: Type.Boolean(),
});
export type LtiDeepLinkRequest = Static<typeof LtiDeepLinkRequestSchema>;

const itemTitle = Type.String({ minLength: 1, maxLength: DEEP_LINK_TITLE_MAX, pattern: '\\S' });

/** What the teacher adds to the course: a scheduled exam (graded), a practice of an area at a difficulty, or nothing. */
export const LtiDeepLinkChoiceSchema = Type.Union([
  Type.Object({ kind: Type.Literal('schedule'), scheduleId: UuidSchema, title: itemTitle }, { additionalProperties: false }),
  Type.Object(
    {
      kind: Type.Literal('practice'),
      area: AreaSchema,
      difficulty: Type.String({ minLength: 1, maxLength: 50 }),
      mode: Type.Union([Type.Literal('training'), Type.Literal('exam')]),
      title: itemTitle,
    },
    { additionalProperties: false },
  ),
  Type.Object({ kind: Type.Literal('none') }, { additionalProperties: false }),
]);
export type LtiDeepLinkChoice = Static<typeof LtiDeepLinkChoiceSchema>;

/** Posts the signed answer on to the platform, once (`POST /api/lti/deep-links/return`, a form). */
export const LtiDeepLinkTicketSchema = closedObject({ ticket: Type.String() });
export type LtiDeepLinkTicket = Static<typeof LtiDeepLinkTicketSchema>;
const TicketFormSchema = Type.Object({ ticket: Type.Optional(Type.String({ maxLength: 200 })) });

/** A registration URL for one organization (LTI Dynamic Registration): a platform registers itself from it, once. */
export const LtiRegistrationInvitationRequestSchema = Type.Object({ organizationId: Type.Integer({ minimum: 1 }) }, { additionalProperties: false });
export type LtiRegistrationInvitationRequest = Static<typeof LtiRegistrationInvitationRequestSchema>;

export const LtiRegistrationInvitationSchema = closedObject({ url: Type.String(), organization: Type.String(), expiresAt: TimeSchema });
export type LtiRegistrationInvitation = Static<typeof LtiRegistrationInvitationSchema>;

/** What a platform adds to the registration URL (LTI Dynamic Registration 1.0, 3.3); the handler names what is missing. */
const RegistrationStartSchema = Type.Object({
  openid_configuration: Type.Optional(Type.String({ maxLength: 2000 })),
  registration_token: Type.Optional(Type.String({ maxLength: 8000 })),
});

const PlatformIdParamsSchema = Type.Object({ id: Type.String({ pattern: '^[1-9][0-9]{0,9}$' }) });

const redirect = Type.Null({ description: 'A redirect: the Location header says where' });

export const ltiRoutes = {
  jwks: { method: 'GET', url: '/lti/jwks', schema: { response: { 200: JwksSchema } } },
  loginByGet: { method: 'GET', url: '/lti/login', schema: { querystring: LtiLoginInitiationSchema, response: { 302: redirect } } },
  loginByPost: { method: 'POST', url: '/lti/login', schema: { body: LtiLoginInitiationSchema, response: { 303: redirect } } },
  launch: { method: 'POST', url: '/lti/launch', schema: { body: LtiLaunchFormSchema, response: { 303: redirect } } },
  renewSession: { method: 'POST', url: '/lti/session', schema: { response: { 200: LtiSessionSchema } } },
  tool: { method: 'GET', url: '/lti/tool', schema: { response: { 200: LtiToolSchema } } },
  platforms: { method: 'GET', url: '/lti/platforms', schema: { response: { 200: Type.Array(LtiPlatformSchema) } } },
  addPlatform: { method: 'POST', url: '/lti/platforms', schema: { body: LtiPlatformRequestSchema, response: { 201: LtiPlatformSchema } } },
  /** A platform's registration corrected (a mistyped URL, another deployment), its courses' links kept. */
  updatePlatform: { method: 'PUT', url: '/lti/platforms/:id', schema: { params: PlatformIdParamsSchema, body: LtiPlatformRequestSchema, response: { 200: LtiPlatformSchema } } },
  /** A platform removed: its launches, courses and gradebook links go with it; its users and their results stay. */
  removePlatform: { method: 'DELETE', url: '/lti/platforms/:id', schema: { params: PlatformIdParamsSchema, response: { 204: Type.Null() } } },
  inviteRegistration: {
    method: 'POST',
    url: '/lti/registrations',
    schema: { body: LtiRegistrationInvitationRequestSchema, response: { 201: LtiRegistrationInvitationSchema } },
  },
  register: { method: 'GET', url: '/lti/register/:token', schema: { params: Type.Object({ token: Type.String({ maxLength: 200 }) }), querystring: RegistrationStartSchema, response: { 303: redirect } } },
  deepLink: { method: 'GET', url: '/lti/deep-links/:id', schema: { params: Type.Object({ id: UuidSchema }), response: { 200: LtiDeepLinkRequestSchema } } },
  answerDeepLink: {
    method: 'POST',
    url: '/lti/deep-links/:id/answer',
    schema: { params: Type.Object({ id: UuidSchema }), body: LtiDeepLinkChoiceSchema, response: { 200: LtiDeepLinkTicketSchema } },
  },
  returnDeepLink: { method: 'POST', url: '/lti/deep-links/return', schema: { body: TicketFormSchema, response: { 200: htmlPageResponse, 303: redirect } } },
} as const;
