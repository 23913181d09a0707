import { describe, expect, it } from 'vitest';
import { openPinkNoiseStore } from './pink-noise-store';

// tests/setup-node.ts installs fake-indexeddb: the store outlives its connection, as in a browser.
describe('the pink noise kept in this browser', () => {
  it('gives back what was put under its key, in a later connection', async () => {
    const channels = [Float32Array.from([0.1, -0.2, 0.3]), Float32Array.from([0.4, 0.5, -0.6])];
    const expected = channels.map((channel) => Array.from(channel));
    const store = await openPinkNoiseStore();
    await store?.put('gen:44100:default', channels);
    const later = await openPinkNoiseStore();
    expect((await later?.get('gen:44100:default'))?.map((channel) => Array.from(channel))).toEqual(expected);
    expect(await later?.get('gen:48000:default')).toBeUndefined();
  });

  it('ignores a value that is not channels of noise', async () => {
    const store = await openPinkNoiseStore();
    await store?.put('broken', [] as Float32Array<ArrayBuffer>[]);
    expect(await store?.get('broken')).toBeUndefined();
  });
});
