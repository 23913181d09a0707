/**
 * The window of a scheduled exam as `<input type="datetime-local">` edits it: wall-clock time in
 * the browser's time zone, without seconds. The API speaks ISO 8601 instants.
 */

const pad = (n: number): string => String(n).padStart(2, '0');

/** An instant as a datetime-local value in the browser's zone, e.g. '2026-03-02T09:00'; '' when invalid. */
export function toLocalInput(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

const LOCAL_INPUT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?$/;

/** A datetime-local value (read in the browser's zone) as an ISO instant; null when empty or malformed. */
export function fromLocalInput(value: string): string | null {
  if (!LOCAL_INPUT.test(value)) return null;
  // Without an offset, the Date constructor reads a date-time form as local time.
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** A new exam opens at this local hour of the next day. */
const DEFAULT_OPENING_HOUR = 9;
const DEFAULT_OPEN_DAYS = 7;

/**
 * A new exam's window: from 09:00 tomorrow (local), for a week. Not sooner: an exam opens to the
 * class at once, and until it opens the teacher can still preview it and change anything.
 */
export function defaultWindow(now: number): { opensAt: string; closesAt: string } {
  const today = new Date(now);
  const day = (after: number) => new Date(today.getFullYear(), today.getMonth(), today.getDate() + after, DEFAULT_OPENING_HOUR);
  return { opensAt: day(1).toISOString(), closesAt: day(1 + DEFAULT_OPEN_DAYS).toISOString() };
}
