/** JSON-schema pieces shared by the route schemas. */
import { AREA_IDS } from '../../src/lib/area-registry';
import { httpError } from './http-error';

export const areaSchema = { type: 'string', enum: [...AREA_IDS] } as const;

export const uuidSchema = { type: 'string', format: 'uuid' } as const;

/** A positive integer in a query string (declared as a string: query values are text). */
export const positiveIntQuery = (defaultValue: number) =>
  ({ type: 'string', pattern: '^[1-9][0-9]{0,6}$', default: String(defaultValue) }) as const;

/** The value of a `positiveIntQuery`, bounded above. */
export function readPositiveInt(value: string, name: string, max: number): number {
  const n = Number(value);
  if (n > max) throw httpError(400, `querystring/${name} must be <= ${max}`);
  return n;
}
