import { LRUCache } from 'lru-cache';

/**
 * How long a search's total, a filter's category ids and the category trees may be reused. A
 * search is still counted over its matching products, and the terms typed into the search box
 * repeat from shopper to shopper; a change shows up in them within this time. Totals without a
 * search are read exact from active_product_counts and are never cached.
 */
export const CATALOG_COUNTS_TTL_MS = 5_000;

/** A cache of loads: `forceFetch(key, { context: load })` answers a fresh value or load()'s. */
export type CatalogCache<V extends NonNullable<unknown>> = LRUCache<string, V, () => Promise<V>>;

/**
 * An in-process cache of catalogue reads kept CATALOG_COUNTS_TTL_MS, the least recently used
 * dropped beyond `max` entries. Concurrent misses of a key share one load; a failed load is not
 * kept; a load still running when its entry is dropped still answers its callers (lru-cache
 * would otherwise abort it and fail them). Forget entries by changing their keys, not with
 * delete() or clear(), which abort running loads the same way.
 */
export function catalogCache<V extends NonNullable<unknown>>(max: number): CatalogCache<V> {
  return new LRUCache<string, V, () => Promise<V>>({
    max,
    ttl: CATALOG_COUNTS_TTL_MS,
    ignoreFetchAbort: true,
    fetchMethod: (_key, _stale, { context }) => context(),
  });
}
