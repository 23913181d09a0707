/**
 * The listener's choice of sound (pink noise or their own file), shared by the sound settings
 * (where it is made) and the play bar (which refuses to play "Sound file" before a file is
 * loaded, and says so). One per engine, so it outlives a page as the engine does. A file that
 * fails to load is the engine's own error (origin 'source').
 */
import { useCallback, useSyncExternalStore } from 'react';
import type { AudioEngineApi } from '../../audio';

export type UserSourceKind = 'pink-noise' | 'file';

export interface SoundChoice {
  kind: UserSourceKind;
  /** Play was pressed with "Sound file" chosen and no file loaded. */
  missingFile: boolean;
}

export interface SoundChoiceStore {
  get(): SoundChoice;
  set(patch: Partial<SoundChoice>): void;
  subscribe(listener: () => void): () => void;
}

function createSoundChoiceStore(initial: SoundChoice): SoundChoiceStore {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(patch) {
      value = { ...value, ...patch };
      for (const listener of [...listeners]) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

const stores = new WeakMap<AudioEngineApi, SoundChoiceStore>();

export function soundChoiceOf(engine: AudioEngineApi): SoundChoiceStore {
  let store = stores.get(engine);
  if (!store) {
    store = createSoundChoiceStore({ kind: engine.getSnapshot().userSource?.kind === 'file' ? 'file' : 'pink-noise', missingFile: false });
    stores.set(engine, store);
  }
  return store;
}

/**
 * The choice as this control offers it: a kind it does not offer (an official exam offers
 * only pink noise) reads as its first source.
 */
export function useSoundChoice(engine: AudioEngineApi, sources: readonly UserSourceKind[]): SoundChoice & { store: SoundChoiceStore } {
  const store = soundChoiceOf(engine);
  const subscribe = useCallback((listener: () => void) => store.subscribe(listener), [store]);
  const choice = useSyncExternalStore(subscribe, store.get);
  const kind = sources.includes(choice.kind) ? choice.kind : (sources[0] ?? 'pink-noise');
  return { kind, missingFile: choice.missingFile, store };
}
