/**
 * The app's one audio engine. It is module-level so every page shares one AudioContext
 * (browsers cap how many exist, and StrictMode would otherwise make two); the context itself
 * is created on the first user gesture, when the browser lets it start. The engine's code
 * loads separately, from that gesture on: the context is created at once, the engine follows.
 */
import { DeferredAudioEngine, preparePinkNoise, type AudioEngineApi } from '../../audio';
import { persistentStorage } from '../../lib/storage';
import type { createBrowserEngine } from './browser-engine';

type CreateEngine = typeof createBrowserEngine;

let shared: DeferredAudioEngine | null = null;
let loading: Promise<CreateEngine> | null = null;
let loaded: CreateEngine | null = null;
const perContext = new WeakMap<BaseAudioContext, DeferredAudioEngine>();

/** Starts loading the engine's code once; a failed load is tried again on the next call. */
export function preloadAudioEngine(): Promise<CreateEngine> {
  loading ??= import('./browser-engine').then(
    (module) => (loaded = module.createBrowserEngine),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** Synchronous once the code is here, so a preloaded engine starts within the gesture itself. */
function createEngine(context: BaseAudioContext): AudioEngineApi | Promise<AudioEngineApi> {
  return loaded ? loaded(context) : preloadAudioEngine().then((create) => create(context));
}

/** The sample rate of this browser's last AudioContext (the output device's). */
const SAMPLE_RATE_KEY = 'audioSampleRate';
const DEFAULT_SAMPLE_RATE = 48_000;

/** The rate of the context the first gesture will create: this browser's last one's. */
function expectedSampleRate(): number {
  const remembered = Number(persistentStorage.get(SAMPLE_RATE_KEY));
  return Number.isFinite(remembered) && remembered > 0 ? remembered : probeSampleRate();
}

/**
 * Makes the default sound (pink noise) ready for the context the first gesture will create: it
 * takes about a second, which Start would wait for.
 */
export function prepareDefaultSound(): void {
  preparePinkNoise(expectedSampleRate());
}

/**
 * The output device's rate, from a context made and closed at once: before a gesture it cannot
 * start, but it knows its rate (browsers differ: 44.1 or 48 kHz). Once per browser; then remembered.
 */
function probeSampleRate(): number {
  if (typeof AudioContext !== 'function') return DEFAULT_SAMPLE_RATE;
  try {
    const probe = new AudioContext();
    const rate = probe.sampleRate;
    void probe.close().catch(() => undefined);
    persistentStorage.set(SAMPLE_RATE_KEY, String(rate));
    return rate;
  } catch {
    return DEFAULT_SAMPLE_RATE;
  }
}

function createSharedContext(): AudioContext {
  const context = new AudioContext({ latencyHint: 'interactive' });
  persistentStorage.set(SAMPLE_RATE_KEY, String(context.sampleRate));
  return context;
}

export function getSharedAudioEngine(): DeferredAudioEngine {
  shared ??= new DeferredAudioEngine({
    createContext: createSharedContext,
    createEngine,
    defaultSource: { kind: 'pink-noise' },
    expectedSampleRate,
  });
  return shared;
}

/** One engine per injected context (tests, stories), so re-renders and StrictMode reuse it. */
export function engineForContext(context: BaseAudioContext): AudioEngineApi {
  let engine = perContext.get(context);
  if (!engine) {
    engine = new DeferredAudioEngine({ createContext: () => context, createEngine });
    engine.activate();
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
