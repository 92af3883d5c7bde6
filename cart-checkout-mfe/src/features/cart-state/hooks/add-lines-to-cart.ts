// The bus's `cart:lines-add-requested` (account's Buy Again and job lists, issue 40): each line's
// stock is checked like a single add (GET /products/inventories/{sku}, asked afresh), then the
// line gets what the stock allows beside what the cart already holds, never more than the line
// maximum, and no new line past the cart's line limit. Nothing is dropped silently: the answer
// names, per line, the units asked for, the units added and the units on hand.
import {
  MAX_CART_LINES,
  MAX_LINE_QUANTITY,
  MESSAGES,
  type CartProduct,
} from '@storefront/contract';
import type { CartLinesAddResult } from '@storefront/contract/events';
import { showToast, type StoreContext } from '@storefront/platform';
import { fetchInventory } from '../api/fetch-inventory';
import { selectCartItems, unitsAdded } from '../state/cart-slice';

export interface CartLineRequest {
  product: CartProduct;
  quantity: number;
}

/** Units on hand of each line's product; null when its check failed. */
async function unitsOnHand(
  storeContext: StoreContext,
  lines: readonly CartLineRequest[],
): Promise<(number | null)[]> {
  return Promise.all(
    lines.map(async ({ product }) => {
      if (!product.sku) return null;
      const check = await storeContext.dispatch(fetchInventory(product.sku));
      return fetchInventory.fulfilled.match(check) ? check.payload.total_on_hand : null;
    }),
  );
}

export async function addLinesToCart(
  storeContext: StoreContext,
  lines: readonly CartLineRequest[],
): Promise<CartLinesAddResult[]> {
  const stock = await unitsOnHand(storeContext, lines);
  // Applied one after another on the cart as it is now: the checks above took time.
  const results = lines.map(({ product, quantity }, index): CartLinesAddResult => {
    const available = stock[index] ?? null;
    const items = selectCartItems(storeContext.getState());
    const inCart = items.find((item) => item.id === product.id)?.qty ?? 0;
    const hasRoomForLine = inCart > 0 || items.length < MAX_CART_LINES;
    const room =
      available === null || !hasRoomForLine ? 0 : Math.min(available, MAX_LINE_QUANTITY) - inCart;
    const added = Math.max(0, Math.min(quantity, room));
    if (added > 0) storeContext.dispatch(unitsAdded([{ product, qty: added }]));
    return { productId: product.id, requested: quantity, added, available };
  });
  if (results.some((result) => result.added > 0)) showToast(MESSAGES.addedToCart, 'success');
  return results;
}
