import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { httpError } from '../http-error';
import type { AuthUser, TokenVerifier } from './token-verifier';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `authenticate` on every route behind it. */
    user: AuthUser | null;
  }
}

const BEARER = /^Bearer\s+([A-Za-z0-9\-_.]+)\s*$/i;

/** The request's Bearer token; 401 without a well-formed one. */
export function bearerTokenOf(request: FastifyRequest): string {
  const header = request.headers.authorization;
  const token = header ? BEARER.exec(header)?.[1] : undefined;
  if (!token) throw httpError(401, 'Missing or malformed Bearer access token');
  return token;
}

/** onRequest hook: 401 unless the request carries a valid Bearer access token. */
export function authenticate(verifier: TokenVerifier): onRequestAsyncHookHandler {
  return async (request: FastifyRequest) => {
    const token = bearerTokenOf(request);
    try {
      request.user = await verifier.verify(token);
    } catch (error) {
      request.log.info({ reason: error instanceof Error ? error.message : String(error) }, 'token rejected');
      throw httpError(401, 'Invalid or expired access token');
    }
  };
}

/** onRequest hook (after `authenticate`): 403 without the permission. */
export function requirePermission(permission: string): onRequestAsyncHookHandler {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    if (!request.user?.permissions.includes(permission)) {
      throw httpError(403, `This needs the ${permission} permission`);
    }
  };
}

/** The caller of a route behind `authenticate`. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw httpError(401, 'Not signed in');
  return request.user;
}
