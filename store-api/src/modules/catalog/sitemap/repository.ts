// What a store's sitemap lists: the ids of its product, category, brand and equipment model pages.
import { sql } from 'kysely';
import type { Db } from '../../../db/connection.js';

export function createSitemapRepository(db: Db) {
  return {
    /** Ascending ids; an inactive product has no page. Index-only reads, a few ms at 100k. */
    async entries(storeId: string) {
      const [products, categories, brands, models] = await Promise.all([
        db
          .selectFrom('products')
          .select('id')
          .where('store_id', '=', storeId)
          // A literal, so the planner can use the partial (active-only) indexes.
          .where('is_active', '=', sql.lit(true))
          .orderBy('id')
          .execute(),
        db
          .selectFrom('categories')
          .select('id')
          .where('store_id', '=', storeId)
          .orderBy('id')
          .execute(),
        db
          .selectFrom('brands')
          .select('id')
          .where('store_id', '=', storeId)
          .orderBy('id')
          .execute(),
        db
          .selectFrom('equipment_models')
          .select('id')
          .where('store_id', '=', storeId)
          .orderBy('id')
          .execute(),
      ]);
      return {
        productIds: products.map((row) => row.id),
        categoryIds: categories.map((row) => row.id),
        brandIds: brands.map((row) => row.id),
        modelIds: models.map((row) => row.id),
      };
    },
  };
}
