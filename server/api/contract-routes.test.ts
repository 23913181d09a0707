import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { API_ROUTES } from '../../src/api-contract/schemas';
import { requireContractRoutes } from './contract-routes';

async function starts(register: (app: ReturnType<typeof Fastify>) => void): Promise<string> {
  const app = Fastify();
  try {
    await app.register(
      async (api) => {
        requireContractRoutes(api);
        register(api);
      },
      { prefix: '/api' },
    );
    await app.ready();
    return 'started';
  } catch (error) {
    return (error as Error).message;
  } finally {
    await app.close();
  }
}

describe('the API contract guard', () => {
  const { me } = API_ROUTES.me;
  const handler = async () => ({});

  it("lets a route declared with the contract's own schema start", async () => {
    expect(await starts((api) => api.get('/me', { schema: me.schema }, handler))).toBe('started');
  });

  it('refuses a copy of the schema, no schema, and a route the contract does not name', async () => {
    expect(await starts((api) => api.get('/me', { schema: { ...me.schema } }, handler))).toBe(
      "GET /api/me must declare the contract's schema (src/api-contract/schemas.ts), not one of its own",
    );
    expect(await starts((api) => api.get('/me', handler))).toMatch(/^GET \/api\/me must declare the contract's schema/);
    expect(await starts((api) => api.get('/me/secrets', { schema: me.schema }, handler))).toBe(
      'GET /api/me/secrets is not a route of the API contract (src/api-contract/schemas.ts)',
    );
  });
});
