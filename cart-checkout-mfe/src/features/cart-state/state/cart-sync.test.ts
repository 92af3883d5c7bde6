import { waitFor } from '@testing-library/react';
import {
  createMemoryStorage,
  createStoreContext,
  loggedIn,
  type FetchLike,
} from '@storefront/platform';
import { normalizeUser } from '@storefront/contract';
import type { CartRecord } from '@storefront/contract/records';
import {
  makeCustomer,
  makeProduct,
  selectGuestId,
  signInAsAccountDoes,
  signOutAsAccountDoes,
} from '@storefront/platform/testing';
import {
  cartSyncRequested,
  itemAdded,
  selectCartItems,
  selectCartSync,
  selectPricedCart,
} from './cart-slice';
import { CART_SYNC_DEBOUNCE_MS } from './cart-sync';
import { withCartRuntime } from '../../../lib/testing/with-cart-runtime';

const GUEST_ID = `guest_${'ab'.repeat(16)}`;
const customer = makeCustomer({ phone: null, shippingAddress: null });

interface Call {
  method: string;
  path: string;
  body: unknown;
}

/** What the API client reads of a response (jsdom has no `Response`). */
const jsonResponse = (status: number, body: unknown) =>
  ({
    ok: status < 400,
    status,
    headers: new Headers(),
    text: async () => JSON.stringify(body),
  }) as unknown as Response;

type Line = { productId: number; quantity: number };

/** The store API's answer for `lines`, every unit priced at 10. */
function priced(lines: Line[]): CartRecord {
  const subtotal = lines.reduce((sum, line) => sum + 10 * line.quantity, 0);
  return {
    items: lines.map(({ productId, quantity }) => ({
      id: productId,
      productId,
      name: `Server ${productId}`,
      title: `Server ${productId}`,
      sku: `SKU-${productId}`,
      image: 'i.svg',
      price: 10,
      discount: 0,
      unit_price: 10,
      quantity,
      qty: quantity,
      line_total: 10 * quantity,
      available_stock: 50,
      shipping_class: 'parcel' as const,
      weight_lb: 2,
      available: true,
    })),
    subtotal,
    shipping_charge: subtotal >= 100 ? 0 : 5,
    freight_charge: 0,
    total: subtotal + (subtotal >= 100 ? 0 : 5),
  };
}

/** A fake store API: prices every line at 10 per unit, or answers with `failures` first. */
function fakeCartApi(failures: number[] = []) {
  const calls: Call[] = [];
  const pending = [...failures];
  const fetch = jest.fn(async (url: string, init: RequestInit = {}) => {
    const path = new URL(url).pathname.replace('/store-api', '');
    const body = init.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ method: init.method ?? 'GET', path, body });
    const status = pending.shift();
    if (status) return jsonResponse(status, { error: 'Down' });
    // The customer's cart after the conversion holds 3 of product 1 (their 2 and the guest's 1).
    const lines = path === '/cart' && !body ? [{ productId: 1, quantity: 3 }] : (body?.items ?? []);
    return jsonResponse(200, priced(lines));
  });
  return { fetch, calls };
}

/**
 * A store API keeping carts the way the real one does: a PUT replaces the cart, POST /cart/convert
 * adds the guest's quantities to the customer's and deletes the guest's cart.
 */
