// Asking the cart (cart-checkout's runtime) to do something through the bus, for pages of other
// remotes: they never import the cart. The cart's runtime announces itself with its first
// `cart:changed`; a command waits for it, so an add pressed while the runtime still loads is not
// lost, and a cart remote that never comes gives a readable refusal instead of a hang.
import { MESSAGES } from '@storefront/contract';
import type { CartProduct } from '@storefront/contract';
import type { AddToCartOutcome } from '@storefront/contract/events';
import { emit, lastEvent, nextRequestId, on } from '@storefront/platform';

/** How long a command waits for the cart's runtime to start, then for its answer. */
export const CART_COMMAND_TIMEOUT_MS = 15_000;

/** What a page shows when the cart did not answer. */
export type CartRequestOutcome = AddToCartOutcome | { status: 'cart-unavailable'; message: string };

/**
 * Adds `quantity` units of the product to the cart after its stock check, all or none
 * (`cart:add-requested`).
 */
export function requestAddToCart(
  product: CartProduct,
  quantity = 1,
  timeoutMs = CART_COMMAND_TIMEOUT_MS,
): Promise<CartRequestOutcome> {
  const requestId = nextRequestId();
  const { id, name, title, price, discount, image, sku } = product;
  return new Promise((resolve) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopWaitingForCart = () => {};
    const stopListening = on('cart:add-settled', (payload) => {
      if (payload.requestId === requestId) finish(payload.outcome);
    });
    function finish(outcome: CartRequestOutcome) {
      clearTimeout(timer);
      stopListening();
      stopWaitingForCart();
      resolve(outcome);
    }
    function startTimer() {
      clearTimeout(timer);
      timer = setTimeout(
        () => finish({ status: 'cart-unavailable', message: MESSAGES.cartUnavailable }),
        timeoutMs,
      );
    }
    function send() {
      stopWaitingForCart();
      startTimer();
      emit('cart:add-requested', {
        requestId,
        product: { id, name, title, price, discount, image, sku },
        quantity,
      });
    }
    startTimer();
    if (lastEvent('cart:changed')) send();
    else stopWaitingForCart = on('cart:changed', send);
  });
}
