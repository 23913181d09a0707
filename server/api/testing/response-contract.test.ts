import Fastify from 'fastify';
import { Type } from 'typebox';
import { describe, expect, it } from 'vitest';
import { closedObject, nullable, TimeSchema } from '../../../src/api-contract/schemas';
import { checkResponsesAgainstContract } from './response-contract';

const Answer = closedObject({ name: Type.String(), at: nullable(TimeSchema) });

async function appAnswering(payload: unknown) {
  const app = Fastify();
  const contract = checkResponsesAgainstContract(app);
  app.get('/checked', { schema: { response: { 200: Answer } } }, async () => payload);
  app.get('/unchecked', async () => payload);
  await app.ready();
  return { app, contract };
}

describe('the response contract check of test apps', () => {
  it('passes an answer the schema describes, dates as the client receives them', async () => {
    const { app, contract } = await appAnswering({ name: 'Anna', at: new Date('2026-11-30T01:00:00Z') });
    const answer = await app.inject('/checked');
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ name: 'Anna', at: '2026-11-30T01:00:00.000Z' });
    expect(contract.faults).toEqual([]);
  });

  it('refuses a field the schema lacks, which the serialiser would silently drop, a wrong type, and a route without a schema', async () => {
    const { app, contract } = await appAnswering({ name: 7, at: null, extra: true });
    expect((await app.inject('/checked')).statusCode).toBe(500);
    expect((await app.inject('/unchecked')).statusCode).toBe(500);
    expect(contract.faults).toEqual([
      'GET /checked 200: /extra schema is false',
      'GET /checked 200: / must not have additional properties',
      'GET /checked 200: /name must be string',
      'GET /unchecked 200: no response schema',
    ]);
  });
});
