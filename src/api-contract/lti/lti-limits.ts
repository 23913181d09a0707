/** The lengths of a platform's registration (`/api/lti/platforms`), the same in the form and the API. */
export const LTI_PLATFORM_LIMITS = {
  name: 100,
  url: 500,
  clientId: 200,
  deploymentId: 200,
  deployments: 50,
} as const;

/** A platform's URL: http or https, with a host (JSON Schema's `pattern`, so the form and the API read it alike). */
export const LTI_URL_PATTERN = '^https?://[^\\s/]+';

/** The longest title of an activity a teacher adds to a course by deep linking. */
export const DEEP_LINK_TITLE_MAX = 200;
