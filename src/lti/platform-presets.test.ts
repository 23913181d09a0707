import { describe, expect, it } from 'vitest';
import { canvasConfiguration, moodleAddresses } from './platform-presets';

describe("a platform's addresses and the tool's configuration", () => {
  it("follow from a Moodle site's URL, with or without a trailing slash", () => {
    expect(moodleAddresses(' https://moodle.school.example/ ')).toEqual({
      issuer: 'https://moodle.school.example',
      loginUrl: 'https://moodle.school.example/mod/lti/auth.php',
      tokenUrl: 'https://moodle.school.example/mod/lti/token.php',
      jwksUrl: 'https://moodle.school.example/mod/lti/certs.php',
    });
  });

  it("give Canvas the tool's login and key set, its services, deep linking from modules and assignments, and the SIS id as the student id", () => {
    const tool = { loginUrl: 'https://a.example/api/lti/login', launchUrl: 'https://a.example/api/lti/launch', jwksUrl: 'https://a.example/api/lti/jwks' };
    const json = canvasConfiguration(tool, 'https://a.example', 'Ear training');
    expect(json).toMatchObject({ oidc_initiation_url: tool.loginUrl, public_jwk_url: tool.jwksUrl, target_link_uri: 'https://a.example/', custom_fields: { student_id: '$Canvas.user.sisSourceId' } });
    expect(json.scopes).toContain('https://purl.imsglobal.org/spec/lti-ags/scope/score');
    expect(json.extensions[0]?.settings.placements.map((p) => [p.placement, p.message_type])).toEqual([
      ['assignment_selection', 'LtiDeepLinkingRequest'],
      ['link_selection', 'LtiDeepLinkingRequest'],
    ]);
  });
});
