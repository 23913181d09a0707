import type { FastifyError, FastifyInstance } from 'fastify';
import type { ApiErrorBody, ApiErrorCode } from '../../src/api-contract';

/** An error whose status, message and code are safe to show to the client. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly apiCode?: ApiErrorCode,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const httpError = (status: number, message: string, code?: ApiErrorCode): HttpError => new HttpError(status, message, code);

function statusOf(error: FastifyError | HttpError): number {
  const status = error.statusCode;
  return typeof status === 'number' && status >= 400 && status < 600 ? status : 500;
}

/** Every failure, schema validation included, answers `{ status, message }`. */
export function installErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler<FastifyError | HttpError>((error, request, reply) => {
    const status = statusOf(error);
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    const message = status >= 500 ? 'Internal server error' : error.message;
    // Only our own codes: a Fastify error's `code` (FST_ERR_...) is not part of the contract.
    const code = error instanceof HttpError && status < 500 ? error.apiCode : undefined;
    const body: ApiErrorBody = code ? { status, message, code } : { status, message };
    return reply.status(status).send(body);
  });
  app.setNotFoundHandler((request, reply) => {
    const body: ApiErrorBody = { status: 404, message: `Not found: ${request.method} ${request.url.split('?')[0]}` };
    return reply.status(404).send(body);
  });
}
