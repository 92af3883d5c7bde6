// Add to cart with the stock check of SPEC §5: the wanted quantity is checked against
// GET /products/inventories/{sku} before the cart changes.
import { useCallback } from 'react';
import { MAX_LINE_QUANTITY, MESSAGES, type CartItem, type CartProduct } from '@storefront/contract';
import { showToast, useStoreContext, type StoreContext } from '@storefront/platform';
import { type AddToCartOutcome } from '@storefront/contract/events';
import { fetchInventory } from '../api/fetch-inventory';
import { selectCartLine, unitsAdded } from '../state/cart-slice';

export interface AddToCart {
  /** Adds one unit of the product (a new line, or one more on its line). */
  addToCart(product: CartProduct): Promise<AddToCartOutcome>;
  /** Raises a cart line's quantity by one (the cart page's + button). */
  raiseQuantity(item: CartItem): Promise<AddToCartOutcome>;
}

/**
 * Adds units of the product (a new line, or more on its line) once the stock allows them all:
 * above the stock, or past the line maximum, nothing is added (SPEC §5's stock message). A success
 * has raised its toast; a refusal has not: the caller shows it beside the button that was pressed
 * (once, not also in a toast over the nav).
 */
export async function addUnitsToCart(
  storeContext: StoreContext,
  product: CartProduct,
  units = 1,
): Promise<AddToCartOutcome> {
  const { dispatch } = storeContext;
  const wanted = (selectCartLine(storeContext.getState(), product.id)?.qty ?? 0) + units;
  if (!product.sku) return { status: 'check-failed', message: MESSAGES.inventoryCheckFailed };

  const check = await dispatch(fetchInventory(product.sku));
  if (fetchInventory.rejected.match(check)) {
    return { status: 'check-failed', message: MESSAGES.inventoryCheckFailed };
  }
  const available = check.payload.total_on_hand;
  const allowed = Math.min(available, MAX_LINE_QUANTITY);
  if (allowed < wanted) {
    return {
      status: 'insufficient-stock',
      available,
      message: MESSAGES.notEnoughStock(allowed, product.sku),
    };
  }
  dispatch(unitsAdded([{ product, qty: units }]));
  showToast(MESSAGES.addedToCart, 'success');
  return { status: 'added', quantity: wanted, available, message: MESSAGES.addedToCart };
}

export function useAddToCart(): AddToCart {
  const storeContext = useStoreContext();
  const addOne = useCallback(
    (product: CartProduct) => addUnitsToCart(storeContext, product),
    [storeContext],
  );

  // The line exists, so adding its product once more raises its qty by one.
  const raiseQuantity = useCallback((item: CartItem) => addOne(item), [addOne]);

  return { addToCart: addOne, raiseQuantity };
}
