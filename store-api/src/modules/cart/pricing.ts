// Prices a cart from the catalogue rows: integer cents inside, USD with 2 decimals in the answer
// (the catalogue's `price` unit). The unit price is the discounted price exactly as the catalogue
// shows it (the contract's money rules), so the cart and the product page never disagree.
import type { CartLineRecord, CartRecord } from '@storefront/contract/records';
import {
  discountedCents,
  poundsFromOunces,
  shippingChargesFor,
  type StoreConfig,
} from '@storefront/contract';
import { toCents, toDollars } from '../../money.js';
import type { ImageUrls } from '../images/index.js';
import type { CartLineRow } from './repository.js';

/** What pricing needs of the store's configuration: the parcel charge and the freight rule. */
export type StoreShipping = Pick<StoreConfig, 'shipping_charge' | 'freight'>;

export function priceCart(
  rows: readonly CartLineRow[],
  storeShipping: StoreShipping,
  imageUrls: ImageUrls,
): CartRecord {
  let subtotalCents = 0;
  const items = rows.map((row): CartLineRecord => {
    const price = Number(row.price);
    const unitCents = discountedCents(toCents(price), row.discount);
    // A product no longer sold is shown (so the shopper can remove it) but never charged.
    const lineCents = row.is_active ? unitCents * row.quantity : 0;
    subtotalCents += lineCents;
    return {
      id: row.product_id,
      productId: row.product_id,
      name: row.name,
      title: row.name,
      sku: row.sku,
      image: imageUrls.product(row.product_id, row.image_url),
      price,
      discount: row.discount,
      unit_price: toDollars(unitCents),
      quantity: row.quantity,
      qty: row.quantity,
      line_total: toDollars(lineCents),
      available_stock: row.total_on_hand ?? 0,
      shipping_class: row.shipping_class,
      weight_lb: poundsFromOunces(row.weight_oz),
      available: row.is_active,
    };
  });
  const { shippingCents, freightCents } = shippingChargesFor(
    rows
      .filter((row) => row.is_active)
      .map((row) => ({
        unitCents: discountedCents(toCents(Number(row.price)), row.discount),
        qty: row.quantity,
        shippingClass: row.shipping_class,
        weightOz: row.weight_oz,
      })),
    storeShipping,
  );
  return {
    items,
    subtotal: toDollars(subtotalCents),
    shipping_charge: toDollars(shippingCents),
    freight_charge: toDollars(freightCents),
    total: toDollars(subtotalCents + shippingCents),
  };
}
