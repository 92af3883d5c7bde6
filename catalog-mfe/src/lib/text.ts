// How the catalogue pages cut and write product text (SPEC §5, §9).

export const TITLE_MAX_LENGTH = 30;
export const DESCRIPTION_MAX_LENGTH = 60;

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

/**
 * A price for structured data: digits and a point only ("$1,299.99" → "1299.99"); numbers get
 * two decimals; a missing or unreadable price counts as 0.
 */
export function priceForStructuredData(price: number | string | null | undefined): string {
  if (typeof price === 'number') return Number.isFinite(price) ? price.toFixed(2) : '0.00';
  const reduced = (price ?? '').replace(/[^\d.]/g, '');
  return reduced && reduced !== '.' ? reduced : '0.00';
}
