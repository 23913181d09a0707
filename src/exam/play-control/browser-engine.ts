/**
 * The real engine with the real processor chain: the bulk of the audio code, loaded on demand
 * (see shared-engine.ts) so an exam page renders before it arrives.
 */
import { AudioEngine, type AudioEngineApi, type FetchLike } from '../../audio';
import { createProcessorChain } from '../../audio/processors';

// The composition root binds the browser's fetch once; the engine itself only sees it injected.
const browserFetch: FetchLike = (url, init) => globalThis.fetch(url, init);

export function createBrowserEngine(context: BaseAudioContext): AudioEngineApi {
  return new AudioEngine({ context, createProcessorChain, fetch: browserFetch });
}
