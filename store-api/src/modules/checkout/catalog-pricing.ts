// What a checkout of these lines costs, read from the store's catalogue: create-session charges
// exactly this (inside its transaction) and POST /checkout/quote shows it to the shopper first.
import type { Db } from '../../db/connection.js';
import { HttpError } from '../../http-error.js';
import { storeShipping } from '../cart/index.js';
import { CHECKOUT_MESSAGES } from './messages.js';
import { priceCheckout, type CatalogLine, type PricedCheckout } from './pricing.js';

export interface CheckoutLine {
  productId: number;
  quantity: number;
}

/** Sums the quantities of lines naming the same product, so each is priced and reserved once. */
function mergeLines(items: readonly CheckoutLine[]): Map<number, number> {
  const quantities = new Map<number, number>();
  for (const item of items) {
    quantities.set(item.productId, (quantities.get(item.productId) ?? 0) + item.quantity);
  }
  return quantities;
}

/** Reads the lines' products (in `db`'s transaction when it is one); a product not sold is a 409. */
async function catalogLines(
  db: Db,
  storeId: string,
  quantities: Map<number, number>,
): Promise<CatalogLine[]> {
  const rows = await db
    .selectFrom('products')
    .select(['id', 'name', 'sku', 'price', 'discount', 'shipping_class', 'weight_oz'])
    .where('store_id', '=', storeId)
    .where('is_active', '=', true)
    .where('id', 'in', [...quantities.keys()])
    .execute();
  return [...quantities].map(([productId, quantity]) => {
    const row = rows.find((candidate) => candidate.id === productId);
    if (!row) throw new HttpError(409, CHECKOUT_MESSAGES.productUnavailable(productId));
    return {
      productId,
      name: row.name,
      sku: row.sku,
      price: row.price,
      discount: row.discount,
      quantity,
      shippingClass: row.shipping_class,
      weightOz: row.weight_oz,
    };
  });
}

/** The lines priced from the catalogue with the store's shipping: what the shopper is charged. */
export async function priceFromCatalog(
  db: Db,
  storeId: string,
  items: readonly CheckoutLine[],
): Promise<PricedCheckout> {
  const lines = await catalogLines(db, storeId, mergeLines(items));
  return priceCheckout(lines, storeShipping(storeId));
}
