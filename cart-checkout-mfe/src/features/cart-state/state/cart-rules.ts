// The cart rules of SPEC §4 as pure functions: the cart slice and the cart pages use the same ones.
import {
  centsFromDollars,
  discountedCents,
  lineTotalCents,
  subtotalCents,
  type Cents,
  type CartItem,
  type CartProduct,
} from '@storefront/contract';

/** Adding a product already in the cart raises its qty by 1; otherwise it is added with qty 1. */
export function addToCartItems(items: readonly CartItem[], product: CartProduct): CartItem[] {
  const existing = items.find((item) => item.id === product.id);
  if (existing) {
    return items.map((item) => (item.id === product.id ? { ...item, qty: item.qty + 1 } : item));
  }
  return [...items, { ...product, qty: 1 }];
}

/** `qty` units of the product: its line grows by them, or a new line holds them. */
export function addUnitsToCartItems(
  items: readonly CartItem[],
  product: CartProduct,
  qty: number,
): CartItem[] {
  if (items.some((item) => item.id === product.id)) {
    return items.map((item) => (item.id === product.id ? { ...item, qty: item.qty + qty } : item));
  }
  return [...items, { ...product, qty }];
}

/** Removing a line with qty 1 deletes it; otherwise its qty drops by 1. */
export function removeFromCartItems(items: readonly CartItem[], productId: number): CartItem[] {
  return items.flatMap((item) => {
    if (item.id !== productId) return [item];
    return item.qty <= 1 ? [] : [{ ...item, qty: item.qty - 1 }];
  });
}

/** What one unit of a line costs, in cents: the discounted price when the product has a discount. */
export function cartLineUnitCents(item: Pick<CartItem, 'price' | 'discount'>): Cents {
  return discountedCents(centsFromDollars(item.price), item.discount);
}

export function cartLineTotalCents(item: Pick<CartItem, 'price' | 'discount' | 'qty'>): Cents {
  return lineTotalCents(cartLineUnitCents(item), item.qty);
}

/** Number of units in the cart (the nav badge). */
export function cartCount(items: readonly Pick<CartItem, 'qty'>[]): number {
  return items.reduce((sum, item) => sum + item.qty, 0);
}

export function cartSubtotalCents(
  items: readonly Pick<CartItem, 'price' | 'discount' | 'qty'>[],
): Cents {
  return subtotalCents(
    items.map((item) => ({ unitCents: cartLineUnitCents(item), qty: item.qty })),
  );
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
