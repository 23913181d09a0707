import { render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { browserFetch } from '../../exam/play-control/browser-engine';
import { configureApiClient } from '../../lib/api-client';
import type { InstrumentRecording } from '../../api-contract';
import { recordingSoundUrl } from './recording-ref';
import type { TimbreSettingsDraft } from './timbre-settings';
import { TimbreSettingsForm } from './timbre-settings-form';

const uploaded: InstrumentRecording[] = [
  { id: '0b5e6f3c-58c4-4f53-9d1e-2a4b8c7d9e01', instrument: 'erhu', fileName: 'erhu.wav', sizeBytes: 1, durationSeconds: 3, loudnessLufs: -29, uploadedAt: '2026-11-01T00:00:00.000Z' },
  { id: '7f1d2c3b-4a59-4e6f-8a7b-9c0d1e2f3a4b', instrument: 'pipa', fileName: 'pipa.wav', sizeBytes: 1, durationSeconds: 3, loudnessLufs: null, uploadedAt: '2026-11-01T00:00:00.000Z' },
];

function withApi(respond: (url: string) => Response) {
  const fetchMock = vi.fn(async (url: RequestInfo | URL, _init?: RequestInit) => respond(String(url)));
  configureApiClient({ baseUrl: 'http://api.test/api/', getAccessToken: async () => 'token-1', onError: vi.fn(), fetch: fetchMock as typeof fetch });
  return fetchMock;
}

function Harness({ readOnly = false, initial }: { readOnly?: boolean; initial: TimbreSettingsDraft }) {
  const [draft, setDraft] = useState(initial);
  return (
    <>
      <TimbreSettingsForm draft={draft} errors={{}} readOnly={readOnly} onChange={setDraft} />
      <output data-testid="draft">{JSON.stringify(draft)}</output>
    </>
  );
}

describe('timbre settings form', () => {
  it('adds the teachers’ recordings listed by the API to the exam, at the gain that matches the clips, and says so', async () => {
    const fetchMock = withApi(() => Response.json(uploaded));
    render(<Harness initial={{ mode: 'advanced' }} />);
    expect(await screen.findByText('The exam also plays 2 recordings uploaded by your teachers.')).toBeInTheDocument();
    expect(JSON.parse(screen.getByTestId('draft').textContent ?? '')).toEqual({
      mode: 'advanced',
      recordings: [
        { id: uploaded[0]?.id, instrument: 'erhu', gainDb: 6 },
        { id: uploaded[1]?.id, instrument: 'pipa', gainDb: 0 },
      ],
    });
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('http://api.test/api/timbre/recordings');
  });

  it('plays the catalogue only when the API cannot list recordings, and leaves an official exam’s settings alone', async () => {
    const fetchMock = withApi(() => new Response('down', { status: 503 }));
    const { unmount } = render(<Harness initial={{ mode: 'basic', recordings: [{ id: uploaded[0]?.id ?? '', instrument: 'erhu', gainDb: 6 }] }} />);
    await waitFor(() => expect(JSON.parse(screen.getByTestId('draft').textContent ?? '')).toEqual({ mode: 'basic' }));
    expect(screen.queryByTestId('timbre-settings-recordings')).toBeNull();
    unmount();
    fetchMock.mockClear();
    render(<Harness readOnly initial={{ mode: 'advanced', recordings: [{ id: uploaded[0]?.id ?? '', instrument: 'erhu', gainDb: 6 }] }} />);
    expect(screen.getByText('The exam also plays 1 recording uploaded by your teachers.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('the engine fetches a recording through the API with the user’s token, and a public clip without it', async () => {
    const fetchMock = withApi(() => new Response(new Uint8Array([1, 2, 3]), { headers: { 'content-type': 'audio/wav' } }));
    const response = await browserFetch(recordingSoundUrl(uploaded[0]?.id ?? ''));
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(new Uint8Array([1, 2, 3]));
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toBe(`http://api.test/api/timbre/recordings/${uploaded[0]?.id}/audio`);
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer token-1');
    const plain = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('x'));
    await browserFetch('/audio/timbre/violin.opus');
    expect(plain).toHaveBeenCalledWith('/audio/timbre/violin.opus', undefined);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    plain.mockRestore();
  });
});
