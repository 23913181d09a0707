/**
 * Every JSON answer of a test app checked against its route's response schema (the shared
 * contract, src/api-contract) as the handler made it, before Fastify's serialiser could drop a
 * field the schema lacks or coerce a value to the declared type: either would hide a handler and
 * a contract that disagree. A JSON round trip first, since that is what the client receives of
 * a handler's dates. A fault answers 500 naming the route and the disagreement, and is kept in
 * `faults` for the test that wants to list them.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TSchema } from 'typebox';
import { Value } from 'typebox/value';

type ResponseSchemas = Record<string, TSchema | { content: Record<string, { schema: TSchema }> }>;

/** The schema of a route's answer with `status`: by code, by class (`2xx`), or the default. */
export function responseSchemaOf(schemas: ResponseSchemas | undefined, status: number): TSchema | null {
  const declared = schemas?.[String(status)] ?? schemas?.[`${String(status)[0]}xx`] ?? schemas?.default;
  if (!declared) return null;
  if ('content' in declared) return (declared.content as Record<string, { schema: TSchema } | undefined>)['application/json']?.schema ?? null;
  return declared;
}

/** Why `payload` does not satisfy `schema`, one line per disagreement; empty when it does. */
export function contractFaults(schema: TSchema, payload: unknown): string[] {
  const sent: unknown = payload === undefined ? undefined : JSON.parse(JSON.stringify(payload));
  if (Value.Check(schema, sent)) return [];
  return Value.Errors(schema, sent).map((error) => `${error.instancePath || '/'} ${error.message}`);
}

const isJson = (payload: unknown): boolean =>
  payload !== null && typeof payload === 'object' && !Buffer.isBuffer(payload) && !(payload instanceof Uint8Array) && typeof (payload as { pipe?: unknown }).pipe !== 'function';

export function checkResponsesAgainstContract(app: FastifyInstance): { faults: string[] } {
  const faults: string[] = [];
  app.addHook('preSerialization', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    // Errors are the error handler's (server/api/http-error.ts), the same for every route.
    if (reply.statusCode >= 400 || !isJson(payload)) return payload;
    const route = `${request.method} ${request.routeOptions.url ?? request.url} ${reply.statusCode}`;
    const schema = responseSchemaOf(request.routeOptions.schema?.response as ResponseSchemas | undefined, reply.statusCode);
    const found = schema ? contractFaults(schema, payload).map((fault) => `${route}: ${fault}`) : [`${route}: no response schema`];
    if (found.length === 0) return payload;
    faults.push(...found);
    throw new Error(`The answer disagrees with the contract (src/api-contract):\n${found.join('\n')}`);
  });
  return { faults };
}
