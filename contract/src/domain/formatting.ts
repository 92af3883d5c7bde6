// Money formatting and text hygiene shared by every page and the store API (SPEC §5, §9).
import { centsFromDollars, discountedCents, dollarsFromCents, formatCents } from './money';

/** A dollar amount the API sent, as "$1,234.50". Anything that is not a finite number shows as "$0.00". */
export function formatMoney(amount: number | string | null | undefined): string {
  return formatCents(centsFromDollars(amount));
}

/** A dollar price less its discount, in dollars (computed in cents: see money.ts). */
export function discountedPrice(price: number, discount: number | null | undefined): number {
  return dollarsFromCents(discountedCents(centsFromDollars(price), discount));
}

/** True when the product carries a discount worth showing. */
export function hasDiscount(discount: number | null | undefined): boolean {
  return typeof discount === 'number' && Number.isFinite(discount) && discount > 0;
}

// C0 and C1 control characters except tab, line feed and carriage return.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/g;

/** Removes control characters from text before it is shown (tab and line breaks are kept). */
export function stripControlChars(text: string | null | undefined): string {
  return (text ?? '').replace(CONTROL_CHARS, '');
}
