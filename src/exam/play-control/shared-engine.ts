/**
 * The app's one audio engine. It is module-level so every page shares one AudioContext
 * (browsers cap how many exist, and StrictMode would otherwise make two); the context itself
 * is created on the first user gesture, when the browser lets it start.
 */
import { AudioEngine, DeferredAudioEngine, type AudioEngineApi, type FetchLike } from '../../audio';
import { createProcessorChain } from '../../audio/processors';

let shared: DeferredAudioEngine | null = null;
const perContext = new WeakMap<BaseAudioContext, AudioEngine>();

// The composition root binds the browser's fetch once; the engine itself only sees it injected.
const browserFetch: FetchLike = (url, init) => globalThis.fetch(url, init);

export function getSharedAudioEngine(): DeferredAudioEngine {
  shared ??= new DeferredAudioEngine({
    createContext: () => new AudioContext({ latencyHint: 'interactive' }),
    createEngine: (context) => new AudioEngine({ context, createProcessorChain, fetch: browserFetch }),
    defaultSource: { kind: 'pink-noise' },
  });
  return shared;
}

/** One engine per injected context (tests, stories), so re-renders and StrictMode reuse it. */
export function engineForContext(context: BaseAudioContext): AudioEngineApi {
  let engine = perContext.get(context);
  if (!engine) {
    engine = new AudioEngine({ context, createProcessorChain, fetch: browserFetch });
    perContext.set(context, engine);
  }
  return engine;
}

const GESTURES = ['pointerdown', 'keydown', 'touchend'] as const;

/** Activates `engine` on the first gesture anywhere on the page; returns a remover. */
export function activateOnFirstGesture(engine: DeferredAudioEngine, target: Window = window): () => void {
  if (engine.active) return () => undefined;
  const activate = (): void => {
    engine.activate();
    remove();
  };
  const remove = (): void => {
    for (const type of GESTURES) target.removeEventListener(type, activate, true);
  };
  for (const type of GESTURES) target.addEventListener(type, activate, true);
  return remove;
}
