// Money in the browser is integer cents (DESIGN §14): amounts the API sends in dollars become
// cents once, every sum and discount is integer arithmetic, and text is made only at the end.
import { FREE_SHIPPING_THRESHOLD } from '../constants';

/** A whole number of US cents. */
export type Cents = number;

/** Cents of a dollar amount as the API or a product record sends it; unreadable is 0. */
export function centsFromDollars(dollars: number | string | null | undefined): Cents {
  const value = typeof dollars === 'string' ? Number(dollars) : dollars;
  return typeof value === 'number' && Number.isFinite(value) ? Math.round(value * 100) : 0;
}

/** Dollars for the few bodies SPEC writes in dollars (create-session's price and shipping_fee). */
export function dollarsFromCents(cents: Cents): number {
  return cents / 100;
}

const THOUSANDS = /\B(?=(\d{3})+(?!\d))/g;

/**
 * SPEC §9's display: "$1,234.56" ("-$5.00" below zero). Written out rather than with
 * Intl.NumberFormat, whose first use costs tens of milliseconds of a phone's start-up.
 */
export function formatCents(cents: Cents): string {
  const whole = Math.abs(Math.round(cents));
  const dollars = String(Math.floor(whole / 100)).replace(THOUSANDS, ',');
  const sign = cents < 0 && whole > 0 ? '-' : '';
  return `${sign}$${dollars}.${String(whole % 100).padStart(2, '0')}`;
}

/** price × (1 − discount/100), half a cent rounded up; no or invalid discount leaves the price. */
export function discountedCents(priceCents: Cents, discount: number | null | undefined): Cents {
  if (!discount || !Number.isFinite(discount) || discount <= 0) return priceCents;
  const percentPaid = 100 - Math.min(discount, 100);
  return Math.round((priceCents * percentPaid) / 100);
}

export function lineTotalCents(unitCents: Cents, qty: number): Cents {
  return unitCents * qty;
}

export function subtotalCents(lines: readonly { unitCents: Cents; qty: number }[]): Cents {
  return lines.reduce((sum, line) => sum + lineTotalCents(line.unitCents, line.qty), 0);
}

const FREE_SHIPPING_THRESHOLD_CENTS = centsFromDollars(FREE_SHIPPING_THRESHOLD);

/**
 * Shipping for a subtotal: free from the threshold on, else the store's charge (a dollar amount
 * of its configuration); an empty cart ships nothing.
 */
export function shippingCentsFor(subtotal: Cents, storeShippingCharge: number): Cents {
  if (subtotal <= 0 || subtotal >= FREE_SHIPPING_THRESHOLD_CENTS) return 0;
  return centsFromDollars(storeShippingCharge);
}

/** How much more buys free shipping (0 when it is free already). */
export function freeShippingGapCents(subtotal: Cents): Cents {
  return Math.max(0, FREE_SHIPPING_THRESHOLD_CENTS - subtotal);
}
