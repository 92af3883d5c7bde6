// The typed event bus of DESIGN §4: window CustomEvents named `storefront:<event>`, so any code on
// the page (another remote, even another framework) can listen without importing anything.
import type { CartItem, StoreId, User } from '../domain';

export type ToastType = 'success' | 'error' | 'info' | 'warning';

export type SessionStatus =
  'signed-out' | 'restoring' | 'guest' | 'guest-checkout' | 'authenticated';

export interface StorefrontEvents {
  'cart:changed': { items: CartItem[]; count: number; subtotal: number };
  'auth:changed': {
    status: SessionStatus;
    isAuthenticated: boolean;
    isGuest: boolean;
    user: User | null;
  };
  'store:switched': { storeId: StoreId; previousStoreId: StoreId };
  toast: { type: ToastType; message: string };
}

export type StorefrontEventName = keyof StorefrontEvents;

export const EVENT_PREFIX = 'storefront:';

/** The DOM event type of a bus event: `storefront:cart:changed`. */
export function domEventName(name: StorefrontEventName): string {
  return `${EVENT_PREFIX}${name}`;
}

/** Raises an event on `window` (a no-op outside the browser). */
export function emit<K extends StorefrontEventName>(name: K, detail: StorefrontEvents[K]): void {
  if (typeof window === 'undefined') return;
  window.dispatchEvent(new CustomEvent(domEventName(name), { detail }));
}

/** Listens to an event; returns the function that stops listening. */
export function on<K extends StorefrontEventName>(
  name: K,
  handler: (detail: StorefrontEvents[K]) => void,
): () => void {
  if (typeof window === 'undefined') return () => {};
  const listener = (event: Event) => handler((event as CustomEvent<StorefrontEvents[K]>).detail);
  const type = domEventName(name);
  window.addEventListener(type, listener);
  return () => window.removeEventListener(type, listener);
}

/** Asks the host's toast container to show a message. */
export function showToast(message: string, type: ToastType = 'info'): void {
  emit('toast', { type, message });
}
