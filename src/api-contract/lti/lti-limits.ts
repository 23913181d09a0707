/** The lengths of a platform's registration (`/api/lti/platforms`), the same in the form and the API. */
export const LTI_PLATFORM_LIMITS = {
  name: 100,
  url: 500,
  clientId: 200,
  deploymentId: 200,
  deployments: 50,
} as const;
