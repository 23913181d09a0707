import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CsvFileLocale } from './csv-download';
import { CsvDownloadControl } from './csv-download-control';
import { parseTotalReportQuery } from './report-query';
import { deferred, fakeServices, renderWithServices } from './test-harness';

const encoder = new TextEncoder();
const query = parseTotalReportQuery(new URLSearchParams('view=submissions&kind=official'));

/** A response body the test feeds by hand. */
function controlledBody() {
  let push: (text: string) => void = () => undefined;
  let end: () => void = () => undefined;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      push = (text) => controller.enqueue(encoder.encode(text));
      end = () => controller.close();
    },
  });
  return { body, push: (text: string) => push(text), end: () => end() };
}

function renderControl(fake = fakeServices(), lng: 'en' | 'zh-CN' = 'en') {
  const source = {
    open: (locale: CsvFileLocale, signal: AbortSignal) => fake.api.exportTotalReport('eq', query, locale, signal),
    fallbackFileName: 'eq-submissions-official.csv',
  };
  renderWithServices(<CsvDownloadControl source={source} />, '/totalreport/eq-report', fake, lng);
  return { fake, status: screen.getByTestId('download-status') };
}

describe('CsvDownloadControl', () => {
  it('goes preparing -> progress -> success and saves the server file under its name', async () => {
    const user = userEvent.setup({ delay: null });
    const fake = fakeServices();
    const response = deferred<Response>();
    fake.api.exportTotalReport.mockImplementation(() => response.promise);
    const { status } = renderControl(fake);
    expect(status).toHaveAttribute('data-state', 'idle');

    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(status).toHaveAttribute('data-state', 'preparing');
    expect(status).toHaveTextContent('Preparing download…');
    expect(within(status).getByRole('progressbar')).not.toHaveAttribute('aria-valuenow');
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeDisabled();

    const stream = controlledBody();
    const [header, row1, row2] = ['\uFEFFuser,name\r\n', 'a@x,李明\r\n', 'b@x,Ana García\r\n'] as const;
    response.resolve(
      new Response(stream.body, {
        headers: { 'X-Total-Rows': '2', 'Content-Disposition': 'attachment; filename="eq-submissions-official-2026-03-31.csv"' },
      }),
    );
    stream.push(header + row1);
    await waitFor(() => expect(status).toHaveTextContent('Downloading… 50%'));
    expect(within(status).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '50');
    expect(fake.saveFile).not.toHaveBeenCalled();

    stream.push(row2);
    stream.end();
    await waitFor(() => expect(status).toHaveAttribute('data-state', 'success'));
    expect(status).toHaveTextContent('Downloaded 2 rows as eq-submissions-official-2026-03-31.csv.');
    expect(fake.saveFile).toHaveBeenCalledTimes(1);
    const [blob, fileName] = fake.saveFile.mock.lastCall ?? [new Blob(), ''];
    expect(fileName).toBe('eq-submissions-official-2026-03-31.csv');
    expect(Array.from(new Uint8Array(await blob.arrayBuffer()))).toEqual(Array.from(encoder.encode(header + row1 + row2)));
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeEnabled();
  });

  it('goes preparing -> failed with the message when the request fails, and a retry succeeds', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const user = userEvent.setup({ delay: null });
    const fake = fakeServices();
    const response = deferred<Response>();
    fake.api.exportTotalReport.mockImplementationOnce(() => response.promise);
    const { status } = renderControl(fake);

    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(status).toHaveAttribute('data-state', 'preparing');
    response.reject(new TypeError('Failed to fetch'));
    await waitFor(() => expect(status).toHaveAttribute('data-state', 'failed'));
    expect(within(status).getByRole('alert')).toHaveTextContent('Download failed. Please try again.');
    expect(fake.saveFile).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledWith('CSV export failed', expect.any(TypeError));

    fake.api.exportTotalReport.mockResolvedValueOnce(
      new Response('\uFEFFuser\r\na\r\n', { headers: { 'X-Total-Rows': '1' } }),
    );
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(status).toHaveAttribute('data-state', 'success'));
    expect(fake.saveFile.mock.lastCall?.[1]).toBe('eq-submissions-official.csv');
  });

  it('fails when the stream breaks half way, in Chinese too', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const user = userEvent.setup({ delay: null });
    const fake = fakeServices();
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(encoder.encode('\uFEFFuser\r\na\r\n'));
        controller.error(new Error('connection reset'));
      },
    });
    fake.api.exportTotalReport.mockResolvedValue(new Response(body, { headers: { 'X-Total-Rows': '5' } }));
    const { status } = renderControl(fake, 'zh-CN');

    await user.click(screen.getByRole('button', { name: '下载 CSV' }));
    await waitFor(() => expect(status).toHaveAttribute('data-state', 'failed'));
    expect(status).toHaveTextContent('下载失败，请重试。');
    expect(fake.saveFile).not.toHaveBeenCalled();
    expect(fake.api.exportTotalReport.mock.lastCall?.[2].language).toBe('zh-CN');
  });
});
