/**
 * Per-user rate limits (@fastify/rate-limit), counted per API instance: with several
 * instances a user gets the limit at each, which still stops a runaway script.
 */
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_ERROR_CODES } from '../../src/api-contract';
import { currentUser } from './auth';
import { httpError } from './http-error';

export async function registerRateLimits(app: FastifyInstance): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) =>
      httpError(429, `Too many requests: please wait ${Math.ceil(context.ttl / 1000)} s and try again.`, API_ERROR_CODES.rateLimited),
  });
}

/** `max` requests per user and minute, counted after the token is verified. */
export function perUserRateLimit(max: number) {
  return {
    max,
    timeWindow: 60_000,
    hook: 'preHandler' as const,
    keyGenerator: (request: FastifyRequest) => currentUser(request).sub,
  };
}
