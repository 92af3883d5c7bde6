// Counts of a store's active products read from active_product_counts, which the triggers on
// products keep exact (migration 0013): a sum over a few small rows rather than a scan of the
// products, so the answers need no cache and match the listed products at once.
import type { Db } from '../../db/connection.js';

/** Which active products to count: all of the store's, or those of some categories and a brand. */
export interface CountedProducts {
  categoryIds?: number[] | undefined;
  brandId?: number | undefined;
}

export function createActiveProductCounts(db: Db) {
  function rowsOf(storeId: string, { categoryIds, brandId }: CountedProducts) {
    return db
      .selectFrom('active_product_counts')
      .where('store_id', '=', storeId)
      .$if(categoryIds !== undefined, (query) => query.where('category_id', 'in', categoryIds!))
      .$if(brandId !== undefined, (query) => query.where('brand_id', '=', brandId!));
  }

  /** Counts per value of `key`, leaving out those with no active product. */
  async function countsBy(
    key: 'brand_id' | 'category_id',
    storeId: string,
    counted: CountedProducts,
  ): Promise<Map<number, number>> {
    if (counted.categoryIds?.length === 0) return new Map();
    const rows = await rowsOf(storeId, counted)
      .select((eb) => [key, eb.fn.sum<number>('product_count').as('count')])
      .groupBy(key)
      .having((eb) => eb.fn.sum('product_count'), '>', 0)
      .execute();
    return new Map(rows.map((row) => [row[key], Number(row.count)]));
  }

  /** The total as a one-row query, also read inside another statement (a product page's). */
  const totalQuery = (storeId: string, counted: CountedProducts) =>
    rowsOf(storeId, counted).select((eb) =>
      eb.fn.coalesce(eb.fn.sum<number>('product_count'), eb.lit(0)).as('total'),
    );

  return {
    async total(storeId: string, counted: CountedProducts): Promise<number> {
      if (counted.categoryIds?.length === 0) return 0;
      const row = await totalQuery(storeId, counted).executeTakeFirstOrThrow();
      // sum() of integers is a bigint, which a driver may hand back as a string.
      return Number(row.total);
    },
    totalQuery,
    byBrand: (storeId: string, counted: CountedProducts = {}) =>
      countsBy('brand_id', storeId, counted),
    byCategory: (storeId: string, counted: CountedProducts = {}) =>
      countsBy('category_id', storeId, counted),
  };
}

export type ActiveProductCounts = ReturnType<typeof createActiveProductCounts>;
