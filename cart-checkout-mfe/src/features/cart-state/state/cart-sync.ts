// Keeps the server cart in step with the browser cart (SPEC §7, docs/decisions/0033-cart-sync.md):
// the browser cart is what the shopper sees and it wins; after each change the lines are sent as a
// whole (debounced, retried with backoff, never blocking the page) to the guest's or the
// customer's server cart, whose priced answer gives the cart page its totals. Hearing a sign-in
// (`auth:changed`), the cart merges the guest's cart into the customer's (POST /cart/convert), and
// there, once, the server's merged cart wins (plus any guest line the merge could not have seen
// yet). Before a sign-out revokes the token, it saves its last change (`auth:signing-out`).
import { TaskAbortError, addListener } from '@reduxjs/toolkit';
import {
  apiContextFromState,
  apiRequest,
  errorMessage,
  guestIdDropped,
  isApiError,
  on,
  onSigningOut,
  storeApi,
  type AppDispatch,
  type StoreContext,
  type StorefrontExtra,
} from '@storefront/platform';
import { type CartItem } from '@storefront/contract';
import type { CartRecord } from '@storefront/contract/records';
import {
  cartLinesKey,
  cartSyncFailed,
  cartSyncRequested,
  cartSyncStarted,
  cartSynced,
  serverCartDue,
  serverCartTaken,
  type CartRootState as RootState,
} from './cart-slice';

/** Quiet time after the last change before the lines go to the server. */
export const CART_SYNC_DEBOUNCE_MS = 400;
/** How long a sign-in waits for the guest cart's conversion before the browser's lines win. */
export const CART_CONVERT_WAIT_MS = 10_000;
/** Waits between failed tries; after the last one the sync rests until the next change. */
export const CART_SYNC_RETRY_DELAYS_MS = [1000, 2000, 4000, 8000, 16000, 30000];

const addCartListener = addListener.withTypes<RootState, AppDispatch, StorefrontExtra>();

/** Whose server cart the browser cart belongs to now; null while a stored session is checked. */
function cartPath(state: RootState): string | null {
  const { status, token, guestId } = state.session;
  if (status === 'restoring') return null;
  if (token) return '/cart';
  return guestId ? `/cart/guest/${guestId}` : null;
}

/**
 * Whether this sync reads the customer's server cart rather than writing the browser's lines: a
 * sign-in's, once its conversion is done; when the conversion failed or timed out (the guest id
 * still there), the browser's lines win unless there are none.
 */
function takesServerCart({ session, cart }: RootState): boolean {
  const due = cart.sync.serverCartDue;
  if (!session.token || due === null) return false;
  return due === 'now' || session.guestId === null || cart.items.length === 0;
}

/** The part of the state the server copy depends on: a change of any of it means a sync. */
function syncSubject(state: RootState): string {
  return `${state.store.id}|${cartPath(state) ?? ''}|${cartLinesKey(state.cart.items)}`;
}

/** The server's lines as browser cart lines (only the fields the cart keeps). */
function toCartItems(cart: CartRecord): CartItem[] {
  return cart.items
    .filter((line) => line.available)
    .map(({ id, name, title, price, discount, image, sku, quantity }) => ({
      id,
      name,
      title,
      price,
      discount,
      image,
      sku,
      qty: quantity,
    }));
}

/** At most this long does a sign-in or sign-out wait for the cart's last change to be saved. */
const SESSION_TURN_SAVE_TIMEOUT_MS = 3000;

/** The whole-cart PUT's body. */
function linesOf(items: readonly CartItem[]) {
  return { items: items.map((item) => ({ productId: item.id, quantity: item.qty })) };
}

/**
 * Sends the lines now when the server copy is behind (a change waiting for its debounce, in flight
 * or to be retried), to whoever's cart they are: before a sign-in merges the guest's server cart
 * (it would miss the change) and before a sign-out revokes the token the sync would use (the
 * customer's cart must come back whole at the next sign-in). Best effort: the session's turn never
 * waits for a failure.
 */
async function saveCartNow(state: RootState, extra: StorefrontExtra): Promise<void> {
  const path = cartPath(state);
  const { status } = state.cart.sync;
  if (path === null || (status !== 'pending' && status !== 'failed')) return;
  try {
    await apiRequest(path, {
      method: 'PUT',
      body: linesOf(state.cart.items),
      context: apiContextFromState(state, extra),
      // The sign-in or sign-out waits for this save: a network that never answers must not hold it.
      signal: AbortSignal.timeout(SESSION_TURN_SAVE_TIMEOUT_MS),
    });
  } catch {
    // The lines stay as the server last took them.
  }
}

/** The state as the guest saw it just before signing in: the guest's cart and identity. */
function asGuest(state: RootState): RootState {
  return { ...state, session: { ...state.session, status: 'signed-out', token: null } };
}

/**
 * Merges the guest's server cart into the customer's on hearing a sign-in (`auth:changed`, not a
 * restored session): first the guest's change that had not reached the server yet, or the merge
 * would miss it, then POST /cart/convert {guestId}; on success the guest id is dropped and the
 * cart's cached answers refreshed. Best effort: a failure is logged, the sign-in stands, and the
 * browser's lines win (the sync stops waiting for the conversion). Returns the stop.
 */
