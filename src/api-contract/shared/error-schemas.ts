import { Type, type Static } from 'typebox';
import { API_ERROR_CODES } from '../../lib/api-error-codes';
import { closedObject } from './common-schemas';

/** Every error response body: schema validation, HttpError and rate limits alike (server/api/http-error.ts). */
export const ApiErrorBodySchema = closedObject({
  status: Type.Integer({ minimum: 400, maximum: 599 }),
  message: Type.String(),
  /** Set where a client must tell this refusal from others. */
  code: Type.Optional(Type.Enum(Object.values(API_ERROR_CODES), { type: 'string' })),
});
export type ApiErrorBody = Static<typeof ApiErrorBodySchema>;
