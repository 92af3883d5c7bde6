// Brands of one store with how many of its products each has, alphabetically.
import { sql } from 'kysely';
import type { Db } from '../../../db/connection.js';
import { likePattern } from '../../../schemas/common.js';
import type { ImageUrls } from '../../images/image-urls.js';
import type { Brand } from './schemas.js';

export function createBrandsRepository(db: Db, imageUrls: ImageUrls) {
  function selectBrands(storeId: string, search: string | undefined) {
    let query = db.selectFrom('brands as b').where('b.store_id', '=', storeId);
    if (search)
      query = query.where((eb) => eb(eb.fn('lower', ['b.name']), 'like', likePattern(search)));
    return query;
  }

  async function withDetails(query: ReturnType<typeof selectBrands>) {
    const rows = await query
      .select((eb) => [
        'b.id',
        'b.name',
        'b.description',
        'b.logo_url',
        'b.product_types',
        eb
          .selectFrom('products as p')
          .select(eb.fn.countAll<number>().as('count'))
          .whereRef('p.store_id', '=', 'b.store_id')
          .whereRef('p.brand_id', '=', 'b.id')
          .where('p.is_active', '=', sql.lit(true))
          .as('product_count'),
      ])
      .execute();
    return rows.map((row): Brand => ({
      id: row.id,
      name: row.name,
      description: row.description,
      logo: imageUrls.brandLogo(row.id, row.logo_url),
      url: `/brands/${row.id}`,
      product_types: row.product_types,
      productCount: Number(row.product_count ?? 0),
    }));
  }

  return {
    async list(
      storeId: string,
      options: { search?: string | undefined; start: number; limit: number },
    ): Promise<{ brands: Brand[]; total: number }> {
      const [brands, count] = await Promise.all([
        withDetails(
          selectBrands(storeId, options.search)
            .orderBy('b.name')
            .orderBy('b.id')
            .offset(options.start)
            .limit(options.limit),
        ),
        selectBrands(storeId, options.search)
          .select((eb) => eb.fn.countAll<number>().as('total'))
          .executeTakeFirstOrThrow(),
      ]);
      return { brands, total: Number(count.total) };
    },

    async findById(storeId: string, id: number): Promise<Brand | undefined> {
      const [brand] = await withDetails(selectBrands(storeId, undefined).where('b.id', '=', id));
      return brand;
    },
  };
}

export type BrandsRepository = ReturnType<typeof createBrandsRepository>;
