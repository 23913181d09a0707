/**
 * What a teacher pastes into a platform, and what a platform's own addresses are when it is a
 * Moodle site or hosted Canvas, so that registering one takes minutes.
 */
import { LTI_TOOL_SCOPES, type LtiTool } from '../api-contract';

export interface PlatformAddresses {
  issuer: string;
  loginUrl: string;
  tokenUrl: string;
  jwksUrl: string;
}

/** A Moodle site (3.10 or later): its addresses follow from the site's URL. */
export function moodleAddresses(siteUrl: string): PlatformAddresses {
  const site = siteUrl.trim().replace(/\/+$/, '');
  return { issuer: site, loginUrl: `${site}/mod/lti/auth.php`, tokenUrl: `${site}/mod/lti/token.php`, jwksUrl: `${site}/mod/lti/certs.php` };
}

/** Canvas hosted by Instructure: the same addresses for every school. */
export const CANVAS_CLOUD: PlatformAddresses = {
  issuer: 'https://canvas.instructure.com',
  loginUrl: 'https://sso.canvaslms.com/api/lti/authorize_redirect',
  tokenUrl: 'https://sso.canvaslms.com/login/oauth2/token',
  jwksUrl: 'https://sso.canvaslms.com/api/lti/security/jwks',
};

/**
 * Canvas's JSON configuration of a developer key: Auricle chosen from a course's modules and
 * assignments by deep linking (the teacher picks the exam or practice in Auricle; an assignment
 * gets its gradebook column), each link opening in a new tab.
 */
export function canvasConfiguration(tool: LtiTool, appOrigin: string, description: string) {
  const target = `${appOrigin}/`;
  return {
    title: 'Auricle',
    description,
    oidc_initiation_url: tool.loginUrl,
    target_link_uri: target,
    public_jwk_url: tool.jwksUrl,
    scopes: [...LTI_TOOL_SCOPES],
    extensions: [
      {
        platform: 'canvas.instructure.com',
        privacy_level: 'public',
        settings: {
          text: 'Auricle',
          placements: [
            { placement: 'assignment_selection', message_type: 'LtiDeepLinkingRequest', target_link_uri: target },
            { placement: 'link_selection', message_type: 'LtiDeepLinkingRequest', target_link_uri: target },
          ],
        },
      },
    ],
    custom_fields: { student_id: '$Canvas.user.sisSourceId' },
  };
}
