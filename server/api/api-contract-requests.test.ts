/**
 * The contract's request schemas (src/api-contract) are the server's, keyword for keyword: every
 * route's params, querystring and body, read from the routes as the server registers them today,
 * deep-equal the contract's once TypeBox's own markers are stripped. So when a route switches to
 * the contract's schema, Ajv validates as before and answers the same 400s.
 *
 * A bridge for the move to the contract: once the routes declare the contract's schemas, this
 * file compares them with themselves and goes (the contract test then checks requests and
 * responses against the running routes).
 */
import Fastify, { type FastifyInstance, type FastifyPluginAsync, type FastifySchema } from 'fastify';
import { describe, expect, it } from 'vitest';
import { API_ROUTES } from '../../src/api-contract/schemas';
import { DEFAULT_AREAS } from './areas';
import { learningPlugin } from './learning';
import { mePlugin } from './me';
import { DEFAULT_OFFICIAL_EXAM_RULES, officialExamsPlugin } from './official-exams';
import { organizationsPlugin } from './organizations';
import { progressPlugin } from './progress';
import { ownProgressResponseSchema } from './progress/progress-routes';
import { reportsPlugin } from './reports';
import { schedulesPlugin } from './schedules';
import { scheduleResultsPlugin } from './schedules/results';
import { studentsPlugin } from './students';
import { submissionsPlugin } from './submissions';
import { timbreRecordingsPlugin } from './timbre-recordings';
import { usersPlugin } from './users';

/** A schema as Ajv reads it: own enumerable keys, without TypeBox's markers ('~kind', '~optional' and the like, and any symbol). */
function plain(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(plain);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.keys(value)
      .filter((key) => !key.startsWith('~'))
      .map((key) => [key, plain((value as Record<string, unknown>)[key])]),
  );
}

/** The routes with the schemas they declare, registered as app.ts does (no database: nothing is requested). */
async function serverRoutes(): Promise<Map<string, FastifySchema>> {
  const routes = new Map<string, FastifySchema>();
  const app: FastifyInstance = Fastify();
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') routes.set(`${method} ${route.url}`, route.schema ?? {});
    }
  });
  // Registration reads only the areas and the official rules; the rest is used by handlers.
  const deps = {
    areas: DEFAULT_AREAS,
    rules: DEFAULT_OFFICIAL_EXAM_RULES,
    countedAttempt: DEFAULT_OFFICIAL_EXAM_RULES.countedAttempt,
    audioPerMinute: DEFAULT_OFFICIAL_EXAM_RULES.perMinute.audio,
    reviewAudioPerMinute: DEFAULT_OFFICIAL_EXAM_RULES.perMinute.reviewAudio,
    clock: () => new Date(),
  } as never;
  const plugins = [mePlugin, organizationsPlugin, usersPlugin, officialExamsPlugin, schedulesPlugin, submissionsPlugin, learningPlugin, timbreRecordingsPlugin];
  for (const plugin of [...plugins, reportsPlugin, progressPlugin, studentsPlugin, scheduleResultsPlugin] as FastifyPluginAsync[]) await app.register(plugin, deps);
  await app.ready();
  await app.close();
  return routes;
}

interface ContractRoute {
  method: string;
  url: string;
  schema: { params?: unknown; querystring?: unknown; body?: unknown; response?: Record<number, unknown> };
}

const contractRoutes: ContractRoute[] = Object.values(API_ROUTES).flatMap((feature) => Object.values(feature) as ContractRoute[]);
const key = (route: ContractRoute): string => `${route.method} ${route.url}`;

describe('the contract request schemas', async () => {
  const server = await serverRoutes();

  it('name every route the server has, and no other', () => {
    expect(contractRoutes.map(key).sort()).toEqual([...server.keys()].sort());
  });

  it.each(contractRoutes.map((route) => [key(route), route] as const))('%s: params, querystring and body as the server declares them', (name, route) => {
    const declared = server.get(name) ?? {};
    for (const part of ['params', 'querystring', 'body'] as const) {
      expect(plain(route.schema[part]), part).toEqual(plain(declared[part]));
    }
  });

  it('describe the progress response as the server does', () => {
    expect(plain(API_ROUTES.progress.own.schema.response[200])).toEqual(plain(ownProgressResponseSchema));
  });

  it('describe the review response as the server does, its nullable programme written as anyOf', () => {
    const declared = plain((server.get('GET /me/submissions/:submitId/review')?.response as Record<number, unknown>)[200]) as {
      properties: Record<string, unknown>;
    };
    const contract = plain(API_ROUTES.review.review.schema.response[200]) as { properties: Record<string, unknown> };
    expect(declared.properties.programme).toEqual({ type: ['string', 'null'] });
    expect(contract.properties.programme).toEqual({ anyOf: [{ type: 'string' }, { type: 'null' }] });
    expect({ ...contract, properties: { ...contract.properties, programme: null } }).toEqual({ ...declared, properties: { ...declared.properties, programme: null } });
  });
});
