const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A UUID in its canonical lower-case form (submission ids, recording ids). */
export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}
