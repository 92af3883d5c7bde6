import { emit } from '@storefront/platform';
import { makeProduct, makeTestStoreContext, on } from '@storefront/platform/testing';
import { waitFor } from '@testing-library/react';
import { withCartRuntime } from '../../../lib/testing/with-cart-runtime';
import { itemAdded, selectCartItems } from '../state/cart-slice';

/** The store API's stock per SKU; a SKU not listed answers 500 (a failed check). */
function stockFetch(onHand: Record<string, number>) {
  return jest.fn(async (url: string) => {
    const sku = decodeURIComponent(url.split('/').pop() ?? '');
    const known = sku in onHand;
    return {
      ok: known,
      status: known ? 200 : 500,
      headers: new Headers(),
      text: async () =>
        JSON.stringify(known ? { sku, total_on_hand: onHand[sku] } : { error: 'down' }),
    } as unknown as Response;
  });
}

describe("the cart's answer to cart:lines-add-requested", () => {
  afterEach(() => delete window.__STOREFRONT_LAST_EVENTS__);

  it('adds what the stock allows beside the cart, and names every line it could not add in full', async () => {
    const storeContext = makeTestStoreContext({
      fetch: stockFetch({ 'SKU-WRENCH': 5, 'SKU-FILTER': 40, 'SKU-BLOWER': 0 }),
    });
    withCartRuntime(storeContext);
    const wrench = makeProduct({ id: 1, sku: 'SKU-WRENCH', title: 'Wrench' });
    const filter = makeProduct({ id: 2, sku: 'SKU-FILTER', title: 'Filter' });
    const blower = makeProduct({ id: 3, sku: 'SKU-BLOWER', title: 'Blower' });
    const igniter = makeProduct({ id: 4, sku: 'SKU-IGNITER', title: 'Igniter' });
    storeContext.dispatch(itemAdded(wrench));
    storeContext.dispatch(itemAdded(wrench));

    const answers: unknown[] = [];
    const stop = on('cart:lines-add-settled', (payload) => answers.push(payload));
    emit('cart:lines-add-requested', {
      requestId: 'buy-again-1',
      lines: [
        { product: wrench, quantity: 4 },
        { product: filter, quantity: 3 },
        { product: blower, quantity: 1 },
        { product: igniter, quantity: 2 },
      ],
    });
    await waitFor(() => expect(answers).toHaveLength(1));
    stop();

    expect(answers[0]).toEqual({
      v: 1,
      requestId: 'buy-again-1',
      lines: [
        // 2 already in the cart, 5 on hand: 3 more of the 4 asked for.
        { productId: 1, requested: 4, added: 3, available: 5 },
        { productId: 2, requested: 3, added: 3, available: 40 },
        { productId: 3, requested: 1, added: 0, available: 0 },
        { productId: 4, requested: 2, added: 0, available: null },
      ],
    });
    expect(selectCartItems(storeContext.getState()).map((item) => [item.title, item.qty])).toEqual([
      ['Wrench', 5],
      ['Filter', 3],
    ]);
  });
});
