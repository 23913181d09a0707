import { SignJWT, createLocalJWKSet, exportJWK, generateKeyPair, type JWK, type JWTPayload, type JWTVerifyGetKey } from 'jose';

export const TEST_ISSUER = 'http://127.0.0.1:3999/';
export const TEST_AUDIENCE = 'http://127.0.0.1:3998/api/';

export interface TokenOptions {
  /** null: a token without a subject. */
  sub?: string | null;
  permissions?: string[];
  name?: string;
  email?: string;
  issuer?: string;
  audience?: string;
  /** Seconds from now; negative for an expired token. */
  expiresIn?: number;
  claims?: JWTPayload;
}

export interface TestTokens {
  keySource: JWTVerifyGetKey;
  /** The public key set, as an identity provider serves it at its JWKS URL. */
  jwks: { keys: JWK[] };
  sign(options?: TokenOptions): Promise<string>;
  /** Signed with a different key under the same key id: a forged signature. */
  forge(options?: TokenOptions): Promise<string>;
}

/** A fresh RS256 key pair standing in for the identity provider's JWKS. */
export async function createTestTokens(): Promise<TestTokens> {
  const real = await generateKeyPair('RS256');
  const other = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(real.publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  const keySource = createLocalJWKSet({ keys: [jwk] });
  const signWith = async (key: CryptoKey, o: TokenOptions = {}): Promise<string> => {
    const now = Math.floor(Date.now() / 1000);
    const payload: JWTPayload = { permissions: o.permissions ?? [], ...o.claims };
    if (o.name !== undefined) payload.name = o.name;
    if (o.email !== undefined) payload.email = o.email;
    const jwt = new SignJWT(payload).setProtectedHeader({ alg: 'RS256', kid: 'test-key', typ: 'at+jwt' });
    if (o.sub !== null) jwt.setSubject(o.sub ?? 'test|student');
    return jwt
      .setIssuer(o.issuer ?? TEST_ISSUER)
      .setAudience(o.audience ?? TEST_AUDIENCE)
      .setIssuedAt(now - 5)
      .setExpirationTime(now + (o.expiresIn ?? 3600))
      .sign(key);
  };
  return {
    keySource,
    jwks: { keys: [jwk] },
    sign: (o) => signWith(real.privateKey, o),
    forge: (o) => signWith(other.privateKey, o),
  };
}
