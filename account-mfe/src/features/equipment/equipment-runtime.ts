// "My equipment" on every page (issue 37 item 4; DESIGN §2: account owns the saved equipment):
// a guest's list lives in the browser per store, a customer's in the account. Started once per
// store context by account's runtime, it announces the active store's list on the bus
// (`equipment:changed`) at start, on every change, after a sign-in merged the guest's list into the
// account and after sign-out or a store switch; and it answers the bus's
// `equipment:save-requested` / `equipment:remove-requested` with a toast. A guest's list saved in
// another tab is followed like the cart.
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import {
  apiContextFromState,
  emit,
  on,
  showToast,
  type StoreContext,
  type StorefrontExtra,
} from '@storefront/platform';
import { type SavedEquipment } from '@storefront/contract/events';
import { type StoreId } from '@storefront/contract';
import { serverRefusalMessage } from '../session';
import {
  fetchSavedEquipment,
  mergeGuestEquipment,
  removeEquipment,
  saveEquipment,
  type Context,
} from './equipment-api';
import {
  EQUIPMENT_MESSAGES,
  guestEquipmentKey,
  readGuestEquipment,
  withSaved,
  writeGuestEquipment,
} from './saved-equipment-list';

/** Whose list is shown: the store's guest list, or a signed-in customer's (by their token). */
interface Owner {
  storeId: StoreId;
  token: string | null;
}

const sameOwner = (a: Owner | null, b: Owner | null) =>
  a !== null && b !== null && a.storeId === b.storeId && a.token === b.token;

const readExtra =
  (): ThunkAction<StorefrontExtra, unknown, StorefrontExtra, UnknownAction> =>
  (_dispatch, _getState, extra) =>
    extra;

const running = new WeakMap<StoreContext, () => void>();

/** Starts My equipment in this store context (once; a second call is a no-op); returns its stop. */
export function startEquipmentRuntime(storeContext: StoreContext): () => void {
  const existing = running.get(storeContext);
  if (existing) return existing;
  const extra = storeContext.dispatch(readExtra());
  const { storage } = extra;

  /** Null while a stored token is being checked: neither the guest's list nor the customer's yet. */
  function currentOwner(): Owner | null {
    const { session, store } = storeContext.getState();
    if (session.status === 'restoring') return null;
    const signedIn = session.status === 'authenticated' && session.token;
    return { storeId: store.id, token: signedIn ? session.token : null };
  }

  /** The owner once known: a request made while a stored token is checked waits for it. */
  function settledOwner(): Promise<Owner> {
    return new Promise((resolve) => {
      const check = () => {
        const owner = currentOwner();
        if (owner === null) return false;
        resolve(owner);
        return true;
      };
      if (check()) return;
      const unsubscribe = storeContext.subscribe(() => {
        if (check()) unsubscribe();
      });
    });
  }

  const apiContext = (): Context => apiContextFromState(storeContext.getState(), extra);

  let shownFor: Owner | null = null;
  let shown: SavedEquipment[] = [];
  function show(owner: Owner, list: SavedEquipment[]): void {
    // A late answer for a shopper who has since signed out or switched store is not theirs.
    if (!sameOwner(owner, currentOwner())) return;
    shownFor = owner;
    shown = list;
    emit('equipment:changed', { storeId: owner.storeId, equipment: list });
  }

  // One piece of work at a time, in the order asked: answers never overtake each other.
  let queue = Promise.resolve();
  const enqueue = (work: () => Promise<void>) => {
    queue = queue.then(work, work);
  };

  /** A customer's list from the account, after the guest's list of this store was merged into it. */
  async function load(owner: Owner): Promise<void> {
    const guestList = readGuestEquipment(storage, owner.storeId);
    try {
      if (guestList.length === 0) return show(owner, await fetchSavedEquipment(apiContext()));
      const merged = await mergeGuestEquipment(apiContext(), guestList);
      // Like the guest cart after its conversion: now the account's, no longer this browser's.
      writeGuestEquipment(storage, owner.storeId, []);
      show(owner, merged);
    } catch (error) {
      console.warn('Saved equipment could not be loaded', error);
      if (guestList.length > 0) showToast(EQUIPMENT_MESSAGES.mergeFailed, 'error');
      // What this browser knows beats an empty list; the next sign-in merges it again.
      show(owner, guestList);
    }
  }

  function followOwner(): void {
    const owner = currentOwner();
    if (owner === null || sameOwner(owner, shownFor)) return;
    shownFor = owner;
    // A guest's list is in the browser: announced at once, so a page's first render has it.
    if (owner.token === null) show(owner, readGuestEquipment(storage, owner.storeId));
    else enqueue(() => load(owner));
  }

  async function save(item: SavedEquipment): Promise<void> {
    const owner = await settledOwner();
    if (owner.token === null) {
      const list = withSaved(readGuestEquipment(storage, owner.storeId), item);
      if (!list) return showToast(EQUIPMENT_MESSAGES.listFull, 'error');
      writeGuestEquipment(storage, owner.storeId, list);
      show(owner, list);
    } else {
      try {
        show(owner, await saveEquipment(apiContext(), item));
      } catch (error) {
        // The list stays as it was; the shopper is told, never left believing it saved.
        const fallback = EQUIPMENT_MESSAGES.saveFailed(item.modelNumber);
        return showToast(serverRefusalMessage(error, fallback), 'error');
      }
    }
    showToast(EQUIPMENT_MESSAGES.saved(item.modelNumber), 'success');
  }

  async function remove(modelId: number): Promise<void> {
    const owner = await settledOwner();
    const modelNumber = shown.find((item) => item.modelId === modelId)?.modelNumber ?? 'the model';
    if (owner.token === null) {
      const before = readGuestEquipment(storage, owner.storeId);
      const list = before.filter((item) => item.modelId !== modelId);
      writeGuestEquipment(storage, owner.storeId, list);
      show(owner, list);
      if (list.length === before.length) return;
    } else {
      try {
        show(owner, await removeEquipment(apiContext(), modelId));
      } catch (error) {
        const fallback = EQUIPMENT_MESSAGES.removeFailed(modelNumber);
        return showToast(serverRefusalMessage(error, fallback), 'error');
      }
    }
    showToast(EQUIPMENT_MESSAGES.removed(modelNumber), 'success');
  }

  /** Another tab changed this store's guest list: announce its copy, so both tabs agree. */
  function followOtherTabs(): () => void {
    const onStorage = (event: StorageEvent) => {
      const owner = currentOwner();
      if (owner?.token !== null || event.key !== guestEquipmentKey(owner.storeId)) return;
      show(owner, readGuestEquipment(storage, owner.storeId));
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }

  const stops = [
    on('equipment:save-requested', ({ equipment }) => enqueue(() => save(equipment))),
    on('equipment:remove-requested', ({ modelId }) => enqueue(() => remove(modelId))),
    storeContext.subscribe(followOwner),
  ];
  if (extra.sync.acrossTabs) stops.push(followOtherTabs());
  followOwner();

  const stop = () => {
    running.delete(storeContext);
    for (const stopOne of stops) stopOne();
  };
  running.set(storeContext, stop);
  return stop;
}
