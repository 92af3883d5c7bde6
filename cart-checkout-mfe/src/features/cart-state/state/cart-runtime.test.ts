import { act, waitFor } from '@testing-library/react';
import { STORAGE_KEYS } from '@storefront/contract';
import { createMemoryStorage, createStoreContext, storeSwitched } from '@storefront/platform';
import { requestAddToCart } from '../../add-to-cart';
import { fakeFetch, makeProduct, makeTestStoreContext, on } from '@storefront/platform/testing';
import { withCartRuntime } from '../../../lib/testing/with-cart-runtime';
import { itemAdded, selectCartItems } from './cart-slice';

const env = { apiBaseUrl: 'http://api.test' };
const stopListening: (() => void)[] = [];

function startCart(options: { stored?: Record<string, string>; onHand?: number } = {}) {
  const storage = createMemoryStorage(options.stored);
  const { fetch, calls } = fakeFetch({
    body: { sku: 'SKU-1', total_on_hand: options.onHand ?? 5 },
  });
  const storeContext = makeTestStoreContext({ storage, fetch });
  withCartRuntime(storeContext);
  // What the page hears after the start-up announcement.
  const heard: unknown[] = [];
  stopListening.push(on('cart:changed', (payload) => heard.push(payload)));
  return { storeContext, storage, heard, calls };
}

describe("the cart's runtime", () => {
  afterEach(() => {
    stopListening.splice(0).forEach((stop) => stop());
    delete window.__STOREFRONT_LAST_EVENTS__;
  });

  it('announces the restored cart at start, for the nav count of the first page', () => {
    const saved = [{ ...makeProduct({ id: 5 }), qty: 3 }];
    const heard: unknown[] = [];
    const stop = on('cart:changed', (payload) => heard.push(payload));
    withCartRuntime(
      createStoreContext({
        storage: createMemoryStorage({ cart: JSON.stringify(saved) }),
        env,
        storeId: 'default',
        syncAcrossTabs: false,
      }),
    );
    stop();
    expect(heard).toEqual([{ v: 1, count: 3, lines: [{ productId: 5, quantity: 3 }] }]);
  });

  it("announces each store's own count on a store switch, and the first store's again on the way back", () => {
    const { storeContext, heard } = startCart();
    storeContext.dispatch(itemAdded(makeProduct({ id: 3 })));
    storeContext.dispatch(storeSwitched('parts'));
    storeContext.dispatch(storeSwitched('default'));
    expect(heard.map((payload) => (payload as { count: number }).count)).toEqual([1, 0, 1]);
  });

  it("answers the bus's add command after the stock check, and the nav hears the new count", async () => {
    const { storeContext, heard, calls } = startCart({ onHand: 1 });
    const product = makeProduct({ id: 1, sku: 'SKU-1' });
    expect(await requestAddToCart(product)).toEqual({
      status: 'added',
      quantity: 1,
      available: 1,
      message: 'Added to cart',
    });
    expect(calls.map((call) => call.url)).toEqual([
      'http://api.test/store-api/products/inventories/SKU-1',
    ]);
    // The line keeps the product fields the command carries.
    const { id, name, title, price, discount, image, sku } = product;
    const line = { id, name, title, price, discount, image, sku, qty: 1 };
    expect(selectCartItems(storeContext.getState())).toEqual([line]);
    expect(heard).toEqual([{ v: 1, count: 1, lines: [{ productId: 1, quantity: 1 }] }]);

    expect(await requestAddToCart(product)).toEqual({
      status: 'insufficient-stock',
      available: 1,
      message: 'Sorry, only 1 items available for SKU: SKU-1',
    });
    expect(selectCartItems(storeContext.getState())).toEqual([line]);
  });

  it('adds all the units a version 2 command asks for, or none above the stock', async () => {
    const { storeContext } = startCart({ onHand: 4 });
    const product = makeProduct({ id: 1, sku: 'SKU-1' });
    expect(await requestAddToCart(product, 3)).toMatchObject({ status: 'added', quantity: 3 });
    expect(await requestAddToCart(product, 2)).toEqual({
      status: 'insufficient-stock',
      available: 4,
      message: 'Sorry, only 4 items available for SKU: SKU-1',
    });
    expect(selectCartItems(storeContext.getState()).map((line) => line.qty)).toEqual([3]);
  });

  it("still answers an older sender's version 1 command with one unit", async () => {
    const { storeContext } = startCart({ onHand: 4 });
    const settled = new Promise((resolve) => {
      const stop = on('cart:add-settled', (payload) => {
        stop();
        resolve(payload.outcome);
      });
    });
    const { id, title, price, image, sku } = makeProduct({ id: 1, sku: 'SKU-1' });
    window.dispatchEvent(
      new CustomEvent('storefront:cart:add-requested', {
        detail: { v: 1, requestId: 'old', product: { id, title, price, image, sku } },
      }),
    );
    expect(await settled).toMatchObject({ status: 'added', quantity: 1 });
    expect(selectCartItems(storeContext.getState()).map((line) => line.qty)).toEqual([1]);
  });

  it('takes a command sent while the runtime still loads once it has started', async () => {
    const product = makeProduct({ id: 1, sku: 'SKU-1' });
    const outcome = requestAddToCart(product);
    const { storeContext } = startCart();
    expect(await outcome).toMatchObject({ status: 'added', quantity: 1 });
    expect(selectCartItems(storeContext.getState())).toHaveLength(1);
  });

  it('keeps the saved cart under `cart` and `{store}_cart` on every change', async () => {
    const { storeContext, storage } = startCart();
    act(() => storeContext.dispatch(itemAdded(makeProduct({ id: 2 }))));
    await waitFor(() =>
      expect(JSON.parse(storage.getItem(STORAGE_KEYS.storeCart('default')) ?? '[]')).toHaveLength(
        1,
      ),
    );
    expect(storage.getItem(STORAGE_KEYS.cart)).toBe(
      storage.getItem(STORAGE_KEYS.storeCart('default')),
    );
  });

  it('ignores a malformed add command', () => {
    const { storeContext } = startCart();
    const violations = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    act(() => {
      window.dispatchEvent(
        new CustomEvent('storefront:cart:add-requested', {
          detail: { v: 1, requestId: 'x', product: { id: 'seven' } },
        }),
      );
    });
    violations.mockRestore();
    expect(selectCartItems(storeContext.getState())).toEqual([]);
  });
});
