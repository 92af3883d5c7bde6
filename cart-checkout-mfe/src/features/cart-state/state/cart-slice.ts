// The cart of SPEC §4: lines of products with a qty, persisted under the `cart` key by the cart's
// runtime (cart-runtime.ts), which injects this slice into the shop's one store context.
import { createSelector, createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { loggedOut, rootReducer, type RootState } from '@storefront/platform';
import { type CartItem, type CartProduct } from '@storefront/contract';
import { addToCartItems, cartCount, cartSubtotalCents, removeFromCartItems } from './cart-rules';
import type { CartRecord } from '@storefront/contract/records';

/**
 * Where the server copy stands (docs/decisions/0033-cart-sync.md): `pending` while a change
 * waits for or is on its way to the server, `synced` when `priced` answers the lines keyed
 * `pricedKey`, `failed` when the last try failed (retries go on in the background), `off` when no
 * server copy is kept (mock mode: the store API does not know the products).
 */
export interface CartSyncState {
  status: 'idle' | 'pending' | 'synced' | 'failed' | 'off';
  /** The server's answer, priced from the database: what the cart page shows as totals. */
  priced: CartRecord | null;
  /** `cartLinesKey` of the lines `priced` was computed for. */
  pricedKey: string | null;
  error: string | null;
  /**
   * Set by a sign-in: the next sync reads the customer's server cart into the browser instead of
   * writing the browser's lines over it. `after-conversion`: once the guest's cart has been merged
   * there (POST /cart/convert); `now`: at once (a restored session with an empty browser cart).
   * Kept in the state so a newer change cancelling the sync in flight cannot lose it.
   */
  serverCartDue: 'after-conversion' | 'now' | null;
}

export interface CartState {
  /**
   * The runtime has read the saved cart (`cartOpened`). Until then a page knows nothing of the
   * lines: a server render, and the browser hydrating it, show the cart's frame instead.
   */
  opened: boolean;
  items: CartItem[];
  sync: CartSyncState;
}

export const initialCartState: CartState = {
  opened: false,
  items: [],
  sync: { status: 'idle', priced: null, pricedKey: null, error: null, serverCartDue: null },
};

/** Which products in which quantities: equal keys, same server answer. */
export function cartLinesKey(items: readonly Pick<CartItem, 'id' | 'qty'>[]): string {
  return items.map((item) => `${item.id}x${item.qty}`).join(',');
}

export const cartSlice = createSlice({
  name: 'cart',
  initialState: initialCartState,
  reducers: {
    /** The product's line gains 1, or a new line with qty 1 is added. */
    itemAdded(state, action: PayloadAction<CartProduct>) {
      state.items = addToCartItems(state.items, action.payload);
    },
    /**
     * Several products at once, each with its units (quick order, a job list, Buy Again); a line
     * with none is skipped.
     */
    unitsAdded(state, action: PayloadAction<{ product: CartProduct; qty: number }[]>) {
      for (const { product, qty } of action.payload) {
        if (qty > 0) state.items = addToCartItems(state.items, product, qty);
      }
    },
    /** The line loses 1; a line at qty 1 is deleted. */
    itemRemoved(state, action: PayloadAction<number>) {
      state.items = removeFromCartItems(state.items, action.payload);
    },
    /** The whole line goes, whatever its qty. */
    lineDeleted(state, action: PayloadAction<number>) {
      state.items = state.items.filter((item) => item.id !== action.payload);
    },
    /** Empties the cart; the stored copy is erased. */
    cartCleared(state) {
      state.items = [];
    },
    /** The runtime's start: the saved lines; `off` keeps no server copy (mock mode). */
    cartOpened(state, action: PayloadAction<{ items: CartItem[]; sync: 'idle' | 'off' }>) {
      state.opened = true;
      state.items = action.payload.items;
      state.sync.status = action.payload.sync;
    },
    /** Replaces the cart, e.g. with the copy another tab saved. */
    cartRestored(state, action: PayloadAction<CartItem[]>) {
      state.items = action.payload;
    },
    /** A sign-in: the customer's server cart is to replace the browser's lines (see `serverCartDue`). */
    serverCartDue(state, action: PayloadAction<'after-conversion' | 'now'>) {
      state.sync.serverCartDue = action.payload;
    },
    /** The customer's server cart replaced the browser's lines, once. */
    serverCartTaken(state, action: PayloadAction<CartItem[]>) {
      state.items = action.payload;
      state.sync.serverCartDue = null;
    },
    /** Asks for the server copy to be priced again now (page start, the cart page opening). */
    cartSyncRequested(state) {
      if (state.sync.status !== 'off') state.sync.status = 'pending';
    },
    /** The lines are on their way to the server (or wait for the debounce). */
    cartSyncStarted(state) {
      state.sync.status = 'pending';
    },
    /** The server took the lines keyed `key` and priced them. */
    cartSynced(state, action: PayloadAction<{ key: string; priced: CartRecord }>) {
      state.sync = {
        status: 'synced',
        priced: action.payload.priced,
        pricedKey: action.payload.key,
        error: null,
        serverCartDue: null,
      };
    },
    cartSyncFailed(state, action: PayloadAction<string>) {
      state.sync.status = 'failed';
      state.sync.error = action.payload;
    },
  },
  extraReducers: (builder) => {
    // The customer's lines stay in their server cart for the next sign-in; left in the browser
    // they would show to the next person and, synced as the fresh guest's cart, be merged into
    // the customer's cart a second time at the next sign-in (issue 25).
    builder.addCase(loggedOut, (state) => ({
      opened: state.opened,
      items: [],
      sync: { ...initialCartState.sync, status: state.sync.status === 'off' ? 'off' : 'idle' },
    }));
  },
});

declare module '@storefront/platform' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface LazyLoadedSlices extends WithSlice<typeof cartSlice> {}
}