export function convertGuestCartOnSignIn(
  storeContext: StoreContext,
  extra: StorefrontExtra,
): () => void {
  let previousStatus = (storeContext.getState() as RootState).session.status;
  return on('auth:changed', ({ status }) => {
    const before = previousStatus;
    previousStatus = status;
    if (status !== 'authenticated' || before === 'authenticated' || before === 'restoring') return;
    // Read now, while the sign-in's own sync has not started: a change still waiting is pending.
    const state = storeContext.getState() as RootState;
    const { guestId } = state.session;
    if (!guestId) return;
    void (async () => {
      await saveCartNow(asGuest(state), extra);
      try {
        await apiRequest('/cart/convert', {
          method: 'POST',
          body: { guestId },
          context: apiContextFromState(storeContext.getState(), extra),
        });
        storeContext.dispatch(guestIdDropped());
        storeContext.dispatch(storeApi.util.invalidateTags(['Cart']));
      } catch (error) {
        console.warn('Guest cart conversion failed', error);
      }
    })();
  });
}

/** Saves a change still waiting for its sync before a sign-out revokes the token. */
export function saveCartBeforeSignOut(
  storeContext: StoreContext,
  extra: StorefrontExtra,
): () => void {
  return onSigningOut('cart', () => saveCartNow(storeContext.getState() as RootState, extra));
}

/** Errors worth trying again: the network, time-outs, rate limits and the server's own failures. */
function isRetryable(error: unknown): boolean {
  return !isApiError(error) || error.status === 0 || error.status === 429 || error.status >= 500;
}

/** Starts the sync in this store context; the returned function stops it. */
export function startCartSync(storeContext: StoreContext, extra: StorefrontExtra): () => void {
  const call = (state: RootState, path: string, method: 'GET' | 'PUT' | 'POST', body?: unknown) =>
    apiRequest<CartRecord>(path, {
      method,
      body,
      context: apiContextFromState(state, extra),
    }).then((response) => response.data);
  const startListening = (options: Parameters<typeof addCartListener>[0]) =>
    storeContext.dispatch(addCartListener(options));

  const stop = startListening({
    predicate: (action, current, previous) =>
      cartSyncRequested.match(action) || syncSubject(current) !== syncSubject(previous),
    effect: async (_action, api) => {
      // A newer change supersedes this one: that is the debounce.
      api.cancelActiveListeners();
      const before = api.getOriginalState().session;
      const now = api.getState();
      if (cartPath(now) === null) return;
      if (before.status !== 'authenticated' && now.session.status === 'authenticated') {
        // A sign-in (not a restored session) with a guest id: convertGuestCartOnSignIn merges the
        // guest cart into the customer's (POST /cart/convert), then drops the id. A signed-in page load
        // with an empty browser cart takes the cart kept for the customer.
        if (before.status !== 'restoring' && before.guestId !== null) {
          api.dispatch(serverCartDue('after-conversion'));
        } else if (now.cart.items.length === 0) {
          api.dispatch(serverCartDue('now'));
        }
      }
      api.dispatch(cartSyncStarted());
      const due = api.getState().cart.sync.serverCartDue;
      if (due === 'after-conversion' && api.getState().session.guestId !== null) {
        // Wait for the conversion rather than race it.
        await api.condition((action) => guestIdDropped.match(action), CART_CONVERT_WAIT_MS);
      } else if (due === null) {
        await api.delay(CART_SYNC_DEBOUNCE_MS);
      }

      for (let attempt = 0; ; attempt += 1) {
        const state = api.getState();
        const path = cartPath(state);
        if (path === null) return;
        try {
          let priced: CartRecord;
          if (takesServerCart(state)) {
            // The server's (merged) cart wins, once. A line the guest added just before signing
            // in never reached the guest's server cart (the sign-in cancelled its save), so the
            // merge could not hold it: it is kept, and the change sends it.
            priced = await api.pause(call(state, path, 'GET'));
            const merged = toCartItems(priced);
            const unsaved = state.cart.items.filter(
              (item) => !merged.some((line) => line.id === item.id),
            );
            api.dispatch(serverCartTaken([...merged, ...unsaved]));
            if (unsaved.length > 0) return;
          } else {
            priced = await api.pause(call(state, path, 'PUT', linesOf(state.cart.items)));
          }
          api.dispatch(cartSynced({ key: cartLinesKey(api.getState().cart.items), priced }));
          return;
        } catch (error) {
          if (error instanceof TaskAbortError) throw error;
          api.dispatch(cartSyncFailed(errorMessage(error)));
          const wait = isRetryable(error) ? CART_SYNC_RETRY_DELAYS_MS[attempt] : undefined;
          if (wait === undefined) return;
          await api.delay(wait);
        }
      }
    },
  });
  // A session restored before this runtime started: the sign-in above was not seen here.
  const { session, cart } = storeContext.getState() as RootState;
  if (session.status === 'authenticated' && cart.items.length === 0) {
    storeContext.dispatch(serverCartDue('now'));
  }
  return stop;
}
