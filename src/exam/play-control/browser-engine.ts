/**
 * The real engine with the real processor chain: the bulk of the audio code, loaded on demand
 * (see shared-engine.ts) so an exam page renders before it arrives.
 */
import { AudioEngine, type AudioEngineApi, type FetchLike } from '../../audio';
import { createProcessorChain } from '../../audio/processors';
import { API_URL_SCHEME, apiFetch } from '../../lib/api-client';

/**
 * The composition root binds the fetch once; the engine itself only sees it injected. Public
 * files (the catalogue's clips) come by plain fetch, `api:` sounds (teachers' recordings)
 * through the API client, which adds the token.
 */
export const browserFetch: FetchLike = (url, init) =>
  url.startsWith(API_URL_SCHEME)
    ? apiFetch(url.slice(API_URL_SCHEME.length), { ...init, headers: { Accept: 'audio/*' }, reportErrors: false })
    : globalThis.fetch(url, init);

export function createBrowserEngine(context: BaseAudioContext): AudioEngineApi {
  return new AudioEngine({ context, createProcessorChain, fetch: browserFetch });
}
