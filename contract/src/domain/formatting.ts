// Money and text formatting shared by every page (SPEC §5, §9).
import { DESCRIPTION_MAX_LENGTH, TITLE_MAX_LENGTH } from '../constants';
import { centsFromDollars, discountedCents, dollarsFromCents, formatCents } from './money';

/** A dollar amount the API sent, as "$1,234.50". Anything that is not a finite number shows as "$0.00". */
export function formatMoney(amount: number | string | null | undefined): string {
  return formatCents(centsFromDollars(amount));
}

export const ELLIPSIS = '...';

/** Cuts text longer than `max` characters to `max` characters plus "...". */
export function truncateText(text: string | null | undefined, max: number): string {
  const value = text ?? '';
  return value.length > max ? `${value.slice(0, max)}${ELLIPSIS}` : value;
}

/** Product titles: more than 30 characters are cut with an ellipsis. */
export function truncateTitle(title: string | null | undefined): string {
  return truncateText(title, TITLE_MAX_LENGTH);
}

/** Descriptions: more than 60 characters are cut with an ellipsis. */
export function truncateDescription(description: string | null | undefined): string {
  return truncateText(description, DESCRIPTION_MAX_LENGTH);
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

/**
 * A price for structured data: digits and a point only ("$1,299.99" → "1299.99"); numbers get
 * two decimals; a missing or unreadable price counts as 0.
 */
export function priceForStructuredData(price: number | string | null | undefined): string {
  if (typeof price === 'number') return Number.isFinite(price) ? price.toFixed(2) : '0.00';
  const reduced = (price ?? '').replace(/[^\d.]/g, '');
  return reduced && reduced !== '.' ? reduced : '0.00';
}
