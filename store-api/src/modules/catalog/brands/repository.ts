// Brands of one store with how many of its products each has, alphabetically.
import type { Db } from '../../../db/connection.js';
import { createActiveProductCounts } from '../active-product-counts.js';
import { likePattern } from '../../../schemas/common.js';
import type { ImageUrls } from '../../images/index.js';
import type { Brand } from '@storefront/contract';

export function createBrandsRepository(db: Db, imageUrls: ImageUrls) {
  const activeProducts = createActiveProductCounts(db);

  function selectBrands(
    storeId: string,
    search: string | undefined,
    onlyIds?: number[] | undefined,
  ) {
    let query = db.selectFrom('brands as b').where('b.store_id', '=', storeId);
    if (search)
      query = query.where((eb) => eb(eb.fn('lower', ['b.name']), 'like', likePattern(search)));
    if (onlyIds) query = query.where('b.id', 'in', onlyIds);
    return query;
  }

  async function withDetails(
    storeId: string,
    query: ReturnType<typeof selectBrands>,
    counts?: Map<number, number>,
  ) {
    const [rows, countByBrand] = await Promise.all([
      query.select(['b.id', 'b.name', 'b.description', 'b.logo_url', 'b.product_types']).execute(),
      counts ?? activeProducts.byBrand(storeId),
    ]);
    return rows.map((row): Brand => ({
      id: row.id,
      name: row.name,
      description: row.description,
      logo: imageUrls.brandLogo(row.id, row.logo_url),
      url: `/brands/${row.id}`,
      product_types: row.product_types,
      productCount: countByBrand.get(row.id) ?? 0,
    }));
  }

  return {
    /**
     * A page of brands. With `productCounts` (a category's products per brand) only the brands
     * counted there, each with that count.
     */
    async list(
      storeId: string,
      options: {
        search?: string | undefined;
        start: number;
        limit: number;
        productCounts?: Map<number, number> | undefined;
      },
    ): Promise<{ brands: Brand[]; total: number }> {
      const { productCounts: counts } = options;
      if (counts?.size === 0) return { brands: [], total: 0 };
      const onlyIds = counts && [...counts.keys()];
      const [brands, count] = await Promise.all([
        withDetails(
          storeId,
          selectBrands(storeId, options.search, onlyIds)
            .orderBy('b.name')
            .orderBy('b.id')
            .offset(options.start)
            .limit(options.limit),
          counts,
        ),
        selectBrands(storeId, options.search, onlyIds)
          .select((eb) => eb.fn.countAll<number>().as('total'))
          .executeTakeFirstOrThrow(),
      ]);
      return { brands, total: Number(count.total) };
    },

    async findById(storeId: string, id: number): Promise<Brand | undefined> {
      const [brand] = await withDetails(
        storeId,
        selectBrands(storeId, undefined).where('b.id', '=', id),
      );
      return brand;
    },
  };
}

export type BrandsRepository = ReturnType<typeof createBrandsRepository>;
