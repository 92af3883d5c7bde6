// Prices a checkout from the catalogue in integer cents with the contract's money rules (the ones the
// browser shows): each unit at its discounted price, plus the parcels' shipping (free once the
// parcels reach the threshold) and the freight rule's charge of the freight lines (decision 0978).
// Prices sent by the browser never get here.
import { discountedCents, shippingChargesFor, type ShippingClass } from '@storefront/contract';
import { toCents } from '../../money.js';
import type { StoreShipping } from '../cart/index.js';

export interface CatalogLine {
  productId: number;
  name: string;
  sku: string;
  /** The catalogue's price, USD (numeric column). */
  price: number | string;
  discount: number;
  quantity: number;
  shippingClass: ShippingClass;
  weightOz: number;
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
  /** Parcel shipping + freightCents. */
  shippingCents: number;
  freightCents: number;
  totalCents: number;
}

export function priceCheckout(
  lines: readonly CatalogLine[],
  storeShipping: StoreShipping,
): PricedCheckout {
  const priced = lines.map((line) => ({
    productId: line.productId,
    name: line.name,
    sku: line.sku,
    quantity: line.quantity,
    unitPriceCents: discountedCents(toCents(Number(line.price)), line.discount),
  }));
  const subtotalCents = priced.reduce((sum, line) => sum + line.unitPriceCents * line.quantity, 0);
  const { shippingCents, freightCents } = shippingChargesFor(
    lines.map((line, index) => ({
      unitCents: priced[index]!.unitPriceCents,
      qty: line.quantity,
      shippingClass: line.shippingClass,
      weightOz: line.weightOz,
    })),
    storeShipping,
  );
  return {
    lines: priced,
    subtotalCents,
    shippingCents,
    freightCents,
    totalCents: subtotalCents + shippingCents,
  };
}
