import { createContext, useCallback, useContext, useEffect, useSyncExternalStore, type ReactNode } from 'react';
import type { AudioEngineApi, AudioEngineSnapshot } from '../../audio';
import { activateOnFirstGesture, engineForContext, getSharedAudioEngine, prepareDefaultSound } from './shared-engine';

const EngineContext = createContext<AudioEngineApi | null>(null);

export interface AudioEngineProviderProps {
  /** An engine to use as is (tests inject a fake). */
  engine?: AudioEngineApi;
  /** A context to build the engine on (an OfflineAudioContext in browser tests). */
  context?: BaseAudioContext;
  children: ReactNode;
}

/** Gives its subtree the app's audio engine: the shared one unless an engine or context is injected. */
export function AudioEngineProvider({ engine, context, children }: AudioEngineProviderProps) {
  const injected = engine ?? (context ? engineForContext(context) : null);
  const value = injected ?? getSharedAudioEngine();
  // Started while the page below still renders (it is made once): the pink noise takes about a
  // second, which a Start pressed soon after would otherwise wait for.
  if (!injected) prepareDefaultSound();
  useEffect(() => {
    if (injected) return undefined;
    // The engine's code waits for the first gesture (a page only read never needs it), and loads
    // while that gesture's page update renders.
    return activateOnFirstGesture(getSharedAudioEngine());
  }, [injected]);
  return <EngineContext.Provider value={value}>{children}</EngineContext.Provider>;
}

/** The engine and its current snapshot (re-renders when the snapshot changes). */
export function useAudioEngine(): { engine: AudioEngineApi; snapshot: AudioEngineSnapshot } {
  const engine = useContext(EngineContext);
  if (!engine) throw new Error('useAudioEngine() needs an <AudioEngineProvider> above it');
  const subscribe = useCallback((listener: () => void) => engine.subscribe(listener), [engine]);
  const getSnapshot = useCallback(() => engine.getSnapshot(), [engine]);
  const snapshot = useSyncExternalStore(subscribe, getSnapshot);
  return { engine, snapshot };
}
