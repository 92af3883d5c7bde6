// Turns a quick order's lines and the products their numbers named into the rows the shopper
// sees: found, capped to the stock, out of stock, unknown, several matches or not a number.
// Prices are worked out in integer cents and answered in USD like the cart (modules/cart/pricing).
import { discountedCents, MESSAGES } from '@storefront/contract';
import type {
  QuickOrderLineInput,
  QuickOrderLineRecord,
  QuickOrderProduct,
} from '@storefront/contract/records';
import { toCents, toDollars } from '../../money.js';
import { partNumberKey, type NumberedProduct } from '../catalog/index.js';

function productRecord(product: NumberedProduct): QuickOrderProduct {
  return {
    id: product.id,
    name: product.name,
    title: product.name,
    sku: product.sku,
    image: product.image,
    price: product.price,
    discount: product.discount,
    unit_price: toDollars(discountedCents(toCents(product.price), product.discount)),
    stock: product.stock,
    matchedNumber: product.matchedNumber,
  };
}

/**
 * One row per line, in order. Lines naming the same product share its stock in the order given,
 * so the rows never promise more units than there are.
 */
export function resolveLines(
  lines: readonly QuickOrderLineInput[],
  matches: ReadonlyMap<string, readonly NumberedProduct[]>,
): QuickOrderLineRecord[] {
  const unitsLeft = new Map<number, number>();
  return lines.map(({ partNumber, quantity: requested }) => {
    const row = { partNumber, requested };
    const key = partNumberKey(partNumber);
    if (!key) {
      return { ...row, status: 'invalid', quantity: 0, message: MESSAGES.quickOrderInvalid };
    }
    const products = matches.get(key) ?? [];
    const [only] = products;
    if (!only) {
      return { ...row, status: 'unknown', quantity: 0, message: MESSAGES.quickOrderUnknown };
    }
    if (products.length > 1) {
      return {
        ...row,
        status: 'ambiguous',
        quantity: 0,
        message: MESSAGES.quickOrderAmbiguous,
        candidates: products.map(productRecord),
      };
    }
    const product = productRecord(only);
    const available = unitsLeft.get(only.id) ?? only.stock;
    const quantity = Math.min(requested, available);
    unitsLeft.set(only.id, available - quantity);
    if (available === 0) {
      return {
        ...row,
        status: 'out-of-stock',
        quantity: 0,
        message: MESSAGES.quickOrderOutOfStock,
        product,
      };
    }
    if (quantity < requested) {
      return {
        ...row,
        status: 'limited',
        quantity,
        message: MESSAGES.quickOrderOnlyInStock(available),
        product,
      };
    }
    return { ...row, status: 'found', quantity, message: MESSAGES.quickOrderFound, product };
  });
}
