// Prices a checkout from the catalogue in integer cents with the contract's money rules (the ones the
// browser shows): each unit at its discounted price, plus the store's shipping unless the subtotal
// reaches the free-shipping threshold. Prices sent by the browser never get here.
import { discountedCents, shippingCentsFor } from '@storefront/contract';
import { toCents } from '../../money.js';

export interface CatalogLine {
  productId: number;
  name: string;
  sku: string;
  /** The catalogue's price, USD (numeric column). */
  price: number | string;
  discount: number;
  quantity: number;
}

export interface PricedLine {
  productId: number;
  name: string;
  sku: string;
  quantity: number;
  unitPriceCents: number;
}

export interface PricedCheckout {
  lines: PricedLine[];
  subtotalCents: number;
  shippingCents: number;
  totalCents: number;
}

export function priceCheckout(
  lines: readonly CatalogLine[],
  storeShippingCharge: number,
): PricedCheckout {
  const priced = lines.map((line) => ({
    productId: line.productId,
    name: line.name,
    sku: line.sku,
    quantity: line.quantity,
    unitPriceCents: discountedCents(toCents(Number(line.price)), line.discount),
  }));
  const subtotalCents = priced.reduce((sum, line) => sum + line.unitPriceCents * line.quantity, 0);
  const shippingCents = shippingCentsFor(subtotalCents, storeShippingCharge);
  return {
    lines: priced,
    subtotalCents,
    shippingCents,
    totalCents: subtotalCents + shippingCents,
  };
}
