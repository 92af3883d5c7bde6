// A small in-process cache whose entries expire after a few seconds. Used for catalogue search
// totals and category trees: exact enough for paging, and it spares the database repeated work.

export interface TtlCache<V> {
  /** The cached value for key, or the value of load() stored for ttl milliseconds. */
  get(key: string, load: () => Promise<V>): Promise<V>;
  clear(): void;
}

export function createTtlCache<V>({
  ttlMs,
  maxEntries,
}: {
  ttlMs: number;
  maxEntries: number;
}): TtlCache<V> {
  const entries = new Map<string, { expires: number; value: Promise<V> }>();
  return {
    async get(key, load) {
      const now = Date.now();
      const hit = entries.get(key);
      if (hit && hit.expires > now) return hit.value;
      // Concurrent misses share one load; a failed load is not kept.
      const value = load();
      entries.set(key, { expires: now + ttlMs, value });
      value.catch(() => entries.delete(key));
      if (entries.size > maxEntries) {
        // Maps iterate in insertion order: drop the oldest.
        entries.delete(entries.keys().next().value as string);
      }
      return value;
    },
    clear: () => entries.clear(),
  };
}
