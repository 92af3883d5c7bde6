import { makeProduct } from '@storefront/platform/testing';
import { requestAddToCart } from './request-add-to-cart';
import { emit, on } from '@storefront/platform';

describe('requestAddToCart', () => {
  afterEach(() => {
    jest.useRealTimers();
    delete window.__STOREFRONT_LAST_EVENTS__;
  });

  it("says the cart is unavailable when the cart's runtime never starts, instead of waiting forever", async () => {
    jest.useFakeTimers();
    const sent: unknown[] = [];
    const stop = on('cart:add-requested', (command) => sent.push(command));
    const outcome = requestAddToCart(makeProduct({ id: 1 }), 1, 1000);
    await jest.advanceTimersByTimeAsync(1000);
    stop();
    await expect(outcome).resolves.toEqual({
      status: 'cart-unavailable',
      message: 'The cart is unavailable right now. Please try again later.',
    });
    expect(sent).toEqual([]);
  });

  it('sends the command once the cart announced itself and resolves with its answer', async () => {
    const stop = on('cart:add-requested', ({ requestId }) =>
      emit('cart:add-settled', {
        requestId,
        outcome: { status: 'check-failed', message: 'Unable to verify inventory.' },
      }),
    );
    const outcome = requestAddToCart(makeProduct({ id: 1, sku: 'SKU-1' }));
    emit('cart:changed', { count: 0, lines: [] });
    await expect(outcome).resolves.toEqual({
      status: 'check-failed',
      message: 'Unable to verify inventory.',
    });
    stop();
  });
});
