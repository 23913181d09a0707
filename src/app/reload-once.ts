/**
 * Spec section 4: a page module that fails to load (a deploy replaced its chunk, a network
 * blip) reloads the page once; a flag records the reload and is cleared once a route module
 * loads. A second failure in a row is only logged, and the error reaches the route's error page.
 */
import type { KeyValueStorage } from '../lib/storage';

export const RELOAD_FLAG_KEY = 'route-reload-attempted';

export interface ReloadOnceDeps {
  storage: KeyValueStorage;
  reload: () => void;
  log: (message: string, error: unknown) => void;
}

export async function loadWithReloadOnce<T>(load: () => Promise<T>, deps: ReloadOnceDeps): Promise<T> {
  try {
    const module = await load();
    deps.storage.remove(RELOAD_FLAG_KEY);
    return module;
  } catch (error) {
    if (deps.storage.get(RELOAD_FLAG_KEY) === null) {
      deps.storage.set(RELOAD_FLAG_KEY, '1');
      deps.reload();
      // The page is going away: never settle, so nothing renders an error in the meantime.
      return new Promise<T>(() => undefined);
    }
    deps.log('A page module failed to load again after a reload', error);
    throw error;
  }
}
