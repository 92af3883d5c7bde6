// Which resolved rows go into the cart and how many units each, given what the cart holds: a
// row never takes the cart past the stock the store answered, and the rest is reported.
import type { CartItem, CartProduct } from '@storefront/contract';
import type { QuickOrderLineRecord, QuickOrderProduct } from '@storefront/contract/records';

export interface CartAddition {
  product: CartProduct;
  qty: number;
}

/** What the cart keeps of a found product (the fields a cart line has). */
function cartProductOf({ id, name, title, price, discount, image, sku }: QuickOrderProduct) {
  return { id, name, title, price, discount, image, sku };
}

export interface QuickOrderPlan {
  additions: CartAddition[];
  /** Units going into the cart. */
  units: number;
  /** Rows not added in full, each with why. */
  notAdded: { partNumber: string; reason: string }[];
}

export function planCartAdditions(
  rows: readonly QuickOrderLineRecord[],
  cart: readonly Pick<CartItem, 'id' | 'qty'>[],
): QuickOrderPlan {
  const held = new Map(cart.map((item) => [item.id, item.qty]));
  const additions: CartAddition[] = [];
  const notAdded: QuickOrderPlan['notAdded'] = [];
  for (const row of rows) {
    const { product } = row;
    if (!product || row.quantity === 0) {
      notAdded.push({ partNumber: row.partNumber, reason: row.message });
      continue;
    }
    const inCart = held.get(product.id) ?? 0;
    const qty = Math.max(0, Math.min(row.quantity, product.stock - inCart));
    held.set(product.id, inCart + qty);
    if (qty > 0) additions.push({ product: cartProductOf(product), qty });
    if (qty < row.requested) {
      notAdded.push({
        partNumber: row.partNumber,
        reason:
          qty === 0 && inCart > 0
            ? `All ${product.stock} in stock are in your cart`
            : `Only ${qty} of ${row.requested} added: ${product.stock} in stock`,
      });
    }
  }
  return { additions, units: additions.reduce((sum, { qty }) => sum + qty, 0), notAdded };
}
