/**
 * The API's logs: JSON lines (Fastify's pino) with a request id on every line of a request, and
 * nothing that identifies a person or grants access. Request lines name the route's pattern
 * (`/api/students/:sub/summary`), never the URL itself (its path may hold a student's sub, its
 * query a name or a student id); no headers (tokens, cookies), no bodies, no client address
 * (personal data under the GDPR, and the reverse proxy in front logs it if a school wants it).
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyError, FastifyInstance, FastifyRequest, FastifyServerOptions } from 'fastify';

export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * A proxy's or a client's id is kept when it is plain (a UUID, a trace id): letters, digits and
 * `._:-`, so that it cannot break a log line or a header, or carry an e-mail address.
 */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** Fastify's `genReqId`: the incoming `x-request-id` when sane, else a fresh UUID. */
export function requestIdOf(request: IncomingMessage): string {
  const incoming = request.headers[REQUEST_ID_HEADER];
  return typeof incoming === 'string' && SANE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

/** The route's pattern; without a route (a 404, the SPA's fallback), only the first path segment. */
function routeOf(request: FastifyRequest): string {
  const pattern = request.routeOptions?.url;
  if (pattern) return pattern;
  const [first, ...rest] = (request.raw.url ?? '/').split('?')[0]?.split('/').slice(1) ?? [];
  return `/${first ?? ''}${rest.length > 0 ? '/…' : ''}`;
}

/**
 * Written by hand rather than pino's `err` serializer, which copies every property of an
 * error: PostgreSQL's `detail` quotes the row's values ("Key (student_id)=(S123) already exists").
 */
function errorSummary(error: FastifyError): { type: string; message: string; stack: string; code?: string } {
  return {
    type: error.name,
    message: error.message,
    stack: error.stack ?? '',
    ...(typeof error.code === 'string' ? { code: error.code } : {}),
  };
}

type LoggerOptions = Exclude<NonNullable<FastifyServerOptions['logger']>, boolean>;

/** `logger` with the serializers above (they win over any given), or no logger at all. */
export function privateLogger(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (!logger) return false;
  const options: LoggerOptions = logger === true ? {} : logger;
  return {
    ...options,
    serializers: {
      ...options.serializers,
      req: (request: FastifyRequest) => ({ method: request.method, url: routeOf(request) }),
      res: (reply: { statusCode: number }) => ({ statusCode: reply.statusCode }),
      err: errorSummary,
    },
    // Belt and braces: the serializers log no headers, and a header logged by other code is cut.
    redact: { paths: ['req.headers.authorization', 'req.headers.cookie', 'headers.authorization', 'headers.cookie'], censor: '[redacted]' },
  };
}

/**
 * The running API's logger: JSON lines on stdout, written synchronously. pino's own destination
 * writes asynchronously and loses or reorders the last lines when the process exits (the
 * shutdown's own lines: server/api/graceful-shutdown.ts); Node writes stdout synchronously to
 * files and pipes on Linux, and two lines per request cost nothing next to a database query.
 */
export const processLogger = (level: string): LoggerOptions => ({ level, stream: process.stdout });

/** Sends the request id back, so a person reporting a problem can quote it. */
export function installRequestIdHeader(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    void reply.header(REQUEST_ID_HEADER, request.id);
  });
}
