/**
 * Why the API refused an LTI login or launch (server/api/lti/): the code the SPA's page
 * translates (`/lti/refused?reason=`, locales/<lng>/lti.json) and the log names; never the token.
 */
export const LTI_REFUSALS = [
  /** A login or launch without a required field. */
  'bad-request',
  /** No platform is registered with this issuer (and client id). */
  'unknown-platform',
  /** The platform's deployment is not one registered for it. */
  'unknown-deployment',
  /** The login's state is unknown or older than a login may take. */
  'login-expired',
  /** The state was used already, or the token's nonce is not the login's: a replay. */
  'replayed',
  /** The id_token's signature, issuer or times do not hold. */
  'invalid-token',
  'expired-token',
  /** The id_token is for another client. */
  'wrong-audience',
  /** Not a resource-link launch of LTI 1.3.0. */
  'unsupported-message',
  /** The launch names no role Auricle knows: neither a learner nor an instructor of the course. */
  'no-role',
  /** The link leads outside Auricle. */
  'foreign-target',
  /** A learner's launch of a link to a teachers' page (an exam's results, the reports). */
  'teacher-link',
  /** A learner's deep-linking request: only a teacher of the course adds an activity. */
  'learner-deep-link',
  /** A teacher's choice for the course came back after its request expired, or twice. */
  'deep-link-expired',
] as const;

export type LtiRefusalCode = (typeof LTI_REFUSALS)[number];

