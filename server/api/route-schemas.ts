/** What the routes share beyond the contract's schemas (src/api-contract). */
import { httpError } from './http-error';

/** The value of a positive integer in a query string (the contract's `positiveIntQuery`), bounded above. */
export function readPositiveInt(value: string, name: string, max: number): number {
  const n = Number(value);
  if (n > max) throw httpError(400, `querystring/${name} must be <= ${max}`);
  return n;
}