function fakeServerCarts() {
  const carts = new Map<string, Map<number, number>>();
  const cartOf = (key: string) => carts.get(key) ?? new Map<number, number>();
  const answer = (key: string) =>
    jsonResponse(
      200,
      priced([...cartOf(key)].map(([productId, quantity]) => ({ productId, quantity }))),
    );
  const fetch: FetchLike = async (url, init = {}) => {
    const path = new URL(url).pathname.replace('/store-api', '');
    const body = init.body ? JSON.parse(String(init.body)) : undefined;
    const key = path === '/cart' ? 'customer' : path.replace('/cart/guest/', '');
    if (path === '/auth/logout') return jsonResponse(200, {});
    if (path === '/cart/convert') {
      const merged = cartOf('customer');
      for (const [id, qty] of cartOf(body.guestId)) merged.set(id, (merged.get(id) ?? 0) + qty);
      carts.set('customer', merged);
      carts.delete(body.guestId);
      return answer('customer');
    }
    if (init.method === 'PUT') {
      carts.set(key, new Map(body.items.map((line: Line) => [line.productId, line.quantity])));
    }
    return answer(key);
  };
  /** Product id → quantity of the customer's server cart. */
  const customerCart = () => Object.fromEntries(cartOf('customer'));
  return { fetch, customerCart };
}

const session = { token: 't0k', expiresAt: '2030-01-01T00:00:00.000Z', customer };

function quantities(storeContext: ReturnType<typeof setup>) {
  return selectCartItems(storeContext.getState()).map(({ id, qty }) => ({ id, qty }));
}

function setup(api: { fetch: FetchLike }) {
  return withCartRuntime(
    createStoreContext({
      storage: createMemoryStorage({ default_guestId: GUEST_ID }),
      env: { apiBaseUrl: 'http://api.test' },
      storeId: 'default',
      fetch: api.fetch,
      syncAcrossTabs: false,
      syncWithServer: true,
    }),
  );
}

/** A customer whose server cart holds one of product 1, signed out again: a guest with an empty cart. */
async function signedOutWithASavedCart() {
  const server = fakeServerCarts();
  const storeContext = setup(server);
  await storeContext.dispatch(signInAsAccountDoes(session));
  await waitFor(() => expect(selectCartSync(storeContext.getState()).status).toBe('synced'));
  storeContext.dispatch(itemAdded(makeProduct({ id: 1 })));
  await waitFor(() => expect(server.customerCart()).toEqual({ 1: 1 }));
  await storeContext.dispatch(signOutAsAccountDoes());
  await waitFor(() => expect(selectCartSync(storeContext.getState()).status).toBe('synced'));
  return { server, storeContext };
}

