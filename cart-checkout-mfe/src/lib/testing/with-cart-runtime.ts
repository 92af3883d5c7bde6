// Tests get the store context the way the host hands it over: with this remote's cart runtime
// started. Each runtime listens on the shared window, so every one is stopped after its test.
import type { StoreContext } from '@storefront/platform';
import { startCartRuntime } from '../../features/cart-state';

const runningCarts = new Set<() => void>();

afterEach(() => {
  for (const stop of runningCarts) stop();
  runningCarts.clear();
});

/** The store context with the cart's runtime started (stopped after the test). */
export function withCartRuntime<S extends StoreContext>(storeContext: S): S {
  runningCarts.add(startCartRuntime(storeContext));
  return storeContext;
}
