/**
 * Small string key-value storage over Web Storage that never throws: private modes and
 * disabled storage make `localStorage` throw on access, and a preference is not worth a crash.
 */
export interface KeyValueStorage {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
}

const PREFIX = 'auricle.';

export function createKeyValueStorage(resolve: () => Storage | undefined): KeyValueStorage {
  const backend = (): Storage | undefined => {
    try {
      return resolve();
    } catch {
      return undefined;
    }
  };
  return {
    get(key) {
      try {
        return backend()?.getItem(PREFIX + key) ?? null;
      } catch {
        return null;
      }
    },
    set(key, value) {
      try {
        backend()?.setItem(PREFIX + key, value);
      } catch {
        // Quota or disabled storage: the preference just is not remembered.
      }
    },
    remove(key) {
      try {
        backend()?.removeItem(PREFIX + key);
      } catch {
        // As above.
      }
    },
  };
}

/** An in-memory storage, for tests and for environments without Web Storage. */
export function createMemoryStorage(): KeyValueStorage {
  const values = new Map<string, string>();
  return {
    get: (key) => values.get(key) ?? null,
    set: (key, value) => void values.set(key, value),
    remove: (key) => void values.delete(key),
  };
}

/** Survives reloads and new tabs (preferences: language, theme, drawer). */
export const persistentStorage: KeyValueStorage = createKeyValueStorage(() =>
  typeof window === 'undefined' ? undefined : window.localStorage,
);

/** Lives as long as the tab (the reload-once flag). */
export const tabStorage: KeyValueStorage = createKeyValueStorage(() =>
  typeof window === 'undefined' ? undefined : window.sessionStorage,
);
