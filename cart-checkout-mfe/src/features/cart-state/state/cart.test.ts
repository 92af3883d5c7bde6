import { STORAGE_KEYS, normalizeUser } from '@storefront/contract';
import {
  createMemoryStorage,
  createStoreContext,
  loggedIn,
  storeSwitched,
} from '@storefront/platform';
import { makeCustomer, makeProduct, on } from '@storefront/platform/testing';
import {
  cartCleared,
  itemAdded,
  itemRemoved,
  lineDeleted,
  selectCartCount,
  selectCartItems,
  selectCartSubtotalCents,
} from './cart-slice';
import { withCartRuntime } from '../../../lib/testing/with-cart-runtime';

const env = { apiBaseUrl: 'http://api.test' };

function setup(initial: Record<string, string> = {}) {
  const storage = createMemoryStorage(initial);
  const storeContext = withCartRuntime(
    createStoreContext({ storage, env, storeId: 'default', syncAcrossTabs: false }),
  );
  return { storeContext, storage };
}

describe('cart rules', () => {
  it('adds a new product with qty 1', () => {
    const { storeContext } = setup();
    storeContext.dispatch(itemAdded(makeProduct({ id: 1 })));
    expect(selectCartItems(storeContext.getState())).toEqual([
      expect.objectContaining({ id: 1, qty: 1 }),
    ]);
  });

  it('raises the qty by 1 when the product is already in the cart', () => {
    const { storeContext } = setup();
    storeContext.dispatch(itemAdded(makeProduct({ id: 1 })));
    storeContext.dispatch(itemAdded(makeProduct({ id: 1 })));
    storeContext.dispatch(itemAdded(makeProduct({ id: 2 })));
    expect(selectCartItems(storeContext.getState()).map(({ id, qty }) => ({ id, qty }))).toEqual([
      { id: 1, qty: 2 },
      { id: 2, qty: 1 },
    ]);
    expect(selectCartCount(storeContext.getState())).toBe(3);
  });

  it('deletes a line removed at qty 1, otherwise lowers its qty by 1', () => {
    const { storeContext } = setup();
    storeContext.dispatch(itemAdded(makeProduct({ id: 1 })));
    storeContext.dispatch(itemAdded(makeProduct({ id: 1 })));
    storeContext.dispatch(itemAdded(makeProduct({ id: 2 })));
    storeContext.dispatch(itemRemoved(1));
    expect(selectCartItems(storeContext.getState()).find((item) => item.id === 1)?.qty).toBe(1);
    storeContext.dispatch(itemRemoved(2));
    expect(selectCartItems(storeContext.getState()).map((item) => item.id)).toEqual([1]);
  });

  it('deletes a whole line whatever its qty', () => {
    const { storeContext } = setup();
    storeContext.dispatch(itemAdded(makeProduct({ id: 1 })));
    storeContext.dispatch(itemAdded(makeProduct({ id: 1 })));
    storeContext.dispatch(lineDeleted(1));
    expect(selectCartItems(storeContext.getState())).toEqual([]);
  });

  it('computes the subtotal with discounted unit prices', () => {
    const { storeContext } = setup();
    storeContext.dispatch(itemAdded(makeProduct({ id: 1, price: 20 })));
    storeContext.dispatch(itemAdded(makeProduct({ id: 1, price: 20 })));
    storeContext.dispatch(itemAdded(makeProduct({ id: 2, price: 100, discount: 15 })));
    expect(selectCartSubtotalCents(storeContext.getState())).toBe(12500);
  });

  it('saves the cart under the cart key on every change', () => {
    const { storeContext, storage } = setup();
    storeContext.dispatch(itemAdded(makeProduct({ id: 1 })));
    expect(JSON.parse(storage.getItem(STORAGE_KEYS.cart) ?? '[]')).toEqual([
      expect.objectContaining({ id: 1, qty: 1 }),
    ]);
    storeContext.dispatch(itemAdded(makeProduct({ id: 1 })));
    expect(JSON.parse(storage.getItem(STORAGE_KEYS.cart) ?? '[]')[0].qty).toBe(2);
  });

  it('empties the cart and erases the stored copy when cleared', () => {
    const { storeContext, storage } = setup();
    storeContext.dispatch(itemAdded(makeProduct({ id: 1 })));
    storeContext.dispatch(cartCleared());
    expect(selectCartItems(storeContext.getState())).toEqual([]);
    expect(storage.getItem(STORAGE_KEYS.cart)).toBeNull();
  });

  it('restores the saved cart at start-up', () => {
    const saved = [{ ...makeProduct({ id: 5 }), qty: 3 }];
    const { storeContext } = setup({ cart: JSON.stringify(saved) });
    expect(selectCartCount(storeContext.getState())).toBe(3);
  });

  it.each([
    ['corrupted JSON', '{"items": ['],
    ['a non-list', '{"id":1}'],
    ['a string', '"hello"'],
    ['null', 'null'],
  ])('starts with an empty cart when the stored cart is %s', (_label, stored) => {
    const { storeContext } = setup({ cart: stored });
    expect(selectCartItems(storeContext.getState())).toEqual([]);
  });

  it('drops malformed lines of a stored cart and keeps the good ones', () => {
    const good = { ...makeProduct({ id: 1 }), qty: 2 };
    const { storeContext } = setup({
      cart: JSON.stringify([good, { id: 'x' }, null, { ...good, id: 2, qty: -1 }]),
    });
    expect(selectCartItems(storeContext.getState())).toEqual([good]);
  });

  it('raises storefront:cart:changed with the count and each product’s quantity', () => {
    const { storeContext } = setup();
    const heard: unknown[] = [];
    const stop = on('cart:changed', (detail) => heard.push(detail));
    storeContext.dispatch(itemAdded(makeProduct({ id: 1, price: 12.5 })));
    stop();
    expect(heard).toEqual([{ v: 1, count: 1, lines: [{ productId: 1, quantity: 1 }] }]);
  });
});

