// The cart's life on every page, whichever remote shows it (DESIGN §2: the cart is
// cart-checkout's): started once per store context at start-up, it injects the cart slice,
// restores the saved cart, saves every change, follows other tabs, keeps the server cart in step
// (merging the guest's on a sign-in, saving before a sign-out), answers the bus's add-to-cart
// commands and tells the page through `cart:changed`.
import { addListener, type ThunkAction, type UnknownAction } from '@reduxjs/toolkit';
import { STORAGE_KEYS, type CartItem } from '@storefront/contract';
import {
  emit,
  on,
  selectStoreId,
  storeSwitched,
  type AppDispatch,
  type StoreContext,
  type StorefrontExtra,
} from '@storefront/platform';
import { cartCount } from './cart-rules';
import { addUnitsToCart } from '../hooks/use-add-to-cart';
import { addLinesToCart } from '../hooks/add-lines-to-cart';
import {
  cartOpened,
  cartRestored,
  cartSyncRequested,
  injectCartSlice,
  selectCartItems,
  type CartRootState,
} from './cart-slice';
import { loadStoredCart, readCartItems, saveCart } from './cart-storage';
import { convertGuestCartOnSignIn, saveCartBeforeSignOut, startCartSync } from './cart-sync';

const addCartListener = addListener.withTypes<CartRootState, AppDispatch, StorefrontExtra>();

/** The store context's own settings (storage, env, what to keep in step), as its thunks get them. */
const readExtra =
  (): ThunkAction<StorefrontExtra, unknown, StorefrontExtra, UnknownAction> =>
  (_dispatch, _getState, extra) =>
    extra;

const running = new WeakMap<StoreContext, () => void>();

/** Starts the cart in this store context (once; a second call is a no-op) and returns its stop. */
export function startCartRuntime(storeContext: StoreContext): () => void {
  const existing = running.get(storeContext);
  if (existing) return existing;
  const extra = storeContext.dispatch(readExtra());
  const { storage } = extra;
  const mockMode = extra.env.catalogSource === 'mock';

  injectCartSlice();
  const storeId = selectStoreId(storeContext.getState());
  storeContext.dispatch(
    cartOpened({ items: loadStoredCart(storage, storeId), sync: mockMode ? 'off' : 'idle' }),
  );

  const stops = [
    keepACartPerStore(storeContext, extra),
    // Before the first announcement: a page's command waiting for the cart is sent on hearing it.
    answerAddRequests(storeContext),
    answerLinesAddRequests(storeContext),
    saveAndAnnounce(storeContext, extra),
  ];
  if (extra.sync.acrossTabs) stops.push(followOtherTabs(storeContext, extra));
  // Mock mode's products are unknown to the store API: the browser cart stands alone.
  if (extra.sync.withServer && !mockMode) {
    stops.push(
      startCartSync(storeContext, extra),
      convertGuestCartOnSignIn(storeContext, extra),
      saveCartBeforeSignOut(storeContext, extra),
    );
    storeContext.dispatch(cartSyncRequested());
  }

  const stop = () => {
    running.delete(storeContext);
    for (const stopOne of stops) stopOne();
  };
  running.set(storeContext, stop);
  return stop;
}

/**
 * Each store keeps its own cart (prices and stock differ): a guest's cart left behind is put
 * aside, the new store's saved cart (empty at first) comes back.
 */
function keepACartPerStore(storeContext: StoreContext, { storage }: StorefrontExtra): () => void {
  return storeContext.dispatch(
    addCartListener({
      actionCreator: storeSwitched,
      effect: (_action, api) => {
        const before = api.getOriginalState();
        const next = selectStoreId(api.getState());
        if (before.store.id === next) return;
        // A customer's lines stay in their server cart: kept here, the next guest would get them.
        const leftSignedIn = before.session.status === 'authenticated';
        saveCart(storage, before.store.id, leftSignedIn ? [] : before.cart.items);
        api.dispatch(cartRestored(readCartItems(storage, STORAGE_KEYS.storeCart(next))));
      },
    }),
  );
}

function announce(items: CartItem[]): void {
  emit('cart:changed', {
    count: cartCount(items),
    lines: items.map((item) => ({ productId: item.id, quantity: item.qty })),
  });
}

/** Saves the cart on every change and raises `cart:changed`, once at start for the nav's count. */
function saveAndAnnounce(storeContext: StoreContext, { storage }: StorefrontExtra): () => void {
  let previous = selectCartItems(storeContext.getState());
  announce(previous);
  return storeContext.subscribe(() => {
    const state = storeContext.getState();
    const items = selectCartItems(state);
    if (items === previous) return;
    previous = items;
    // An empty cart is erased rather than saved as "[]" (SPEC §4: clearing erases the copy).
    saveCart(storage, selectStoreId(state), items);
    announce(items);
  });
}

/**
 * The bus's add-to-cart commands (the product page's Add to Cart with its quantity): checked,
 * added, answered. Version 1 (an older sender's) asks for one unit.
 */
function answerAddRequests(storeContext: StoreContext): () => void {
  return on('cart:add-requested', (command) => {
    const { requestId, product } = command;
    const units = command.v === 2 ? command.quantity : 1;
    void addUnitsToCart(storeContext, product, units).then((outcome) =>
      emit('cart:add-settled', { requestId, outcome }),
    );
  });
}

/** The bus's commands to add whole lines (account's Buy Again and job lists). */
function answerLinesAddRequests(storeContext: StoreContext): () => void {
  return on('cart:lines-add-requested', ({ requestId, lines }) => {
    void addLinesToCart(storeContext, lines).then((results) =>
      emit('cart:lines-add-settled', { requestId, lines: results }),
    );
  });
}

/** Another tab saved this store's cart: take its copy, so two tabs never overwrite each other's lines. */
function followOtherTabs(storeContext: StoreContext, { storage }: StorefrontExtra): () => void {
  const onStorage = (event: StorageEvent) => {
    // Only this store's own copy: `cart` may hold another store's cart after a switch elsewhere.
    const key = STORAGE_KEYS.storeCart(selectStoreId(storeContext.getState()));
    if (event.key !== key) return;
    const items = readCartItems(storage, key);
    if (JSON.stringify(items) !== JSON.stringify(selectCartItems(storeContext.getState()))) {
      storeContext.dispatch(cartRestored(items));
    }
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
