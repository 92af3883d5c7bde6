// The cart rules of SPEC §4 as pure functions: the cart slice and the cart pages use the same ones.
import { FREE_SHIPPING_THRESHOLD } from './constants';
import { discountedPrice } from './formatting';
import type { CartItem, CartProduct } from './types';

/** Adding a product already in the cart raises its qty by 1; otherwise it is added with qty 1. */
export function addToCartItems(items: readonly CartItem[], product: CartProduct): CartItem[] {
  const existing = items.find((item) => item.id === product.id);
  if (existing) {
    return items.map((item) => (item.id === product.id ? { ...item, qty: item.qty + 1 } : item));
  }
  return [...items, { ...product, qty: 1 }];
}

/** Removing a line with qty 1 deletes it; otherwise its qty drops by 1. */
export function removeFromCartItems(items: readonly CartItem[], productId: number): CartItem[] {
  return items.flatMap((item) => {
    if (item.id !== productId) return [item];
    return item.qty <= 1 ? [] : [{ ...item, qty: item.qty - 1 }];
  });
}

/** The price one unit of a line costs: the discounted price when the product has a discount. */
export function cartLineUnitPrice(item: Pick<CartItem, 'price' | 'discount'>): number {
  return discountedPrice(item.price, item.discount);
}

export function cartLineTotal(item: Pick<CartItem, 'price' | 'discount' | 'qty'>): number {
  return roundToCents(cartLineUnitPrice(item) * item.qty);
}

/** Number of units in the cart (the nav badge). */
export function cartCount(items: readonly Pick<CartItem, 'qty'>[]): number {
  return items.reduce((sum, item) => sum + item.qty, 0);
}

export function cartSubtotal(
  items: readonly Pick<CartItem, 'price' | 'discount' | 'qty'>[],
): number {
  return roundToCents(items.reduce((sum, item) => sum + cartLineUnitPrice(item) * item.qty, 0));
}

/** Shipping for a subtotal: free from the threshold on, else the store's charge (0 for an empty cart). */
export function shippingChargeFor(subtotal: number, storeShippingCharge: number): number {
  if (subtotal <= 0 || subtotal >= FREE_SHIPPING_THRESHOLD) return 0;
  return storeShippingCharge;
}

/** How much more buys free shipping (0 when already free). */
export function freeShippingGap(subtotal: number): number {
  return Math.max(0, roundToCents(FREE_SHIPPING_THRESHOLD - subtotal));
}

/**
 * Keeps only well-formed lines of a cart read from storage: anything else (corrupted JSON that
 * parsed to a non-array, lines without id, qty or price) is dropped so the shopper never crashes.
 */
export function sanitizeCartItems(value: unknown): CartItem[] {
  if (!Array.isArray(value)) return [];
  return value.filter(isCartItem);
}

function isCartItem(value: unknown): value is CartItem {
  if (typeof value !== 'object' || value === null) return false;
  const line = value as Record<string, unknown>;
  return (
    typeof line.id === 'number' &&
    Number.isFinite(line.id) &&
    typeof line.qty === 'number' &&
    Number.isInteger(line.qty) &&
    line.qty > 0 &&
    typeof line.price === 'number' &&
    Number.isFinite(line.price) &&
    typeof line.title === 'string' &&
    typeof line.sku === 'string'
  );
}

function roundToCents(value: number): number {
  return Math.round(value * 100) / 100;
}
