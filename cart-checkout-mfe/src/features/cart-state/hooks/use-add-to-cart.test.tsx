import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { StorefrontProviders, type StoreContext } from '@storefront/platform';
import { type AddToCartOutcome } from '@storefront/contract/events';
import { fakeFetch, makeProduct, makeTestStoreContext, on } from '@storefront/platform/testing';
import { withCartRuntime } from '../../../lib/testing/with-cart-runtime';
import { itemAdded, selectCartItems } from '../state/cart-slice';
import { useAddToCart } from './use-add-to-cart';

function setup(fetch: ReturnType<typeof fakeFetch>['fetch']) {
  const storeContext = withCartRuntime(makeTestStoreContext({ fetch }));
  const wrapper = ({ children }: { children: ReactNode }) => (
    <StorefrontProviders storeContext={storeContext}>{children}</StorefrontProviders>
  );
  const { result } = renderHook(() => useAddToCart(), { wrapper });
  const toasts: unknown[] = [];
  const stop = on('toast', (detail) => toasts.push(detail));
  return { storeContext, result, toasts, stop };
}

async function run(action: () => Promise<AddToCartOutcome>) {
  let outcome: AddToCartOutcome | undefined;
  await act(async () => {
    outcome = await action();
  });
  return outcome as AddToCartOutcome;
}

const lines = (storeContext: StoreContext) =>
  selectCartItems(storeContext.getState()).map(({ id, qty }) => ({ id, qty }));

describe('useAddToCart', () => {
  it("checks the stock, adds the product and toasts 'Added to cart'", async () => {
    const { fetch, calls } = fakeFetch({ body: { sku: 'SKU-1', total_on_hand: 5 } });
    const { storeContext, result, toasts, stop } = setup(fetch);
    const outcome = await run(() => result.current.addToCart(makeProduct({ id: 1 })));
    stop();
    expect(calls[0]?.url).toBe('http://api.test/store-api/products/inventories/SKU-1');
    expect(outcome).toEqual({
      status: 'added',
      quantity: 1,
      available: 5,
      message: 'Added to cart',
    });
    expect(lines(storeContext)).toEqual([{ id: 1, qty: 1 }]);
    expect(toasts).toEqual([{ v: 1, type: 'success', message: 'Added to cart' }]);
  });

  it('refuses more than the stock with the SKU message, for the caller to show (no toast)', async () => {
    const { fetch } = fakeFetch({ body: { sku: 'SKU-1', total_on_hand: 2 } });
    const { storeContext, result, toasts, stop } = setup(fetch);
    storeContext.dispatch(itemAdded(makeProduct({ id: 1 })));
    storeContext.dispatch(itemAdded(makeProduct({ id: 1 })));
    const outcome = await run(() => result.current.addToCart(makeProduct({ id: 1 })));
    stop();
    expect(outcome).toMatchObject({ status: 'insufficient-stock', available: 2 });
    expect(outcome.message).toBe('Sorry, only 2 items available for SKU: SKU-1');
    expect(lines(storeContext)).toEqual([{ id: 1, qty: 2 }]);
    expect(toasts).toEqual([]);
  });

  it('raises a line quantity only within the stock', async () => {
    const { fetch } = fakeFetch({ body: { sku: 'SKU-3', total_on_hand: 2 } });
    const { storeContext, result, stop } = setup(fetch);
    storeContext.dispatch(itemAdded(makeProduct({ id: 3 })));
    const line = () => selectCartItems(storeContext.getState())[0]!;
    expect(await run(() => result.current.raiseQuantity(line()))).toMatchObject({
      status: 'added',
      quantity: 2,
    });
    expect(await run(() => result.current.raiseQuantity(line()))).toMatchObject({
      status: 'insufficient-stock',
      message: 'Sorry, only 2 items available for SKU: SKU-3',
    });
    stop();
    expect(lines(storeContext)).toEqual([{ id: 3, qty: 2 }]);
  });

  it("says 'Unable to verify inventory. Please try again later.' when the check fails (no toast)", async () => {
    const { fetch } = fakeFetch({ status: 500, body: { error: 'Database unavailable' } });
    const { storeContext, result, toasts, stop } = setup(fetch);
    const outcome = await run(() => result.current.addToCart(makeProduct({ id: 1 })));
    stop();
    expect(outcome).toEqual({
      status: 'check-failed',
      message: 'Unable to verify inventory. Please try again later.',
    });
    expect(lines(storeContext)).toEqual([]);
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
