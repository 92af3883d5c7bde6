// How the catalogue names the number a search found a product by (issue 37): in the nav
// suggestions and on the result cards alike.
import type { Product } from '@storefront/contract';

/** "part no. TH-269269-32"; an old (superseded) number says the product replaces it. */
export function matchedNumberText({ kind, number }: NonNullable<Product['matchedNumber']>): string {
  return kind === 'superseded' ? `Replaces old number ${number}` : `part no. ${number}`;
}
