// Browser storage behind a small interface, so tests and private-mode browsers never crash.

/** The part of `Storage` the shop uses. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** An in-memory storage (tests, and browsers where localStorage is blocked). */
export function createMemoryStorage(initial: Record<string, string> = {}): KeyValueStorage {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, String(value)),
    removeItem: (key) => void values.delete(key),
  };
}

/**
 * `window.localStorage` wrapped so that a blocked or full storage (Safari private mode, quota)
 * degrades to "not saved" instead of an exception; memory storage outside the browser.
 */
export function browserStorage(): KeyValueStorage {
  let local: Storage | undefined;
  try {
    local = typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    local = undefined;
  }
  if (!local) return createMemoryStorage();
  const storage = local;
  return {
    getItem: (key) => {
      try {
        return storage.getItem(key);
      } catch {
        return null;
      }
    },
    setItem: (key, value) => {
      try {
        storage.setItem(key, value);
      } catch {
        // Quota exceeded or storage disabled: the value just is not persisted.
      }
    },
    removeItem: (key) => {
      try {
        storage.removeItem(key);
      } catch {
        // Same as above.
      }
    },
  };
}

/** Parses a stored JSON value; unreadable JSON counts as absent. */
export function readStoredJson(storage: KeyValueStorage, key: string): unknown {
  const text = storage.getItem(key);
  if (text === null) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