/** Adds the slice to the shop's root reducer; the store context gets it at its next action. */
export function injectCartSlice(): void {
  cartSlice.injectInto(rootReducer);
}

export const {
  cartOpened,
  itemAdded,
  unitsAdded,
  itemRemoved,
  lineDeleted,
  cartCleared,
  cartRestored,
  serverCartDue,
  serverCartTaken,
  cartSyncRequested,
  cartSyncStarted,
  cartSynced,
  cartSyncFailed,
} = cartSlice.actions;

/** Any state of a store context; the cart is there once the runtime injected it. */
type WithCart = { cart?: CartState };

/** A store context's state once the cart runtime started. */
export type CartRootState = RootState & { cart: CartState };

const cartOf = (state: WithCart): CartState => state.cart ?? initialCartState;

export const selectCartItems = (state: WithCart): CartItem[] => cartOf(state).items;

/** Whether the runtime has read the saved cart: false on the server and until it starts. */
export const selectCartOpened = (state: WithCart): boolean => cartOf(state).opened;

/** Units in the cart (sum of qty): the nav badge. */
export const selectCartCount = createSelector([selectCartItems], (items) => cartCount(items));

/** Σ unit price × qty in cents, the unit price being discounted when the product has a discount. */
export const selectCartSubtotalCents = createSelector([selectCartItems], cartSubtotalCents);

export const selectCartLine = (state: WithCart, productId: number): CartItem | undefined =>
  selectCartItems(state).find((item) => item.id === productId);

export const selectCartSync = (state: WithCart): CartSyncState => cartOf(state).sync;

/** The server's priced cart when it answers exactly the lines the shopper has now, else null. */
export const selectPricedCart = createSelector(
  [selectCartItems, selectCartSync],
  (items, sync): CartRecord | null =>
    sync.priced && sync.pricedKey === cartLinesKey(items) ? sync.priced : null,
);
