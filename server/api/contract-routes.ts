/**
 * The API's routes are the contract's (src/api-contract/schemas.ts): a route whose method and URL
 * the contract does not name, or that declares schemas of its own instead of the contract's,
 * stops the app from starting. Every route of the contract has a response schema, so every route
 * of the API has one; the contract test (server/api/contract.db.test.ts) calls each.
 */
import type { FastifyInstance, RouteOptions } from 'fastify';
import { API_ROUTES } from '../../src/api-contract/schemas';

interface ContractRoute {
  method: string;
  url: string;
  schema: { response?: unknown };
}

const CONTRACT = new Map(
  Object.values(API_ROUTES)
    .flatMap((feature) => Object.values(feature) as ContractRoute[])
    .map((route) => [`${route.method} ${route.url}`, route]),
);

/** Why `route` (its URL under `prefix`) is not the contract's; null when it is. */
export function contractRouteFault(route: Pick<RouteOptions, 'method' | 'url' | 'schema'>, prefix: string): string | null {
  for (const method of [route.method].flat()) {
    // Fastify adds a HEAD route for every GET, with the GET's schema.
    if (method === 'HEAD') continue;
    const name = `${method} ${route.url}`;
    const declared = CONTRACT.get(`${method} ${route.url.slice(prefix.length)}`);
    if (!route.url.startsWith(prefix) || !declared) return `${name} is not a route of the API contract (src/api-contract/schemas.ts)`;
    if (route.schema !== declared.schema) return `${name} must declare the contract's schema (src/api-contract/schemas.ts), not one of its own`;
    if (!declared.schema.response) return `${name} has no response schema in the contract`;
  }
  return null;
}

/** Refuses, as it is registered, any route of `api` that is not the contract's. */
export function requireContractRoutes(api: FastifyInstance, prefix = '/api'): void {
  api.addHook('onRoute', (route) => {
    const fault = contractRouteFault(route, prefix);
    if (fault) throw new Error(fault);
  });
}
