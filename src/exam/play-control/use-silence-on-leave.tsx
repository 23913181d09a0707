import { useEffect } from 'react';
import type { AudioEngineApi } from '../../audio';

/**
 * Stops the engine and lets its sound go when the component that played it goes (a dialog closed,
 * a page left): with its play control gone, nothing else could stop it. Clearing the processing
 * alone is not enough: the engine then plays on its default source (pink noise).
 */
export function useSilenceOnLeave(engine: AudioEngineApi): void {
  useEffect(
    () => () => {
      engine.stop();
      void engine.setProcessing(null).catch(() => undefined);
    },
    [engine],
  );
}
