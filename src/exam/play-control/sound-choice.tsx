/**
 * The listener's choice of sound (pink noise, a loop of the built-in programme library, or their
 * own file), shared by the sound settings (where it is made), the play bar (which refuses to play
 * "Sound file" before a file is loaded, and says so) and the exam page (whose questions may depend
 * on the loop: EQ asks only what it reveals). One per engine, so it outlives a page as the engine
 * does. A file that fails to load is the engine's own error (origin 'source').
 */
import { useCallback, useSyncExternalStore } from 'react';
import { isAudioSourceError, type AudioEngineApi, type AudioEngineErrorCode, type SourceInfo, type SourceSpec } from '../../audio';
import { isProgrammeLoopId, PROGRAMME_LOOP_IDS, type ProgrammeLoopId } from '../../audio/programme';

/** Pink noise, one loop of the programme library (by id), or the student's file. */
export type SourceChoice = 'pink-noise' | 'file' | ProgrammeLoopId;

/** Everything a practice exam offers, in the order the choice lists it. */
export const ALL_SOURCES: readonly SourceChoice[] = ['pink-noise', ...PROGRAMME_LOOP_IDS, 'file'];

export const isLoopChoice = (choice: SourceChoice): choice is ProgrammeLoopId => isProgrammeLoopId(choice);

/** What the engine loads for a choice; null for a file (the student must pick one first). */
export function sourceSpecOf(choice: SourceChoice): SourceSpec | null {
  if (choice === 'pink-noise') return { kind: 'pink-noise' };
  if (choice === 'file') return null;
  return { kind: 'programme', loop: choice };
}

/** The choice a loaded source stands for (null: something no choice makes, a test's buffer). */
export function choiceOf(source: SourceInfo | null): SourceChoice | null {
  if (source?.kind === 'pink-noise') return 'pink-noise';
  if (source?.kind === 'file') return 'file';
  if (source?.kind === 'programme') return source.loop;
  return null;
}

/** A loop of the programme library that could not be loaded, and why. */
export interface LoopProblem {
  loop: ProgrammeLoopId;
  code: AudioEngineErrorCode;
}

export interface SoundChoice {
  choice: SourceChoice;
  /** Play was pressed with "Sound file" chosen and no file loaded. */
  missingFile: boolean;
  /** The loop being fetched and decoded now, if one is. */
  loadingLoop: ProgrammeLoopId | null;
  /** The last loop that failed to load (the sound heard stays what it was). */
  loopProblem: LoopProblem | null;
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
    const choice = choiceOf(engine.getSnapshot().userSource) ?? 'pink-noise';
    store = createSoundChoiceStore({ choice, missingFile: false, loadingLoop: null, loopProblem: null });
    stores.set(engine, store);
  }
  return store;
}

/** Loads a loop as the engine's source, keeping its progress and failure with the choice. */
export function loadLoop(engine: AudioEngineApi, loop: ProgrammeLoopId): Promise<void> {
  const store = soundChoiceOf(engine);
  store.set({ loadingLoop: loop, loopProblem: null });
  return engine
    .setSource({ kind: 'programme', loop })
    .catch((error: unknown) => store.set({ loopProblem: { loop, code: isAudioSourceError(error) ? error.code : 'fetch-failed' } }))
    .finally(() => {
      if (store.get().loadingLoop === loop) store.set({ loadingLoop: null });
    });
}

/**
 * The choice as this control offers it: a choice it does not offer (an official exam offers
 * only its own material) reads as its first source.
 */
export function useSoundChoice(
  engine: AudioEngineApi,
  sources: readonly SourceChoice[] = ALL_SOURCES,
): SoundChoice & { /** The student's own choice, offered here or not. */ chosen: SourceChoice; store: SoundChoiceStore } {
  const store = soundChoiceOf(engine);
  const subscribe = useCallback((listener: () => void) => store.subscribe(listener), [store]);
  const chosen = useSyncExternalStore(subscribe, store.get);
  const choice = sources.includes(chosen.choice) ? chosen.choice : (sources[0] ?? 'pink-noise');
  return { ...chosen, choice, chosen: chosen.choice, store };
}
