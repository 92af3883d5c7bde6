/**
 * How long catalogue totals, counts and category trees may be reused. Counting a large store's
 * products costs more than fetching a page, and shoppers paging through a list ask for the same
 * total again and again; a product change shows up in the counts within this time.
 */
export const CATALOG_COUNTS_TTL_MS = 5_000;
