/**
 * How long a search's total, a filter's category ids and the category trees may be reused. A
 * search is still counted over its matching products, and the terms typed into the search box
 * repeat from shopper to shopper; a change shows up in them within this time. Totals without a
 * search are read exact from active_product_counts and are never cached.
 */
export const CATALOG_COUNTS_TTL_MS = 5_000;