describe('cart sync', () => {
  it('keeps the cart out of the store API in mock mode, whose products it does not know', async () => {
    const api = fakeCartApi();
    const storeContext = withCartRuntime(
      createStoreContext({
        storage: createMemoryStorage({ default_guestId: GUEST_ID }),
        env: {
          apiBaseUrl: 'http://api.test',
          catalogSource: 'mock',
          mockApiUrl: 'http://sample.test',
        },
        storeId: 'default',
        fetch: api.fetch,
        syncAcrossTabs: false,
        syncWithServer: true,
      }),
    );
    jest.useFakeTimers();
    try {
      storeContext.dispatch(itemAdded(makeProduct({ id: 1 })));
      await jest.advanceTimersByTimeAsync(CART_SYNC_DEBOUNCE_MS * 2);
    } finally {
      jest.useRealTimers();
    }
    expect(api.calls).toEqual([]);
    expect(selectCartItems(storeContext.getState())).toHaveLength(1);
    expect(selectCartSync(storeContext.getState()).status).toBe('off');
  });

  it("sends the guest's lines once after a burst of changes and keeps the priced answer", async () => {
    const api = fakeCartApi();
    const storeContext = setup(api);
    await waitFor(() =>
      expect(selectCartSync(storeContext.getState())).toMatchObject({ status: 'synced' }),
    );
    api.calls.length = 0;

    storeContext.dispatch(itemAdded(makeProduct({ id: 1 })));
    storeContext.dispatch(itemAdded(makeProduct({ id: 1 })));
    storeContext.dispatch(itemAdded(makeProduct({ id: 2 })));
    expect(selectCartSync(storeContext.getState()).status).toBe('pending');
    await waitFor(() => expect(selectPricedCart(storeContext.getState())?.subtotal).toBe(30));

    expect(api.calls).toEqual([
      {
        method: 'PUT',
        path: `/cart/guest/${GUEST_ID}`,
        body: {
          items: [
            { productId: 1, quantity: 2 },
            { productId: 2, quantity: 1 },
          ],
        },
      },
    ]);
  });

  it('retries a failed sync with backoff and never touches the lines meanwhile', async () => {
    const api = fakeCartApi([503]);
    const storeContext = setup(api);
    await waitFor(() => expect(selectCartSync(storeContext.getState()).status).toBe('failed'));
    expect(selectCartSync(storeContext.getState()).error).toBe('Down');
    await waitFor(() => expect(selectCartSync(storeContext.getState()).status).toBe('synced'), {
      timeout: 3000,
    });
    expect(api.calls).toHaveLength(2);
  });

  it('does not retry a refusal', async () => {
    const api = fakeCartApi([400]);
    const storeContext = setup(api);
    await waitFor(() => expect(selectCartSync(storeContext.getState()).status).toBe('failed'));
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(api.calls).toHaveLength(1);
  });

  it("merges the guest's lines into the customer's cart on sign-in and shows the merged cart", async () => {
    const api = fakeCartApi();
    const storeContext = setup(api);
    storeContext.dispatch(itemAdded(makeProduct({ id: 1 })));
    await waitFor(() => expect(selectPricedCart(storeContext.getState())).not.toBeNull());
    api.calls.length = 0;

    await storeContext.dispatch(
      signInAsAccountDoes({ token: 't0k', expiresAt: '2030-01-01T00:00:00.000Z', customer }),
    );
    await waitFor(() =>
      expect(selectCartItems(storeContext.getState()).map(({ id, qty }) => ({ id, qty }))).toEqual([
        { id: 1, qty: 3 },
      ]),
    );
    expect(api.calls.slice(0, 2)).toEqual([
      { method: 'POST', path: '/cart/convert', body: { guestId: GUEST_ID } },
      { method: 'GET', path: '/cart', body: undefined },
    ]);
    expect(selectGuestId(storeContext.getState())).toBeNull();
    await waitFor(() => expect(api.calls.at(-1)?.path).toBe('/cart'));
  });

  it("keeps the sign-in, the guest id and the browser's lines when the guest cart's conversion fails", async () => {
    const api = fakeCartApi();
    const storeContext = setup(api);
    storeContext.dispatch(itemAdded(makeProduct({ id: 1 })));
    await waitFor(() => expect(selectPricedCart(storeContext.getState())).not.toBeNull());
    api.fetch.mockImplementationOnce(async () => jsonResponse(503, { error: 'Down' }));
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});

    await storeContext.dispatch(signInAsAccountDoes(session));
    await waitFor(() =>
      expect(warn).toHaveBeenCalledWith('Guest cart conversion failed', expect.anything()),
    );
    warn.mockRestore();
    expect(selectGuestId(storeContext.getState())).toBe(GUEST_ID);
    expect(quantities(storeContext)).toEqual([{ id: 1, qty: 1 }]);
  });

  it('converts nothing for a session restored at start-up', async () => {
    const api = fakeCartApi();
    const storeContext = withCartRuntime(
      createStoreContext({
        storage: createMemoryStorage({ default_guestId: GUEST_ID, default_authToken: 't0k' }),
        env: { apiBaseUrl: 'http://api.test' },
        storeId: 'default',
        fetch: api.fetch,
        syncAcrossTabs: false,
        syncWithServer: true,
      }),
    );
    storeContext.dispatch(loggedIn({ user: normalizeUser(customer), token: 't0k' }));
    await waitFor(() => expect(selectCartSync(storeContext.getState()).status).toBe('synced'));
    expect(api.calls.map((call) => `${call.method} ${call.path}`)).not.toContain(
      'POST /cart/convert',
    );
  });

  it('gives the customer the same cart at every sign-in and an empty guest cart after each sign-out', async () => {
    const server = fakeServerCarts();
    const storeContext = setup(server);
    const synced = () =>
      waitFor(() => expect(selectCartSync(storeContext.getState()).status).toBe('synced'));
    await storeContext.dispatch(signInAsAccountDoes(session));
    await waitFor(() => expect(selectCartSync(storeContext.getState()).status).toBe('synced'));
    storeContext.dispatch(itemAdded(makeProduct({ id: 1 })));
    await waitFor(() => expect(server.customerCart()).toEqual({ 1: 1 }));

    for (let cycle = 1; cycle <= 3; cycle += 1) {
      await storeContext.dispatch(signOutAsAccountDoes());
      expect(quantities(storeContext)).toEqual([]);
      await synced();
      // The second time, a guest really adds a product before signing in: merged once.
      if (cycle === 2) {
        storeContext.dispatch(itemAdded(makeProduct({ id: 2 })));
        await waitFor(() => expect(selectPricedCart(storeContext.getState())).not.toBeNull());
      }
      await storeContext.dispatch(signInAsAccountDoes(session));
      await waitFor(() =>
        expect(quantities(storeContext)).toEqual(
          cycle === 1
            ? [{ id: 1, qty: 1 }]
            : [
                { id: 1, qty: 1 },
                { id: 2, qty: 1 },
              ],
        ),
      );
      await synced();
    }
    expect(server.customerCart()).toEqual({ 1: 1, 2: 1 });
  });

  it('keeps a product the guest added just before signing in, before its save reached the server', async () => {
    const { server, storeContext } = await signedOutWithASavedCart();

    // Added and signed in within the sync's quiet time: the guest's server cart never had it.
    storeContext.dispatch(itemAdded(makeProduct({ id: 2 })));
    await storeContext.dispatch(signInAsAccountDoes(session));
    await waitFor(() =>
      expect(quantities(storeContext)).toEqual([
        { id: 1, qty: 1 },
        { id: 2, qty: 1 },
      ]),
    );
    await waitFor(() => expect(server.customerCart()).toEqual({ 1: 1, 2: 1 }));
  });

  it("adds a unit the guest added just before signing in to the customer's saved line", async () => {
    const { server, storeContext } = await signedOutWithASavedCart();
    // One more of the product the customer already has, signed in within the sync's quiet time:
    // the sign-in saves the guest's change before the merge, so the merge counts it.
    storeContext.dispatch(itemAdded(makeProduct({ id: 1 })));
    await storeContext.dispatch(signInAsAccountDoes(session));
    await waitFor(() => expect(quantities(storeContext)).toEqual([{ id: 1, qty: 2 }]));
    await waitFor(() => expect(server.customerCart()).toEqual({ 1: 2 }));
  });

  it("saves a change still waiting for its sync before the sign-out revokes the customer's token", async () => {
    const server = fakeServerCarts();
    const storeContext = setup(server);
    await storeContext.dispatch(signInAsAccountDoes(session));
    storeContext.dispatch(itemAdded(makeProduct({ id: 1 })));
    await storeContext.dispatch(signOutAsAccountDoes());
    expect(server.customerCart()).toEqual({ 1: 1 });
  });

  it("takes the customer's cart after a sign-in even when another change cuts in during the merge", async () => {
    const { server, storeContext } = await signedOutWithASavedCart();

    const signingIn = storeContext.dispatch(signInAsAccountDoes(session));
    // The cart page opening asks for a sync while the guest cart is being merged.
    storeContext.dispatch(cartSyncRequested());
    await signingIn;
    await waitFor(() => expect(quantities(storeContext)).toEqual([{ id: 1, qty: 1 }]));
    await waitFor(() => expect(selectCartSync(storeContext.getState()).status).toBe('synced'));
    expect(server.customerCart()).toEqual({ 1: 1 });
  });
});
