/**
 * Times in a CSV as the teacher's page shows them: in the browser's time zone, which the SPA
 * sends (`tz`, an IANA name), written `2026-11-29 16:05` (a form spreadsheet applications read
 * as a date and time), with the zone named in the column's header.
 */

export const CSV_FALLBACK_TIME_ZONE = 'UTC';

/**
 * The zone's canonical name ('europe/berlin' reads 'Europe/Berlin'), or UTC when none is given
 * or this server does not know it. UTC rather than a refusal: a browser's time zone data can be
 * newer than the server's, and a file in UTC that says so in its header beats a failed download.
 */
export function csvTimeZone(requested: string | undefined): string {
  const name = requested?.trim();
  if (!name) return CSV_FALLBACK_TIME_ZONE;
  try {
    return new Intl.DateTimeFormat('en', { timeZone: name }).resolvedOptions().timeZone;
  } catch {
    return CSV_FALLBACK_TIME_ZONE;
  }
}

/** Formats ISO 8601 instants as `yyyy-mm-dd hh:mm` in `timeZone` (a name `csvTimeZone` returned). */
export function csvDateTimeFormat(timeZone: string): (iso: string) => string {
  const format = new Intl.DateTimeFormat('en', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  return (iso) => {
    const date = new Date(iso);
    if (Number.isNaN(date.getTime())) return '';
    const part = Object.fromEntries(format.formatToParts(date).map((p) => [p.type, p.value]));
    return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}`;
  };
}
