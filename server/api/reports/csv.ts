/** RFC 4180 CSV with a guard against formula injection in spreadsheet applications. */

export type CsvCell = string | number | boolean | null;

/** A UTF-8 byte order mark: spreadsheet applications then read Chinese names correctly. */
export const CSV_BOM = '\uFEFF';

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/**
 * Text that a spreadsheet would run as a formula (= + - @, or a leading tab or CR) gets a
 * leading apostrophe (OWASP's advice). Numbers are our own and stay numbers.
 */
export function csvCell(value: CsvCell): string {
  if (value === null) return '';
  if (typeof value !== 'string') return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvLine(cells: readonly CsvCell[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}
