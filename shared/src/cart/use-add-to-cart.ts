// Add to cart with the stock check of SPEC §5: the wanted quantity is checked against
// GET /products/inventories/{sku} before the cart changes.
import { useCallback } from 'react';
import { MESSAGES, type CartItem } from '../domain';
import { type CartProduct } from '../domain/types';
import { showToast } from '../events/event-bus';
import { itemAdded, selectCartLine } from '../state/cart-slice';
import { useAppDispatch, useAppStore } from '../state/hooks';
import { fetchInventory } from '../state/thunks';

/**
 * What happened to one add-to-cart request. A success has raised its toast; a refusal has not: the
 * caller shows it beside the button that was pressed (once, not also in a toast over the nav).
 */
export type AddToCartOutcome =
  | { status: 'added'; quantity: number; available: number; message: string }
  | { status: 'insufficient-stock'; available: number; message: string }
  | { status: 'check-failed'; message: string };

export interface AddToCart {
  /** Adds one unit of the product (a new line, or one more on its line). */
  addToCart(product: CartProduct): Promise<AddToCartOutcome>;
  /** Raises a cart line's quantity by one (the cart page's + button). */
  raiseQuantity(item: CartItem): Promise<AddToCartOutcome>;
}

export function useAddToCart(): AddToCart {
  const dispatch = useAppDispatch();
  const store = useAppStore();

  const addOne = useCallback(
    async (product: CartProduct): Promise<AddToCartOutcome> => {
      const wanted = (selectCartLine(store.getState(), product.id)?.qty ?? 0) + 1;
      if (!product.sku) return { status: 'check-failed', message: MESSAGES.inventoryCheckFailed };

      const check = await dispatch(fetchInventory(product.sku));
      if (fetchInventory.rejected.match(check)) {
        return { status: 'check-failed', message: MESSAGES.inventoryCheckFailed };
      }
      const available = check.payload.total_on_hand;
      if (available < wanted) {
        return {
          status: 'insufficient-stock',
          available,
          message: MESSAGES.notEnoughStock(available, product.sku),
        };
      }
      dispatch(itemAdded(product));
      showToast(MESSAGES.addedToCart, 'success');
      return { status: 'added', quantity: wanted, available, message: MESSAGES.addedToCart };
    },
    [dispatch, store],
  );

  // The line exists, so adding its product once more raises its qty by one.
  const raiseQuantity = useCallback((item: CartItem) => addOne(item), [addOne]);

  return { addToCart: addOne, raiseQuantity };
}
