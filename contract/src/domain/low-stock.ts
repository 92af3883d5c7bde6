// How the shop tells a shopper that few units are left (docs/decisions/0008-product-page.md): the
// catalogue's cards and the cart's add-to-cart widget say it the same way.

/** With this many units on hand or fewer (and at least one), the shopper is told how many. */
const LOW_STOCK_MAX_UNITS = 5;

/**
 * "Only 2 left" for 1 to LOW_STOCK_MAX_UNITS units on hand; undefined with more, with none (the
 * page says out of stock) or when the count is unknown (an API from before the field).
 */
export function lowStockNote(unitsOnHand: number | null | undefined): string | undefined {
  if (typeof unitsOnHand !== 'number' || unitsOnHand < 1 || unitsOnHand > LOW_STOCK_MAX_UNITS)
    return undefined;
  return `Only ${unitsOnHand} left`;
}
