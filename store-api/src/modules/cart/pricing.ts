// Prices a cart from the catalogue rows: integer cents inside, USD with 2 decimals in the answer
// (the catalogue's `price` unit). The unit price is the discounted price exactly as the catalogue
// shows it (the contract's money rules), so the cart and the product page never disagree.
import type { CartLineRecord, CartRecord } from '@storefront/contract/records';
import { discountedCents, shippingCentsFor } from '@storefront/contract';
import { toCents, toDollars } from '../../money.js';
import type { ImageUrls } from '../images/index.js';
import type { CartLineRow } from './repository.js';

export function priceCart(
  rows: readonly CartLineRow[],
  storeShippingCharge: number,
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
      available: row.is_active,
    };
  });
  const shippingCents = shippingCentsFor(subtotalCents, storeShippingCharge);
  return {
    items,
    subtotal: toDollars(subtotalCents),
    shipping_charge: toDollars(shippingCents),
    total: toDollars(subtotalCents + shippingCents),
  };
}