describe('a cart per store', () => {
  const count = (storeContext: ReturnType<typeof setup>['storeContext']) =>
    selectCartCount(storeContext.getState());

  it('shows the other store its own cart, empty at first, and brings the first one back', () => {
    const { storeContext, storage } = setup();
    storeContext.dispatch(itemAdded(makeProduct({ id: 1 })));
    storeContext.dispatch(itemAdded(makeProduct({ id: 1 })));

    storeContext.dispatch(storeSwitched('hvac'));
    expect(count(storeContext)).toBe(0);
    expect(storage.getItem(STORAGE_KEYS.cart)).toBeNull();
    storeContext.dispatch(itemAdded(makeProduct({ id: 9 })));

    storeContext.dispatch(storeSwitched('default'));
    expect(selectCartItems(storeContext.getState())).toEqual([
      expect.objectContaining({ id: 1, qty: 2 }),
    ]);
    storeContext.dispatch(storeSwitched('hvac'));
    expect(selectCartItems(storeContext.getState())).toEqual([
      expect.objectContaining({ id: 9, qty: 1 }),
    ]);
  });

  it('keeps `cart` for the active store and each store under {store}_cart', () => {
    const { storeContext, storage } = setup();
    storeContext.dispatch(itemAdded(makeProduct({ id: 1 })));
    storeContext.dispatch(storeSwitched('parts'));
    storeContext.dispatch(itemAdded(makeProduct({ id: 4 })));
    const ids = (key: string) =>
      (JSON.parse(storage.getItem(key) ?? '[]') as { id: number }[]).map((item) => item.id);
    expect(ids(STORAGE_KEYS.cart)).toEqual([4]);
    expect(ids(STORAGE_KEYS.storeCart('parts'))).toEqual([4]);
    expect(ids(STORAGE_KEYS.storeCart('default'))).toEqual([1]);
  });

  it("leaves no customer's lines behind as the store's guest cart when a customer switches stores", () => {
    const { storeContext, storage } = setup();
    storeContext.dispatch(loggedIn({ user: normalizeUser(makeCustomer()), token: 't0k' }));
    storeContext.dispatch(itemAdded(makeProduct({ id: 1 })));
    storeContext.dispatch(storeSwitched('hvac'));
    expect(storage.getItem(STORAGE_KEYS.storeCart('default'))).toBeNull();
    storeContext.dispatch(storeSwitched('default'));
    expect(count(storeContext)).toBe(0);
  });

  it('keeps a cart saved before per-store keys existed for the store it was made in', () => {
    const saved = [{ ...makeProduct({ id: 5 }), qty: 3 }];
    const { storeContext, storage } = setup({ cart: JSON.stringify(saved), 'store-id': 'default' });
    storeContext.dispatch(storeSwitched('hvac'));
    expect(count(storeContext)).toBe(0);
    storeContext.dispatch(storeSwitched('default'));
    expect(count(storeContext)).toBe(3);
    expect(storage.getItem(STORAGE_KEYS.storeCart('default'))).not.toBeNull();
  });

  it('opens a store with its own saved cart when another store was the last one used', () => {
    const other = [{ ...makeProduct({ id: 5 }), qty: 3 }];
    const own = [{ ...makeProduct({ id: 6 }), qty: 1 }];
    const { storeContext } = setup({
      cart: JSON.stringify(other),
      'store-id': 'hvac',
      default_cart: JSON.stringify(own),
    });
    expect(selectCartItems(storeContext.getState())).toEqual(own);
  });
});

describe('carts saved by another tab', () => {
  it("takes the copy of this store's cart, not another store's under `cart`", () => {
    const storage = createMemoryStorage();
    const storeContext = withCartRuntime(
      createStoreContext({ storage, env, storeId: 'default', syncAcrossTabs: true }),
    );
    const otherTabSaves = (key: string, items: unknown[]) => {
      storage.setItem(key, JSON.stringify(items));
      window.dispatchEvent(new StorageEvent('storage', { key }));
    };

    otherTabSaves(STORAGE_KEYS.cart, [{ ...makeProduct({ id: 8 }), qty: 4 }]);
    expect(selectCartCount(storeContext.getState())).toBe(0);
    otherTabSaves(STORAGE_KEYS.storeCart('default'), [{ ...makeProduct({ id: 2 }), qty: 2 }]);
    expect(selectCartCount(storeContext.getState())).toBe(2);
  });
});
