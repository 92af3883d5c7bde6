// createStoreContext(): the one store context of the page (DESIGN §4), created by the host (or a
// remote's standalone page). It restores the token and guest id from storage, saves them on every
// change and tells the rest of the page through the event bus. The cart is cart-checkout's: its
// runtime injects it into this store context (remote/runtime.ts).
import { configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import { STORAGE_KEYS, type StoreId } from '@storefront/contract';
import { resolveStoreId } from '@storefront/contract';
import { setApiContextProvider, type FetchLike, type MockDelays } from '../api/api-client';
import { apiContextFromState, type StorefrontExtra } from '../api/api-context';
import { createCatalogSourceSlot } from '../api/catalog-source';
import { storeApi } from '../api/store-api';
import type { RuntimeEnv } from '@storefront/contract/runtime-env';
import { getRuntimeEnv } from '../config/runtime-env';
import { emit } from '../events/event-bus';
import { createGuestId, isGuestId } from '../lib/guest-id';
import { browserStorage, type KeyValueStorage } from '../lib/storage';
import { rootReducer, type RootState } from './root-reducer';
import {
  guestIdAssigned,
  guestIdDropped,
  initialSessionState,
  type SessionState,
} from './session-slice';
import { setPageMetaSiteProvider } from '../seo/page-meta';
import { selectStoreConfig, selectStoreId, storeSwitched } from './store-slice';

export interface CreateStoreContextOptions {
  /** State to start from (tests); slices given here win over what storage holds. */
  preloadedState?: Partial<RootState>;
  /** Where the token, guest id, store choice (and the cart) live; `localStorage` by default. */
  storage?: KeyValueStorage;
  /** The store to open; resolved from host name, STORE_ID and storage when absent. */
  storeId?: StoreId;
  /** Run-time settings; `window.__STOREFRONT_ENV__` by default. */
  env?: RuntimeEnv;
  /** The `fetch` the API client uses (tests); the global one by default. */
  fetch?: FetchLike;
  /** Host name for store resolution; `window.location.hostname` by default. */
  hostname?: string;
  /** Let the runtimes follow what other tabs save, the cart (on by default in the browser). */
  syncAcrossTabs?: boolean;
  /**
   * Let the runtimes keep the server's copies in step, the server cart. On by default with the
   * page's own storage; tests that bring their own storage turn it on when they mean it.
   */
  syncWithServer?: boolean;
  /** Mock mode's artificial delays (SPEC §9 by default); tests pass 0. */
  mockDelaysMs?: MockDelays;
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
    // A stored token is checked by account's runtime before the shopper counts as signed in.
    status: token ? 'restoring' : 'signed-out',
    token: token || null,
    guestId: isGuestId(storedGuestId) ? storedGuestId : createGuestId(),
  };
}

export function createStoreContext(options: CreateStoreContextOptions = {}) {
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
    catalogSource: createCatalogSourceSlot(),
    sync: {
      acrossTabs: options.syncAcrossTabs ?? typeof window !== 'undefined',
      // Mock mode's products are unknown to the store API, which would price the lines as its own
      // products of the same ids: the browser cart stands alone.
      withServer:
        env.catalogSource !== 'mock' && (options.syncWithServer ?? options.storage === undefined),
    },
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
  listeners.startListening({
    actionCreator: guestIdDropped,
    effect: (_action, api) =>
      storage.removeItem(STORAGE_KEYS.guestId(selectStoreId(api.getState()))),
  });

  const storeContext = configureStore({
    reducer: rootReducer,
    preloadedState: {
      store: { id: storeId },
      session: loadSession(storage, storeId),
      ...preloaded,
    } as RootState,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({ thunk: { extraArgument: extra } })
        .prepend(listeners.middleware)
        .concat(storeApi.middleware),
  });

  setApiContextProvider(() => apiContextFromState(storeContext.getState(), extra));
  setPageMetaSiteProvider(() => selectStoreConfig(storeContext.getState()));
  persistAndAnnounce(storeContext, storage);
  return storeContext;
}

export type StoreContext = ReturnType<typeof createStoreContext>;
export type AppDispatch = StoreContext['dispatch'];

/** Saves what changed and raises `auth:changed` and `store:switched`. */
function persistAndAnnounce(storeContext: StoreContext, storage: KeyValueStorage): void {
  let previous = storeContext.getState();
  storeContext.subscribe(() => {
    const next = storeContext.getState();
    if (next === previous) return;
    const before = previous;
    previous = next;

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
        user: user ? { ...user } : null,
        isAuthenticated: status === 'authenticated',
        isGuest: status === 'guest' || status === 'guest-checkout',
      });
    }
    if (storeChanged)
      emit('store:switched', { storeId: next.store.id, previousStoreId: before.store.id });
  });

  // Write the guest id of a first visit straight away, so cart calls and reloads agree on it.
  const { session, store: active } = storeContext.getState();
  if (session.guestId && storage.getItem(STORAGE_KEYS.guestId(active.id)) !== session.guestId) {
    storage.setItem(STORAGE_KEYS.guestId(active.id), session.guestId);
  }
}
