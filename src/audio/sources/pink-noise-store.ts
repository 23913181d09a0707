/**
 * Pink noise kept in this browser (IndexedDB), so that only a first visit waits the second it
 * takes to make: the worker reads it before generating and keeps what it generated. Anything
 * failing here (no IndexedDB, a private window, a full disk) only means generating it again.
 */
const DATABASE = 'auricle-pink-noise';
const STORE = 'channels';

type Channels = Float32Array<ArrayBuffer>[];

export interface PinkNoiseStore {
  get(key: string): Promise<Channels | undefined>;
  /** Keeps `channels` (not to be transferred before this settles); resolves once written. */
  put(key: string, channels: Channels): Promise<void>;
}

function settled<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });
}

// By tag, not instanceof: what IndexedDB gives back may come from another realm.
const isFloat32 = (value: unknown): value is Float32Array => Object.prototype.toString.call(value) === '[object Float32Array]';
const isChannels = (value: unknown): value is Channels =>
  Array.isArray(value) && value.length > 0 && value.every((channel) => isFloat32(channel) && channel.length === (value[0] as Float32Array).length);

/** Null where IndexedDB cannot be opened. */
export async function openPinkNoiseStore(): Promise<PinkNoiseStore | null> {
  if (typeof indexedDB === 'undefined') return null;
  try {
    const opening = indexedDB.open(DATABASE, 1);
    opening.onupgradeneeded = () => opening.result.createObjectStore(STORE);
    const db = await settled(opening);
    return {
      async get(key) {
        const value: unknown = await settled(db.transaction(STORE).objectStore(STORE).get(key));
        return isChannels(value) ? value : undefined;
      },
      put: (key, channels) => settled(db.transaction(STORE, 'readwrite').objectStore(STORE).put(channels, key)).then(() => undefined),
    };
  } catch {
    return null;
  }
}
