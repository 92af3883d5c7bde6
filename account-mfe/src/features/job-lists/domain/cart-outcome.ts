// What became of lines sent to the cart (Buy Again, a job list), for the shopper: how many units
// went in, and every line that did not go in whole with the reason. Nothing is dropped silently.
import type { CartProduct } from '@storefront/contract';
import type { CartLinesAddResult } from '@storefront/contract/events';
import type { PricedLineRecord } from '@storefront/contract/records';
import type { CartLineRequest } from '../bus/request-cart-lines';

export interface NotAddedLine {
  productId: number;
  name: string;
  reason: string;
}

export interface CartOutcome {
  addedUnits: number;
  notAdded: NotAddedLine[];
}

export const CART_OUTCOME_TEXT = {
  added: (units: number) => `Added ${units} ${units === 1 ? 'item' : 'items'} to your cart.`,
  nothingAdded: 'Nothing was added to your cart.',
  notAddedHeading: 'Not added:',
  notSold: 'no longer sold',
  outOfStock: 'out of stock',
  partly: (added: number, requested: number, available: number) =>
    `${added} of ${requested} added (${available} in stock, counting what your cart already holds)`,
  checkFailed: 'the stock could not be checked; please try again',
  cartUnavailable: 'The cart is unavailable right now. Please try again later.',
} as const;

function cartProductOf(line: PricedLineRecord): CartProduct {
  return {
    id: line.productId,
    name: line.name,
    title: line.name,
    price: line.price,
    discount: line.discount,
    image: line.image,
    sku: line.sku,
  };
}

/** The lines worth asking the cart for: those the store sells and has some stock of. */
export function cartRequestsOf(lines: readonly PricedLineRecord[]): CartLineRequest[] {
  return lines
    .filter((line) => line.availability === 'in-stock')
    .map((line) => ({ product: cartProductOf(line), quantity: line.quantity }));
}

/** The outcome of `lines` once the cart answered `results` for the ones asked for. */
export function cartOutcomeOf(
  lines: readonly PricedLineRecord[],
  results: readonly CartLinesAddResult[],
): CartOutcome {
  const byProduct = new Map(results.map((result) => [result.productId, result]));
  let addedUnits = 0;
  const notAdded: NotAddedLine[] = [];
  for (const line of lines) {
    const note = (reason: string) =>
      notAdded.push({ productId: line.productId, name: line.name, reason });
    if (line.availability === 'not-sold') note(CART_OUTCOME_TEXT.notSold);
    else if (line.availability === 'out-of-stock') note(CART_OUTCOME_TEXT.outOfStock);
    else {
      const result = byProduct.get(line.productId);
      if (!result || result.available === null) note(CART_OUTCOME_TEXT.checkFailed);
      else {
        addedUnits += result.added;
        if (result.available === 0) note(CART_OUTCOME_TEXT.outOfStock);
        else if (result.added < result.requested) {
          note(CART_OUTCOME_TEXT.partly(result.added, result.requested, result.available));
        }
      }
    }
  }
  return { addedUnits, notAdded };
}
