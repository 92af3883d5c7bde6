// Starts the remotes' runtimes (the cart, sign-in) with the page's store context, each when the
// page needs it (the cart's only with a saved cart or sign-in, a cart page, a module of the cart's
// or sign-in: DESIGN §4, ownership must not cost first-load bytes). The shell does not wait for them: a remote that cannot be reached leaves its part of the page
// without it (its area shows the fallback panel), never the whole page blank. Without account's
// runtime nobody checks a stored token, and the route guard would wait on 'restoring' for good:
// the shopper then browses signed out on this page, the token kept for the next one.
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import {
  REMOTES_WITH_RUNTIME,
  STORAGE_KEYS,
  findRouteOwner,
  type RemoteName,
} from '@storefront/contract';
import {
  RUNTIME_EXPOSE,
  selectSessionStatus,
  selectStoreId,
  type StoreContext,
  sessionCheckUnavailable,
  type RemoteRuntime,
  type StorefrontExtra,
} from '@storefront/platform';
import { nextTask } from '../../lib/next-task';
import { reportRemoteFailure } from './remote-failure-report';
import type { LoadRemoteModule } from './remote-modules';

export async function startRemoteRuntimes(
  storeContext: StoreContext,
  load: LoadRemoteModule,
  remotes: readonly RemoteName[] = REMOTES_WITH_RUNTIME,
): Promise<void> {
  await Promise.all(
    remotes.map(async (remote) => {
      try {
        const runtime = await load<RemoteRuntime>(remote, RUNTIME_EXPOSE);
        // Its own task: loading the remote's entry was one already.
        await nextTask();
        runtime.startRuntime(storeContext);
      } catch (error) {
        console.error(`[storefront] the ${remote} remote's runtime did not start`, error);
        reportRemoteFailure(remote, error, window.location.pathname);
        if (remote === 'account') storeContext.dispatch(sessionCheckUnavailable());
      }
    }),
  );
}

/** The cart's remote: its runtime (the cart, `cart:changed`) starts only when the page needs it. */
const CART_REMOTE: RemoteName = 'cartCheckout';

/** The store context's own settings (its storage), as its thunks get them. */
const readExtra =
  (): ThunkAction<StorefrontExtra, unknown, StorefrontExtra, UnknownAction> =>
  (_dispatch, _getState, extra) =>
    extra;

/** The keys the cart is saved under (the contract's; saving an empty cart removes them). */
const cartKeys = (storeContext: StoreContext) => [
  STORAGE_KEYS.cart,
  STORAGE_KEYS.storeCart(selectStoreId(storeContext.getState())),
];

/**
 * Whether the page needs the cart from its start: a cart page, a saved cart (the nav's count), or
 * a stored sign-in (the customer's cart on the server). Otherwise the count is 0 until then.
 */
function cartNeededAtStart(storeContext: StoreContext, pathname: string): boolean {
  if (findRouteOwner(pathname)?.remote === CART_REMOTE) return true;
  const status = selectSessionStatus(storeContext.getState());
  if (status === 'restoring' || status === 'authenticated') return true;
  const { storage } = storeContext.dispatch(readExtra());
  return cartKeys(storeContext).some((key) => storage.getItem(key) !== null);
}

/**
 * Starts each remote's runtime once. `load` is the host's module loader with the runtimes in
 * step: a module of a remote loaded (the cart page's routes, the product page's Add to Cart)
 * starts that remote's runtime too. Nothing starts before `startForPage` (a server-rendered page
 * calls it once hydrated: what a runtime announces then updates the page instead of differing
 * from the server's markup).
 */
export function createRuntimeStarter(storeContext: StoreContext, loadModule: LoadRemoteModule) {
  const started = new Map<RemoteName, Promise<void>>();
  const askedEarly = new Set<RemoteName>();
  const stops: Array<() => void> = [];
  let ready = false;

  function start(remote: RemoteName): Promise<void> {
    if (!REMOTES_WITH_RUNTIME.includes(remote)) return Promise.resolve();
    if (!ready) {
      askedEarly.add(remote);
      return Promise.resolve();
    }
    let starting = started.get(remote);
    if (!starting) {
      starting = startRemoteRuntimes(storeContext, loadModule, [remote]);
      started.set(remote, starting);
    }
    return starting;
  }

  /** Signing in (the customer's cart on the server) or another tab's cart starts the cart. */
  function followCartTriggers() {
    const unsubscribe = storeContext.subscribe(() => {
      if (selectSessionStatus(storeContext.getState()) === 'authenticated') void start(CART_REMOTE);
    });
    const onStorage = (event: StorageEvent) => {
      if (event.key !== null && cartKeys(storeContext).includes(event.key)) {
        void start(CART_REMOTE);
      }
    };
    window.addEventListener('storage', onStorage);
    stops.push(unsubscribe, () => window.removeEventListener('storage', onStorage));
  }

  return {
    load: (<T>(remote: RemoteName, expose: string): Promise<T> => {
      void start(remote);
      return loadModule<T>(remote, expose);
    }) as LoadRemoteModule,
    /** Starts what the page at `pathname` needs now, and the cart later when it is needed. */
    async startForPage(pathname: string): Promise<void> {
      ready = true;
      const needed = REMOTES_WITH_RUNTIME.filter(
        (remote) =>
          remote !== CART_REMOTE ||
          askedEarly.has(remote) ||
          cartNeededAtStart(storeContext, pathname),
      );
      if (!needed.includes(CART_REMOTE)) followCartTriggers();
      await Promise.all(needed.map(start));
    },
    stop(): void {
      for (const stop of stops.splice(0)) stop();
    },
  };
}
