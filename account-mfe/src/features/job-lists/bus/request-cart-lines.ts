// Asking the cart (cart-checkout's runtime) to add whole lines through the bus
// (`cart:lines-add-requested`): account never imports the cart. The cart's runtime announces
// itself with its first `cart:changed`; the request waits for it, and a cart that never answers
// gives `null` (the page says the cart is unavailable) instead of a hang.
import type { CartProduct } from '@storefront/contract';
import type { CartLinesAddResult } from '@storefront/contract/events';
import { emit, lastEvent, nextRequestId, on } from '@storefront/platform';

/** How long a request waits for the cart's runtime to start, then for its answer. */
export const CART_LINES_TIMEOUT_MS = 15_000;

export interface CartLineRequest {
  product: CartProduct;
  quantity: number;
}

/** What the cart did with each line, in the order sent; null when the cart did not answer. */
export function requestCartLines(
  lines: CartLineRequest[],
  timeoutMs = CART_LINES_TIMEOUT_MS,
): Promise<CartLinesAddResult[] | null> {
  const requestId = nextRequestId();
  return new Promise((resolve) => {
    const stops: (() => void)[] = [];
    const finish = (results: CartLinesAddResult[] | null) => {
      clearTimeout(timer);
      stops.forEach((stop) => stop());
      resolve(results);
    };
    const timer = setTimeout(() => finish(null), timeoutMs);
    stops.push(
      on('cart:lines-add-settled', (payload) => {
        if (payload.requestId === requestId) finish(payload.lines);
      }),
    );
    const send = () => emit('cart:lines-add-requested', { requestId, lines });
    if (lastEvent('cart:changed')) send();
    else {
      const stopWaiting = on('cart:changed', () => {
        stopWaiting();
        send();
      });
      stops.push(stopWaiting);
    }
  });
}
