/**
 * A teacher's recording as an exam question in Chromium: the engine fetches its `api:` sound
 * through the API client (with the user's token), decodes it and plays it at the question's gain.
 */
import { describe, expect, it, vi } from 'vitest';
import { AudioEngine } from '../../audio';
import { rmsDb } from '../../audio/analysis';
import { createProcessorChain } from '../../audio/processors';
import { renderWithTimeout, TEST_SAMPLE_RATE } from '../../audio/testing/render';
import { sine } from '../../audio/testing/signals';
import { encodeWav } from '../../audio/testing/wav';
import { browserFetch } from '../../exam/play-control/browser-engine';
import { configureApiClient } from '../../lib/api-client';
import { dB } from '../../lib/units';
import { timbreDefinition } from './timbre-definition';
import type { TimbreQuestion } from './timbre-question';

const rate = TEST_SAMPLE_RATE;
const ID = '0b5e6f3c-58c4-4f53-9d1e-2a4b8c7d9e01';

describe('an uploaded recording in an exam', () => {
  it('is fetched with the token, decoded and played at the question’s gain', { timeout: 30_000 }, async () => {
    const wav = encodeWav([sine(440, 0.25, rate, rate)], rate);
    const api = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => new Response(wav.slice(0), { headers: { 'content-type': 'audio/wav' } }));
    configureApiClient({ baseUrl: 'http://api.test/api/', getAccessToken: async () => 'token-7', onError: vi.fn(), fetch: api as typeof fetch });

    const levels: number[] = [];
    for (const gainDb of [0, -6]) {
      const context = new OfflineAudioContext(2, rate, rate);
      const engine = new AudioEngine({ context, createProcessorChain, fetch: browserFetch, initial: { volumeDb: dB(0), selected: 'processed' } });
      const question: TimbreQuestion = { instrument: 'erhu', recording: ID, mode: 'basic', delaySeconds: 0, gainDb };
      await engine.setProcessing(timbreDefinition.buildProcessing(question));
      expect(engine.getSnapshot()).toMatchObject({ processing: 'ready', sourceLocked: true, source: { kind: 'clip', url: `api:timbre/recordings/${ID}/audio` } });
      engine.play();
      const rendered = await renderWithTimeout(context);
      levels.push(rmsDb(rendered.getChannelData(0).subarray(rate / 10, rate / 2)));
      engine.dispose();
    }
    // A 0.25 sine is -15.05 dB RMS; the question's -6 dB is 6 dB less.
    expect(levels[0]).toBeCloseTo(20 * Math.log10(0.25 / Math.SQRT2), 0);
    expect((levels[0] ?? 0) - (levels[1] ?? 0)).toBeCloseTo(6, 1);
    const [url, init] = api.mock.calls[0] ?? [];
    expect(String(url)).toBe(`http://api.test/api/timbre/recordings/${ID}/audio`);
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer token-7');
  });
});
