/**
 * The engine's code loads on demand: asked for before it has arrived, the engine follows once
 * it does; once preloaded, it is built at once (within the gesture that asked for it).
 */
import { describe, expect, it } from 'vitest';
import { dB } from '../../lib/units';
import { engineForContext, preloadAudioEngine } from './shared-engine';

const context = (): OfflineAudioContext => new OfflineAudioContext(2, 4800, 48_000);

describe('the shared engine, loaded on demand', () => {
  it('arrives after its code when asked for first', async () => {
    const engine = engineForContext(context());
    expect(engine.getSnapshot().active).toBe(false);
    engine.setVolume(dB(-20));
    await expect.poll(() => engine.getSnapshot().active, { timeout: 10_000 }).toBe(true);
    expect(engine.getSnapshot().volumeDb).toBe(-20);
  });

  it('is built at once when its code is already here', async () => {
    await preloadAudioEngine();
    const engine = engineForContext(context());
    expect(engine.getSnapshot().active).toBe(true);
  });
});
