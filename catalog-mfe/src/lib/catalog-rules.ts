// The catalogue pages' own numbers (SPEC §9): page sizes, search timing, how many cards a list,
// a skeleton or the home page shows. Catalog's alone; the store API's limits are in the contract.
import type { FeaturedStrategy } from '@storefront/contract';

export const PAGE_SIZES = {
  /** /product grid */
  products: 12,
  brandProducts: 12,
  categoryProducts: 12,
  /** /categories list */
  categories: 8,
  /** The shared product grid's pagination. */
  productGrid: 9,
  /** The brand list loads up to this many brands at once. */
  brandListMax: 1000,
} as const;

export const RELATED_PRODUCTS_LIMIT = 8;

export const FEATURED_DEFAULT_STRATEGY: FeaturedStrategy = 'random';
export const FEATURED_HOME_LIMIT = 9;

export const SEARCH_MIN_CHARS = 2;
export const SEARCH_DEBOUNCE_MS = 300;
/** Brand and category text search. */
export const TEXT_FILTER_DEBOUNCE_MS = 500;
export const SEARCH_SUGGESTIONS_LIMIT = 5;

export const SKELETON_COUNTS = {
  brandGrid: 9,
  productsPage: 12,
} as const;
