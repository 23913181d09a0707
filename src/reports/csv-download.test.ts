import { describe, expect, it } from 'vitest';
import { CsvRecordCounter, fileNameFromDisposition, readCsvResponse } from './csv-download';

const encoder = new TextEncoder();
const BOM = '\uFEFF';

function streamOf(chunks: readonly string[]): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
}

async function bytesOf(blob: Blob): Promise<number[]> {
  return Array.from(new Uint8Array(await blob.arrayBuffer()));
}

describe('CsvRecordCounter', () => {
  it('counts records across chunk boundaries and ignores line feeds inside quotes', () => {
    const counter = new CsvRecordCounter();
    const csv = `${BOM}name,note\r\n"李明","line one\nline two"\r\n"Ana ""A"" García",ok\r\nlast,row`;
    const bytes = encoder.encode(csv);
    // Feed it in 3-byte pieces so quotes, CR/LF and multi-byte characters straddle chunks.
    for (let i = 0; i < bytes.length; i += 3) counter.push(bytes.subarray(i, i + 3));
    expect(counter.dataRows()).toBe(2);
    expect(counter.dataRows(true)).toBe(3);
    expect(counter.records(true)).toBe(4);
  });

  it('does not count a trailing line feed as an extra row', () => {
    const counter = new CsvRecordCounter();
    counter.push(encoder.encode('h\r\na\r\nb\r\n'));
    expect(counter.dataRows(true)).toBe(2);
  });
});

describe('fileNameFromDisposition', () => {
  it('reads quoted, bare and RFC 5987 names, preferring filename*', () => {
    expect(fileNameFromDisposition('attachment; filename="eq-users-practice-2026-03-01.csv"')).toBe(
      'eq-users-practice-2026-03-01.csv',
    );
    expect(fileNameFromDisposition('attachment; filename=report.csv')).toBe('report.csv');
    expect(fileNameFromDisposition(`attachment; filename="fallback.csv"; filename*=UTF-8''%E6%8A%A5%E5%91%8A.csv`)).toBe(
      '报告.csv',
    );
  });

  it('never returns a path and gives null when there is no name', () => {
    expect(fileNameFromDisposition('attachment; filename="../../etc/passwd"')).toBe('passwd');
    expect(fileNameFromDisposition('attachment')).toBeNull();
    expect(fileNameFromDisposition(null)).toBeNull();
  });
});

describe('readCsvResponse', () => {
  it('reports progress by rows against X-Total-Rows and keeps the bytes (BOM included)', async () => {
    const chunks = [`${BOM}user,name\r\n`, 'a,李明\r\n', 'b,Ana\r\n', 'c,Zoë\r\nd,陈\r\n'];
    const response = new Response(streamOf(chunks), {
      headers: { 'X-Total-Rows': '4', 'Content-Disposition': 'attachment; filename="eq.csv"' },
    });
    const progress: (number | null)[] = [];
    const file = await readCsvResponse(response, (p) => progress.push(p));
    expect(progress).toEqual([0, 0, 0.25, 0.5, 1, 1]);
    expect(file.rows).toBe(4);
    expect(file.fileName).toBe('eq.csv');
    expect(await bytesOf(file.blob)).toEqual(Array.from(encoder.encode(chunks.join(''))));
    expect(file.blob.type).toBe('text/csv;charset=utf-8');
  });

  it('falls back to bytes against Content-Length, then to indeterminate', async () => {
    const body = 'h\na\nb\n';
    const withLength = new Response(streamOf(['h\na\n', 'b\n']), { headers: { 'Content-Length': String(body.length) } });
    const byBytes: (number | null)[] = [];
    await readCsvResponse(withLength, (p) => byBytes.push(p));
    expect(byBytes).toEqual([0, 4 / 6, 1, 1]);

    const unknown: (number | null)[] = [];
    const file = await readCsvResponse(new Response(streamOf(['h\na\n', 'b\n'])), (p) => unknown.push(p));
    expect(unknown).toEqual([null, null, null, 1]);
    expect(file.rows).toBe(2);
  });

  it('rejects an HTTP error, a broken stream and a stream cut short of X-Total-Rows', async () => {
    await expect(readCsvResponse(new Response('nope', { status: 500 }), () => undefined)).rejects.toThrow('500');

    const broken = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(encoder.encode('h\na\n'));
        controller.error(new Error('connection reset'));
      },
    });
    await expect(readCsvResponse(new Response(broken), () => undefined)).rejects.toThrow('connection reset');

    const short = new Response(streamOf(['h\n', 'a\n']), { headers: { 'X-Total-Rows': '3' } });
    await expect(readCsvResponse(short, () => undefined)).rejects.toThrow('1 of 3');
  });
});
