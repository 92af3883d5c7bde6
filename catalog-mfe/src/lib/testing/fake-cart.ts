// Stands in for cart-checkout's runtime on the bus (remotes never import each other): it answers
// `cart:add-requested` as the cart does (stock check through the store context's API, then one
// more unit) and announces its lines with `cart:changed`, so the catalogue's pages meet the cart
// only the way they do in the shop.
import {
  MESSAGES,
  emit,
  on,
  type AddToCartOutcome,
  type StoreContext,
  type CartProduct,
} from '@storefront/shared';
import { inventoryApi } from '../../features/product-detail/api/get-inventory';

export interface FakeCart {
  /** The products the page asked the cart to add, in order. */
  requests: CartProduct[];
  /** Product id → units in the cart. */
  lines: Map<number, number>;
  /** Puts one unit in the cart as if added elsewhere (another page, another tab). */
  add(product: CartProduct): void;
  /** Units in the cart (the nav's count). */
  count(): number;
}

const running = new Set<() => void>();

afterEach(() => {
  for (const stop of running) stop();
  running.clear();
});

export function startFakeCart(storeContext: StoreContext): FakeCart {
  const lines = new Map<number, number>();
  const requests: CartProduct[] = [];
  const count = () => [...lines.values()].reduce((sum, quantity) => sum + quantity, 0);
  const announce = () =>
    emit('cart:changed', {
      count: count(),
      lines: [...lines].map(([productId, quantity]) => ({ productId, quantity })),
    });
  const add = (product: CartProduct) => {
    lines.set(product.id, (lines.get(product.id) ?? 0) + 1);
    announce();
  };

  async function settle(product: CartProduct): Promise<AddToCartOutcome> {
    const wanted = (lines.get(product.id) ?? 0) + 1;
    const check = await storeContext.dispatch(
      inventoryApi.endpoints.getInventory.initiate(product.sku, { forceRefetch: true }),
    );
    const available = Number(check.data?.total_on_hand);
    if (check.error || !Number.isFinite(available)) {
      return { status: 'check-failed', message: MESSAGES.inventoryCheckFailed };
    }
    if (available < wanted) {
      return {
        status: 'insufficient-stock',
        available,
        message: MESSAGES.notEnoughStock(available, product.sku),
      };
    }
    add(product);
    return { status: 'added', quantity: wanted, available, message: MESSAGES.addedToCart };
  }

  announce();
  running.add(
    on('cart:add-requested', ({ requestId, product }) => {
      requests.push(product);
      void settle(product).then((outcome) => emit('cart:add-settled', { requestId, outcome }));
    }),
  );
  return { requests, lines, add, count };
}
