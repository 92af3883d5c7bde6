// This remote's `./runtime` (shared remote/runtime.ts): what the host starts at start-up, before
// any page of this remote is shown, so the cart is there on every page.
import type { StoreContext } from '@storefront/platform';
import { startCartRuntime } from '../features/cart-state';

export function startRuntime(storeContext: StoreContext): void {
  startCartRuntime(storeContext);
}
