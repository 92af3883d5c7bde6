// Where the cart lives between pages (SPEC §4): `cart`, the last store used's cart, and each
// store's own copy under `{store}_cart` (prices and stock differ between stores).
import { STORAGE_KEYS, type CartItem, type StoreId } from '@storefront/contract';
import { readStoredJson, type KeyValueStorage } from '@storefront/platform';
import { sanitizeCartItems } from './cart-rules';

/**
 * Reads the saved cart: unreadable JSON or a wrong shape is an empty cart, never a crash. The
 * store's own cart: `cart` when it was the last store used here (SPEC's key, and where carts saved
 * before per-store keys live), else its `{store}_cart`.
 */
export function loadStoredCart(storage: KeyValueStorage, storeId: StoreId): CartItem[] {
  const lastUsed = storage.getItem(STORAGE_KEYS.storeId);
  const key =
    lastUsed === null || lastUsed === storeId ? STORAGE_KEYS.cart : STORAGE_KEYS.storeCart(storeId);
  return readCartItems(storage, key);
}

export function readCartItems(storage: KeyValueStorage, key: string): CartItem[] {
  return sanitizeCartItems(readStoredJson(storage, key));
}

/** Saves a store's cart under its own key and as `cart`; an empty cart erases both. */
export function saveCart(storage: KeyValueStorage, storeId: StoreId, items: CartItem[]): void {
  for (const key of [STORAGE_KEYS.cart, STORAGE_KEYS.storeCart(storeId)]) {
    if (items.length === 0) storage.removeItem(key);
    else storage.setItem(key, JSON.stringify(items));
  }
}
