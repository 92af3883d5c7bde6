// Starts the remotes' runtimes (the cart, sign-in) with the page's store context, each when the
// page needs it (DESIGN §4, ownership must not cost first-load bytes): the cart's with a saved cart
// or a sign-in, a cart page or a module of the cart's; account's with a stored sign-in, a guest's
// saved equipment, a page or module of account's, or a command to account on the bus. The shell
// does not wait for them: a remote that cannot be reached leaves its part of the page without it
// (its area shows the fallback panel), never the whole page blank. Without account's runtime
// nobody checks a stored token, and the route guard would wait on 'restoring' for good: the
// shopper then browses signed out on this page, the token kept for the next one.
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import {
  REMOTES_WITH_RUNTIME,
  STORAGE_KEYS,
  findRouteOwner,
  type RemoteName,
} from '@storefront/contract';
import type { StorefrontEventName } from '@storefront/contract/events';
import {
  RUNTIME_EXPOSE,
  emit,
  on,
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
/** Account's remote: its runtime (a stored sign-in's check, My equipment) likewise. */
const ACCOUNT_REMOTE: RemoteName = 'account';

/**
 * The bus commands account's runtime answers. One sent before the runtime runs (Save this model on
 * a catalogue page) starts it and is raised again once it listens.
 */
const ACCOUNT_COMMANDS = [
  'equipment:save-requested',
  'equipment:remove-requested',
  'session:sign-out-requested',
] as const satisfies readonly StorefrontEventName[];
type AccountCommand = (typeof ACCOUNT_COMMANDS)[number];

/** The store context's own settings (its storage), as its thunks get them. */
const readExtra =
  (): ThunkAction<StorefrontExtra, unknown, StorefrontExtra, UnknownAction> =>
  (_dispatch, _getState, extra) =>
    extra;

const isSaved = (storeContext: StoreContext, key: string) =>
  storeContext.dispatch(readExtra()).storage.getItem(key) !== null;

/** The keys the cart is saved under (the contract's; saving an empty cart removes them). */
const cartKeys = (storeContext: StoreContext) => [
  STORAGE_KEYS.cart,
  STORAGE_KEYS.storeCart(selectStoreId(storeContext.getState())),
];

/** The key of this store's guest equipment list (account's; saving an empty list keeps it). */
const equipmentKey = (storeContext: StoreContext) =>
  STORAGE_KEYS.guestEquipment(selectStoreId(storeContext.getState()));

/** A stored sign-in being checked, or a customer signed in: both are account's and the cart's. */
function hasSession(storeContext: StoreContext): boolean {
  const status = selectSessionStatus(storeContext.getState());
  return status === 'restoring' || status === 'authenticated';
}

/**
 * Whether the page needs the remote's runtime from its start: a page of the remote's, a stored
 * sign-in (the customer's cart on the server, the token's check), a saved cart (the nav's count)
 * or a guest's saved equipment (catalogue's fits). Otherwise the count is 0 and no equipment is
 * saved until then.
 */
function neededAtStart(remote: RemoteName, storeContext: StoreContext, pathname: string): boolean {
  if (findRouteOwner(pathname)?.remote === remote || hasSession(storeContext)) return true;
  if (remote === CART_REMOTE)
    return cartKeys(storeContext).some((key) => isSaved(storeContext, key));
  return isSaved(storeContext, equipmentKey(storeContext));
}

/** The storage keys whose change in another tab starts the remote's runtime in this one. */
const keysFollowed = (remote: RemoteName, storeContext: StoreContext) =>
  remote === CART_REMOTE ? cartKeys(storeContext) : [equipmentKey(storeContext)];

/** Remotes whose runtime starts only when the page needs it (neededAtStart or later). */
const STARTED_WHEN_NEEDED: readonly RemoteName[] = [CART_REMOTE, ACCOUNT_REMOTE];

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
  const afterStart = new Map<RemoteName, () => void>();
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
      starting = startRemoteRuntimes(storeContext, loadModule, [remote]).then(() =>
        afterStart.get(remote)?.(),
      );
      started.set(remote, starting);
    }
    return starting;
  }

  /** A sign-in, a store switch or another tab's change that the remote's runtime must follow starts it. */
  function followTriggers(remote: RemoteName) {
    let storeId = selectStoreId(storeContext.getState());
    const unsubscribe = storeContext.subscribe(() => {
      const switched = selectStoreId(storeContext.getState()) !== storeId;
      storeId = selectStoreId(storeContext.getState());
      if (switched ? neededAtStart(remote, storeContext, '') : hasSession(storeContext)) {
        void start(remote);
      }
    });
    const onStorage = (event: StorageEvent) => {
      if (event.key !== null && keysFollowed(remote, storeContext).includes(event.key)) {
        void start(remote);
      }
    };
    window.addEventListener('storage', onStorage);
    stops.push(unsubscribe, () => window.removeEventListener('storage', onStorage));
  }

  /** Account's commands heard before its runtime listens: each starts it and is raised again. */
  function holdAccountCommands() {
    const held: Array<() => void> = [];
    const release = () => {
      stopHolding();
      for (const raiseAgain of held.splice(0)) raiseAgain();
    };
    const hold = <K extends AccountCommand>(name: K) =>
      on(name, (payload) => {
        const { v: _version, ...input } = payload;
        held.push(() => emit(name, input as Parameters<typeof emit<K>>[1]));
        void start(ACCOUNT_REMOTE).then(release);
      });
    const listeners = ACCOUNT_COMMANDS.map(hold);
    const stopHolding = () => {
      for (const stopListening of listeners.splice(0)) stopListening();
    };
    // Started another way (its page's module, a sign-in): from then on its runtime listens.
    afterStart.set(ACCOUNT_REMOTE, release);
    stops.push(stopHolding);
  }

  return {
    load: (<T>(remote: RemoteName, expose: string): Promise<T> => {
      void start(remote);
      return loadModule<T>(remote, expose);
    }) as LoadRemoteModule,
    /** Starts what the page at `pathname` needs now, and the rest later when it is needed. */
    async startForPage(pathname: string): Promise<void> {
      ready = true;
      const needed = REMOTES_WITH_RUNTIME.filter(
        (remote) =>
          !STARTED_WHEN_NEEDED.includes(remote) ||
          askedEarly.has(remote) ||
          neededAtStart(remote, storeContext, pathname),
      );
      for (const remote of STARTED_WHEN_NEEDED) {
        if (!needed.includes(remote)) followTriggers(remote);
      }
      if (!needed.includes(ACCOUNT_REMOTE)) holdAccountCommands();
      await Promise.all(needed.map(start));
    },
    stop(): void {
      for (const stop of stops.splice(0)) stop();
    },
  };
}
