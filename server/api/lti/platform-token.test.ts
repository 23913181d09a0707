import { generateKeyPair } from 'jose';
import { describe, expect, it } from 'vitest';
import type { LtiPlatform } from './platform-store';
import { LTI_SCOPES, PlatformTokens } from './platform-token';
import type { ToolKeys } from './tool-keys';

const PLATFORM: LtiPlatform = {
  id: 1,
  name: 'Moodle',
  issuer: 'https://moodle.example',
  clientId: 'auricle',
  loginUrl: 'https://moodle.example/mod/lti/auth.php',
  tokenUrl: 'https://moodle.example/mod/lti/token.php',
  jwksUrl: 'https://moodle.example/mod/lti/certs.php',
  deploymentIds: ['1'],
  organizationId: 1,
  organization: 'Conservatory of Music',
};

describe("a platform's access tokens", () => {
  it('are asked for once by posts that need one at the same time, and kept for the next', async () => {
    const { privateKey } = await generateKeyPair('RS256');
    const keys = { signingKey: async () => ({ kid: 'k1', privateKey }) } as unknown as ToolKeys;
    let asked = 0;
    const slowPlatform: typeof fetch = async () => {
      asked += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
      return Response.json({ access_token: `token-${asked}`, expires_in: 3600 });
    };
    const tokens = new PlatformTokens(keys, slowPlatform);
    const now = new Date();
    const six = await Promise.all(Array.from({ length: 6 }, () => tokens.token(PLATFORM, LTI_SCOPES.score, now)));
    expect(six).toEqual(Array(6).fill('token-1'));
    expect(await tokens.token(PLATFORM, LTI_SCOPES.score, now)).toBe('token-1');
    expect(asked).toBe(1);
    // A refusal of an older token keeps the one fetched since.
    tokens.forget(PLATFORM, LTI_SCOPES.score, 'token-0');
    expect(await tokens.token(PLATFORM, LTI_SCOPES.score, now)).toBe('token-1');
    tokens.forget(PLATFORM, LTI_SCOPES.score, 'token-1');
    expect(await tokens.token(PLATFORM, LTI_SCOPES.score, now)).toBe('token-2');
  });
});
