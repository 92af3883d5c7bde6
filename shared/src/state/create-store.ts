// createStorefrontStore(): the one Redux store of the page (DESIGN §4), created by the host (or a
// remote's standalone page). It restores the cart, token and guest id from storage, saves them on
// every change and tells the rest of the page through the event bus.
import { configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import { STORAGE_KEYS, cartCount, cartSubtotal, type CartItem, type StoreId } from '../domain';
import { resolveStoreId } from '../domain/store-resolution';
import { sanitizeCartItems } from '../domain/cart-rules';
import { setApiContextProvider, type FetchLike, type MockDelays } from '../api/api-client';
import { apiContextFromState, type StorefrontExtra } from '../api/api-context';
import { storeApi } from '../api/store-api';
import { getRuntimeEnv, type RuntimeEnv } from '../config/runtime-env';
import { emit } from '../events/event-bus';
import { createGuestId, isGuestId } from '../lib/guest-id';
import { browserStorage, readStoredJson, type KeyValueStorage } from '../lib/storage';
import { startCartSync } from '../cart/cart-sync';
import { cartRestored, cartSyncRequested, initialCartState, type CartState } from './cart-slice';
import { rootReducer, type RootState } from './root-reducer';
import {
  guestIdAssigned,
  guestIdDropped,
  initialSessionState,
  type SessionState,
} from './session-slice';
import { setPageMetaSiteProvider } from '../seo/page-meta';
import { selectStoreConfig, selectStoreId, storeSwitched } from './store-slice';

export interface CreateStorefrontStoreOptions {
  /** State to start from (tests); slices given here win over what storage holds. */
  preloadedState?: Partial<RootState>;
  /** Where the cart, token, guest id and store choice live; `localStorage` by default. */
  storage?: KeyValueStorage;
  /** The store to open; resolved from host name, STORE_ID and storage when absent. */
  storeId?: StoreId;
  /** Run-time settings; `window.__STOREFRONT_ENV__` by default. */
  env?: RuntimeEnv;
  /** The `fetch` the API client uses (tests); the global one by default. */
  fetch?: FetchLike;
  /** Host name for store resolution; `window.location.hostname` by default. */
  hostname?: string;
  /** Follow cart changes made in other tabs (on by default in the browser). */
  syncAcrossTabs?: boolean;
  /**
   * Keep the server cart in step with this cart (cart/cart-sync.ts). On by default with the
   * page's own storage; tests that bring their own storage turn it on when they mean it.
   */
  syncCartWithServer?: boolean;
  /** Mock mode's artificial delays (SPEC §9 by default); tests pass 0. */
  mockDelaysMs?: MockDelays;
}

/**
 * Reads the saved cart: unreadable JSON or a wrong shape is an empty cart, never a crash. With a
 * store id, that store's own cart: `cart` when it was the last store used here (SPEC's key, and
 * where carts saved before per-store keys live), else its `{store}_cart`.
 */
export function loadStoredCart(storage: KeyValueStorage, storeId?: StoreId): CartState {
  return { ...initialCartState, items: readCartItems(storage, cartKeyAtStartUp(storage, storeId)) };
}

function cartKeyAtStartUp(storage: KeyValueStorage, storeId: StoreId | undefined): string {
  const lastUsed = storage.getItem(STORAGE_KEYS.storeId);
  return storeId === undefined || lastUsed === null || lastUsed === storeId
    ? STORAGE_KEYS.cart
    : STORAGE_KEYS.storeCart(storeId);
}

function readCartItems(storage: KeyValueStorage, key: string): CartItem[] {
  return sanitizeCartItems(readStoredJson(storage, key));
}

/** Saves a store's cart under its own key and as `cart`; an empty cart erases both. */
function saveCart(storage: KeyValueStorage, storeId: StoreId, items: CartItem[]): void {
  for (const key of [STORAGE_KEYS.cart, STORAGE_KEYS.storeCart(storeId)]) {
    if (items.length === 0) storage.removeItem(key);
    else storage.setItem(key, JSON.stringify(items));
  }
}

/** The store this page belongs to; throws `StoreResolutionError` with a readable message. */
export function resolveCurrentStoreId(options: {
  storage?: KeyValueStorage;
  env?: RuntimeEnv;
  hostname?: string;
}): StoreId {
  const env = options.env ?? getRuntimeEnv();
  const storage = options.storage ?? browserStorage();
  return resolveStoreId({
    hostname:
      options.hostname ?? (typeof window === 'undefined' ? 'localhost' : window.location.hostname),
    envStoreId: env.storeId,
    storedStoreId: storage.getItem(STORAGE_KEYS.storeId),
    hostMap: env.storeHosts,
  });
}

function loadSession(storage: KeyValueStorage, storeId: StoreId): SessionState {
  const token = storage.getItem(STORAGE_KEYS.authToken(storeId));
  const storedGuestId = storage.getItem(STORAGE_KEYS.guestId(storeId));
  return {
    ...initialSessionState,
    // A stored token is checked by `restoreSession()` before the shopper counts as signed in.
    status: token ? 'restoring' : 'signed-out',
    token: token || null,
    guestId: isGuestId(storedGuestId) ? storedGuestId : createGuestId(),
  };
}

/** Mock mode's cart keeps no server copy: its sync is `off` for good. */
function withSyncOff(cart: CartState, off: boolean): CartState {
  return off ? { ...cart, sync: { ...cart.sync, status: 'off' } } : cart;
}

export function createStorefrontStore(options: CreateStorefrontStoreOptions = {}) {
  const storage = options.storage ?? browserStorage();
  const env = options.env ?? getRuntimeEnv();
  const preloaded = options.preloadedState ?? {};
  const storeId =
    preloaded.store?.id ??
    options.storeId ??
    resolveCurrentStoreId({ storage, env, hostname: options.hostname });

  const extra: StorefrontExtra = {
    env,
    storage,
    fetch: options.fetch,
    mockDelaysMs: options.mockDelaysMs,
  };

  const listeners = createListenerMiddleware<RootState>({ extra });
  // After a store switch, the new store's own guest id (or a fresh one) identifies the shopper.
  listeners.startListening({
    actionCreator: storeSwitched,
    effect: (_action, api) => {
      const id = selectStoreId(api.getState());
      const stored = storage.getItem(STORAGE_KEYS.guestId(id));
      api.dispatch(guestIdAssigned(isGuestId(stored) ? stored : createGuestId()));
    },
  });
  // Each store keeps its own cart (prices and stock differ): a guest's cart left behind is put
  // aside, the new store's saved cart (empty at first) comes back.
  listeners.startListening({
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
  });
  listeners.startListening({
    actionCreator: guestIdDropped,
    effect: (_action, api) =>
      storage.removeItem(STORAGE_KEYS.guestId(selectStoreId(api.getState()))),
  });

  // Mock mode's products are unknown to the store API, which would price the lines as its own
  // products of the same ids: the browser cart stands alone.
  const syncWithServer =
    env.catalogSource !== 'mock' && (options.syncCartWithServer ?? options.storage === undefined);
  if (syncWithServer) startCartSync(listeners, extra);

  const store = configureStore({
    reducer: rootReducer,
    preloadedState: {
      store: { id: storeId },
      cart: withSyncOff(loadStoredCart(storage, storeId), env.catalogSource === 'mock'),
      session: loadSession(storage, storeId),
      ...preloaded,
    } as RootState,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({ thunk: { extraArgument: extra } })
        .prepend(listeners.middleware)
        .concat(storeApi.middleware),
  });

  setApiContextProvider(() => apiContextFromState(store.getState(), extra));
  setPageMetaSiteProvider(() => selectStoreConfig(store.getState()));
  persistAndAnnounce(store, storage);
  if (options.syncAcrossTabs ?? typeof window !== 'undefined') followOtherTabs(store, storage);
  if (syncWithServer) store.dispatch(cartSyncRequested());
  return store;
}

export type AppStore = ReturnType<typeof createStorefrontStore>;
export type AppDispatch = AppStore['dispatch'];

/** Saves what changed and raises `cart:changed`, `auth:changed` and `store:switched`. */
function persistAndAnnounce(store: AppStore, storage: KeyValueStorage): void {
  let previous = store.getState();
  store.subscribe(() => {
    const next = store.getState();
    if (next === previous) return;
    const before = previous;
    previous = next;

    if (next.cart.items !== before.cart.items) {
      // An empty cart is erased rather than saved as "[]" (SPEC §4: clearing erases the copy).
      saveCart(storage, next.store.id, next.cart.items);
      emit('cart:changed', {
        items: next.cart.items,
        count: cartCount(next.cart.items),
        subtotal: cartSubtotal(next.cart.items),
      });
    }

    const storeChanged = next.store.id !== before.store.id;
    if (storeChanged) storage.setItem(STORAGE_KEYS.storeId, next.store.id);

    if (storeChanged || next.session.token !== before.session.token) {
      if (next.session.token) {
        storage.setItem(STORAGE_KEYS.authToken(next.store.id), next.session.token);
      } else if (before.session.token) {
        storage.removeItem(STORAGE_KEYS.authToken(before.store.id));
      }
    }
    if (next.session.guestId && next.session.guestId !== before.session.guestId) {
      storage.setItem(STORAGE_KEYS.guestId(next.store.id), next.session.guestId);
    }

    if (
      next.session.status !== before.session.status ||
      next.session.user !== before.session.user ||
      next.session.token !== before.session.token
    ) {
      const { status, user } = next.session;
      emit('auth:changed', {
        status,
        user,
        isAuthenticated: status === 'authenticated',
        isGuest: status === 'guest' || status === 'guest-checkout',
      });
    }
    if (storeChanged)
      emit('store:switched', { storeId: next.store.id, previousStoreId: before.store.id });
  });

  // Write the guest id of a first visit straight away, so cart calls and reloads agree on it.
  const { session, store: active } = store.getState();
  if (session.guestId && storage.getItem(STORAGE_KEYS.guestId(active.id)) !== session.guestId) {
    storage.setItem(STORAGE_KEYS.guestId(active.id), session.guestId);
  }
}

/** Another tab saved this store's cart: take its copy, so two tabs never overwrite each other's lines. */
function followOtherTabs(store: AppStore, storage: KeyValueStorage): void {
  window.addEventListener('storage', (event) => {
    // Only this store's own copy: `cart` may hold another store's cart after a switch elsewhere.
    const key = STORAGE_KEYS.storeCart(selectStoreId(store.getState()));
    if (event.key !== key) return;
    const items = readCartItems(storage, key);
    if (JSON.stringify(items) !== JSON.stringify(store.getState().cart.items)) {
      store.dispatch(cartRestored(items));
    }
  });
}
