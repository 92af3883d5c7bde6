// Lines of products priced now from the catalogue, in integer cents: a job list's lines and a past
// order's lines for Buy Again. The unit price is the discounted price exactly as the catalogue and
// the cart compute it, so the list, the cart and the product page never disagree.
import { discountedCents } from '@storefront/contract';
import type { PricedLineRecord } from '@storefront/contract/records';
import type { Db } from '../../db/connection.js';
import { catalogueProducts, type CatalogueProduct } from '../cart/index.js';
import { toCents } from '../../money.js';
import type { ImageUrls } from '../images/index.js';

/** The store's products of these ids with their stock, by id (another store's are left out). */
export async function productsOfStore(
  db: Db,
  storeId: string,
  productIds: readonly number[],
): Promise<Map<number, CatalogueProduct>> {
  const products = await catalogueProducts(db, storeId, productIds);
  return new Map(products.map((product) => [product.id, product]));
}

/**
 * One line at today's price. `product` undefined: the store no longer has it at all (an old
 * order's line), shown from what the order recorded, as not sold.
 */
export function priceLine(
  line: { productId: number; quantity: number; name: string; sku: string },
  product: CatalogueProduct | undefined,
  imageUrls: ImageUrls,
): PricedLineRecord {
  const price = product ? Number(product.price) : 0;
  const discount = product?.discount ?? 0;
  const unitPriceCents = discountedCents(toCents(price), discount);
  const unitsOnHand = product?.total_on_hand ?? 0;
  const availability = !product?.is_active
    ? 'not-sold'
    : unitsOnHand > 0
      ? 'in-stock'
      : 'out-of-stock';
  return {
    productId: line.productId,
    name: product?.name ?? line.name,
    sku: product?.sku ?? line.sku,
    image: imageUrls.product(line.productId, product?.image_url ?? null),
    quantity: line.quantity,
    price,
    discount,
    unitPriceCents,
    lineTotalCents: availability === 'not-sold' ? 0 : unitPriceCents * line.quantity,
    unitsOnHand,
    availability,
  };
}
