import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { on } from '../events/event-bus';
import { itemAdded, selectCartItems } from '../state/cart-slice';
import type { AppStore } from '../state/create-store';
import { fakeFetch, makeProduct } from '../testing/fixtures';
import { makeTestStore } from '../testing/render';
import { StorefrontProviders } from '../ui/storefront-providers';
import { useAddToCart, type AddToCartOutcome } from './use-add-to-cart';

function setup(fetch: ReturnType<typeof fakeFetch>['fetch']) {
  const store = makeTestStore({ fetch });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <StorefrontProviders store={store}>{children}</StorefrontProviders>
  );
  const { result } = renderHook(() => useAddToCart(), { wrapper });
  const toasts: unknown[] = [];
  const stop = on('toast', (detail) => toasts.push(detail));
  return { store, result, toasts, stop };
}

async function run(action: () => Promise<AddToCartOutcome>) {
  let outcome: AddToCartOutcome | undefined;
  await act(async () => {
    outcome = await action();
  });
  return outcome as AddToCartOutcome;
}

const lines = (store: AppStore) =>
  selectCartItems(store.getState()).map(({ id, qty }) => ({ id, qty }));

describe('useAddToCart', () => {
  it("checks the stock, adds the product and toasts 'Added to cart'", async () => {
    const { fetch, calls } = fakeFetch({ body: { sku: 'SKU-1', total_on_hand: 5 } });
    const { store, result, toasts, stop } = setup(fetch);
    const outcome = await run(() => result.current.addToCart(makeProduct({ id: 1 })));
    stop();
    expect(calls[0]?.url).toBe('http://api.test/store-api/products/inventories/SKU-1');
    expect(outcome).toEqual({
      status: 'added',
      quantity: 1,
      available: 5,
      message: 'Added to cart',
    });
    expect(lines(store)).toEqual([{ id: 1, qty: 1 }]);
    expect(toasts).toEqual([{ type: 'success', message: 'Added to cart' }]);
  });

  it('refuses more than the stock with the SKU message, for the caller to show (no toast)', async () => {
    const { fetch } = fakeFetch({ body: { sku: 'SKU-1', total_on_hand: 2 } });
    const { store, result, toasts, stop } = setup(fetch);
    store.dispatch(itemAdded(makeProduct({ id: 1 })));
    store.dispatch(itemAdded(makeProduct({ id: 1 })));
    const outcome = await run(() => result.current.addToCart(makeProduct({ id: 1 })));
    stop();
    expect(outcome).toMatchObject({ status: 'insufficient-stock', available: 2 });
    expect(outcome.message).toBe('Sorry, only 2 items available for SKU: SKU-1');
    expect(lines(store)).toEqual([{ id: 1, qty: 2 }]);
    expect(toasts).toEqual([]);
  });

  it('raises a line quantity only within the stock', async () => {
    const { fetch } = fakeFetch({ body: { sku: 'SKU-3', total_on_hand: 2 } });
    const { store, result, stop } = setup(fetch);
    store.dispatch(itemAdded(makeProduct({ id: 3 })));
    const line = () => selectCartItems(store.getState())[0]!;
    expect(await run(() => result.current.raiseQuantity(line()))).toMatchObject({
      status: 'added',
      quantity: 2,
    });
    expect(await run(() => result.current.raiseQuantity(line()))).toMatchObject({
      status: 'insufficient-stock',
      message: 'Sorry, only 2 items available for SKU: SKU-3',
    });
    stop();
    expect(lines(store)).toEqual([{ id: 3, qty: 2 }]);
  });

  it("says 'Unable to verify inventory. Please try again later.' when the check fails (no toast)", async () => {
    const { fetch } = fakeFetch({ status: 500, body: { error: 'Database unavailable' } });
    const { store, result, toasts, stop } = setup(fetch);
    const outcome = await run(() => result.current.addToCart(makeProduct({ id: 1 })));
    stop();
    expect(outcome).toEqual({
      status: 'check-failed',
      message: 'Unable to verify inventory. Please try again later.',
    });
    expect(lines(store)).toEqual([]);
    expect(toasts).toEqual([]);
  });

  it('treats an unreadable stock answer as a failed check', async () => {
    const { fetch } = fakeFetch({ body: { sku: 'SKU-1' } });
    const { result, stop } = setup(fetch);
    const outcome = await run(() => result.current.addToCart(makeProduct({ id: 1 })));
    stop();
    expect(outcome.status).toBe('check-failed');
  });
});
