import { describe, expect, it } from 'vitest';
import { loadImpulseResponse, synthesizeImpulseResponse } from './impulse-response';

// jsdom has no Worker: this is the path a server rendering the same graph would take.
describe('loadImpulseResponse without Web Workers', () => {
  it('synthesises inline, with progress, and caches the result', async () => {
    expect(typeof Worker).toBe('undefined');
    const fractions: number[] = [];
    const request = { rt60: 0.4, seed: 12, channels: 1 };
    const data = await loadImpulseResponse(request, { onProgress: (fraction) => fractions.push(fraction) });
    expect(data.channels[0]).toEqual(synthesizeImpulseResponse(request).channels[0]);
    expect(fractions.at(-1)).toBe(1);
    expect(await loadImpulseResponse(request)).toBe(data);
  });

  it('rejects a bad request with its message and an aborted one with AbortError', async () => {
    await expect(loadImpulseResponse({ rt60: 100 })).rejects.toThrow(/RT60 100 s outside/);
    const controller = new AbortController();
    controller.abort();
    await expect(loadImpulseResponse({ rt60: 1 }, { signal: controller.signal })).rejects.toMatchObject({ name: 'AbortError' });
  });
});
