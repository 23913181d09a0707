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

const HOUR_MS = 3_600_000;

/** A new exam's window: from the next full hour, for a week. */
export function defaultWindow(now: number): { opensAt: string; closesAt: string } {
  const opens = new Date(Math.ceil(now / HOUR_MS) * HOUR_MS);
  if (opens.getTime() === now) opens.setTime(now + HOUR_MS);
  const closes = new Date(opens.getTime());
  closes.setDate(closes.getDate() + 7);
  return { opensAt: opens.toISOString(), closesAt: closes.toISOString() };
}
