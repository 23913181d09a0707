import { createHash, randomBytes } from 'node:crypto';

/** A secret for one use (an OIDC state or nonce, a deep-linking ticket, a registration URL): 256 random bits. */
export const randomToken = (): string => randomBytes(32).toString('base64url');

/** How a secret handed out is stored: its SHA-256, never the secret itself. */
export const hashOf = (secret: string): string => createHash('sha256').update(secret).digest('base64url');
