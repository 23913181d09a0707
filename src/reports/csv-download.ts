/**
 * Reads the streamed CSV export while it arrives, so the page can show how far it got.
 * Progress counts finished data rows against the server's `X-Total-Rows` header; without
 * it, bytes against `Content-Length`; without either it stays indeterminate (null).
 * The bytes are kept as they came (BOM included) so the saved file is the server's file.
 */

const QUOTE = 0x22;
const LINE_FEED = 0x0a;

/** Counts CSV records in a byte stream; a line feed inside a quoted field does not end a record. */
export class CsvRecordCounter {
  private inQuotes = false;
  private lineHasContent = false;
  private completed = 0;

  push(bytes: Uint8Array): void {
    for (const byte of bytes) {
      // UTF-8 never uses these byte values inside a multi-byte character, so a byte scan is exact.
      if (byte === QUOTE) this.inQuotes = !this.inQuotes;
      if (byte === LINE_FEED && !this.inQuotes) {
        this.completed += 1;
        this.lineHasContent = false;
      } else {
        this.lineHasContent = true;
      }
    }
  }

  /** Records so far, the header included; a last line without a line feed counts at the end. */
  records(final = false): number {
    return this.completed + (final && this.lineHasContent ? 1 : 0);
  }

  /** Data rows so far (the header line excluded). */
  dataRows(final = false): number {
    return Math.max(0, this.records(final) - 1);
  }
}

/** What a CSV file is written in: the UI's language, and the browser's time zone (IANA) for its times. */
export interface CsvFileLocale {
  language: string;
  timeZone: string;
}

/** The time zone the page shows times in (the browser's), for the server to write the file's times in. */
export const browserTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

export interface CsvFile {
  blob: Blob;
  fileName: string | null;
  rows: number;
}

/** 0..1, or null when the size of the download is unknown. */
export type ProgressListener = (fraction: number | null) => void;

function headerNumber(response: Response, name: string): number | null {
  const raw = response.headers.get(name);
  if (raw === null || !/^\d+$/.test(raw.trim())) return null;
  return Number(raw);
}

/** The file name of a `Content-Disposition` header (RFC 6266: `filename*` wins over `filename`). */
export function fileNameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (extended?.[1]) {
    try {
      return sanitizeFileName(decodeURIComponent(extended[1].trim()));
    } catch {
      // A malformed percent-encoding: fall through to the plain parameter.
    }
  }
  const quoted = /filename\s*=\s*"((?:[^"\\]|\\.)*)"/.exec(header);
  if (quoted?.[1]) return sanitizeFileName(quoted[1].replace(/\\(.)/g, '$1'));
  const bare = /filename\s*=\s*([^;\s]+)/.exec(header);
  return bare?.[1] ? sanitizeFileName(bare[1]) : null;
}

function sanitizeFileName(name: string): string | null {
  const base = name.split(/[\\/]/).pop()?.trim() ?? '';
  return base === '' ? null : base;
}

function fractionOf(done: number, total: number | null): number | null {
  if (total === null) return null;
  if (total === 0) return 1;
  return Math.min(1, done / total);
}

/** Reads a successful export response to the end; rejects on an HTTP error or a broken stream. */
export async function readCsvResponse(response: Response, onProgress: ProgressListener): Promise<CsvFile> {
  if (!response.ok) throw new Error(`Export failed with HTTP ${response.status}`);
  const totalRows = headerNumber(response, 'X-Total-Rows');
  const totalBytes = headerNumber(response, 'Content-Length');
  const fileName = fileNameFromDisposition(response.headers.get('Content-Disposition'));
  const counter = new CsvRecordCounter();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let bytes = 0;
  onProgress(totalRows === 0 ? 1 : totalRows !== null || totalBytes !== null ? 0 : null);

  if (response.body === null) {
    const buffer = new Uint8Array(await response.arrayBuffer());
    counter.push(buffer);
    chunks.push(buffer);
  } else {
    const reader = response.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      const chunk = new Uint8Array(value);
      chunks.push(chunk);
      counter.push(chunk);
      bytes += chunk.byteLength;
      onProgress(totalRows !== null ? fractionOf(counter.dataRows(), totalRows) : fractionOf(bytes, totalBytes));
    }
  }

  const rows = counter.dataRows(true);
  // Submissions are never deleted, so fewer rows than announced means a cut-off stream.
  if (totalRows !== null && rows < totalRows) {
    throw new Error(`Export ended after ${rows} of ${totalRows} rows`);
  }
  onProgress(1);
  return { blob: new Blob(chunks, { type: 'text/csv;charset=utf-8' }), fileName, rows };
}

/** Hands a finished file to the browser's download manager. */
export function saveFileWithAnchor(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.rel = 'noopener';
  anchor.style.display = 'none';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // Revoking at once can cancel the download before the browser has read the blob.
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
