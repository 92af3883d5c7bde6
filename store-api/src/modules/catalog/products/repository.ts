// Reads products of one store: filtered pages, single products, featured picks and stock.
import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { Db } from '../../../db/connection.js';
import type { Database } from '../../../db/schema.js';
import { likePattern } from '../../../schemas/common.js';
import { createTtlCache } from '../../../cache/ttl-cache.js';
import { CATALOG_COUNTS_TTL_MS } from '../cache-policy.js';
import type { ImageUrls } from '../../images/image-urls.js';
import type { FeaturedStrategy } from '../featured/schemas.js';
import type { Product, ProductSort } from './schemas.js';

export interface ProductFilters {
  categoryId?: number | undefined;
  /** Descendants of this category, without the category itself. */
  parentId?: number | undefined;
  brandId?: number | undefined;
  search?: string | undefined;
}

type ProductsScope = ExpressionBuilder<Database & { p: Database['products'] }, 'p'>;

/** Filters after the category filters are resolved to the ids of the categories they cover. */
interface ResolvedFilters {
  categoryIds?: number[] | undefined;
  brandId?: number | undefined;
  search?: string | undefined;
}

function productConditions(storeId: string, filters: ResolvedFilters) {
  return (eb: ProductsScope) => {
    const conditions: Expression<SqlBool>[] = [
      eb('p.store_id', '=', storeId),
      // A literal, not a parameter, so the planner can use the partial (active-only) indexes.
      eb('p.is_active', '=', sql.lit(true)),
    ];
    if (filters.categoryIds) conditions.push(eb('p.category_id', 'in', filters.categoryIds));
    if (filters.brandId !== undefined) conditions.push(eb('p.brand_id', '=', filters.brandId));
    if (filters.search) {
      const pattern = likePattern(filters.search);
      conditions.push(
        eb.or([
          eb(eb.fn('lower', ['p.name']), 'like', pattern),
          eb(eb.fn('lower', ['p.sku']), 'like', pattern),
        ]),
      );
    }
    return eb.and(conditions);
  };
}

export function createProductsRepository(db: Db, imageUrls: ImageUrls) {
  const totals = createTtlCache<number>({ ttlMs: CATALOG_COUNTS_TTL_MS, maxEntries: 2000 });

  /**
   * Ids of the categories a filter covers (categoryId: it and its descendants; parent_id: only
   * its descendants), looked up first: a short explicit id list lets the planner walk the newest-first index instead of
   * joining and sorting the whole subtree. Undefined when there is no category filter.
   */
  async function categoryIdsFor(
    storeId: string,
    filters: ProductFilters,
  ): Promise<number[] | undefined> {
    const rootId = filters.categoryId ?? filters.parentId;
    if (rootId === undefined) return undefined;
    const rows = await db
      .selectFrom('categories as d')
      .innerJoin('categories as a', (join) =>
        join.onRef('a.store_id', '=', 'd.store_id').on(sql<SqlBool>`d.path like a.path || '%'`),
      )
      .select('d.id')
      .where('a.id', '=', rootId)
      .where('a.store_id', '=', storeId)
      .$if(filters.categoryId === undefined, (query) => query.whereRef('d.id', '<>', 'a.id'))
      .execute();
    let ids = rows.map((row) => row.id);
    // Both filters given: the subtree of categoryId inside the descendants of parent_id.
    if (filters.categoryId !== undefined && filters.parentId !== undefined) {
      const below = await categoryIdsFor(storeId, { parentId: filters.parentId });
      ids = ids.filter((id) => below?.includes(id));
    }
    return ids;
  }

  async function resolveFilters(storeId: string, filters: ProductFilters) {
    return {
      categoryIds: await categoryIdsFor(storeId, filters),
      brandId: filters.brandId,
      search: filters.search,
    };
  }

  function selectProducts() {
    return db
      .selectFrom('products as p')
      .innerJoin('categories as c', 'c.id', 'p.category_id')
      .innerJoin('brands as b', 'b.id', 'p.brand_id')
      .leftJoin('inventory as i', (join) =>
        join.onRef('i.store_id', '=', 'p.store_id').onRef('i.sku', '=', 'p.sku'),
      )
      .select([
        'p.id',
        'p.name',
        'p.description',
        'p.price',
        'p.discount',
        'p.category_id',
        'c.name as category_name',
        'p.brand_id',
        'b.name as brand_name',
        'b.logo_url as brand_logo_url',
        'p.image_url',
        'p.sku',
        'i.total_on_hand',
        'p.rating_rate',
        'p.rating_count',
        'p.created_at',
        'p.seasonal_months',
        'p.store_id',
        'p.attributes',
      ]);
  }
  type ProductQueryRow = Awaited<ReturnType<ReturnType<typeof selectProducts>['execute']>>[number];

  function toProduct(row: ProductQueryRow): Product {
    const logo = imageUrls.brandLogo(row.brand_id, row.brand_logo_url);
    return {
      id: row.id,
      name: row.name,
      title: row.name,
      description: row.description,
      price: Number(row.price),
      discount: row.discount,
      category: row.category_name,
      categoryId: row.category_id,
      brand: row.brand_name,
      brandId: row.brand_id,
      brandLogo: logo,
      brand_image: logo,
      image: imageUrls.product(row.id, row.image_url),
      sku: row.sku,
      inStock: (row.total_on_hand ?? 0) > 0,
      rating: { rate: Number(row.rating_rate), count: row.rating_count },
      createdAt: new Date(row.created_at).toISOString(),
      seasonalMonths: row.seasonal_months.map(Number),
      store_id: row.store_id,
      attributes: row.attributes,
    };
  }

  /** Ids first, rows second: the page is chosen on the products table alone (indexes, no
   * joins), then only its rows are joined with categories, brands and stock. */
  const pickIds = () => db.selectFrom('products as p').select('p.id');

  async function loadInOrder(ids: number[]): Promise<Product[]> {
    if (ids.length === 0) return [];
    const rows = await selectProducts().where('p.id', 'in', ids).execute();
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.flatMap((id) => {
      const row = byId.get(id);
      return row ? [toProduct(row)] : [];
    });
  }

  return {
    async list(
      storeId: string,
      filters: ProductFilters,
      page: { start: number; limit: number; sort: ProductSort },
    ): Promise<{ products: Product[]; total: number }> {
      const resolved = await resolveFilters(storeId, filters);
      if (resolved.categoryIds?.length === 0) return { products: [], total: 0 };
      const where = productConditions(storeId, resolved);
      let query = pickIds().where(where);
      query =
        page.sort === 'price_asc'
          ? query.orderBy('p.price', 'asc')
          : page.sort === 'price_desc'
            ? query.orderBy('p.price', 'desc')
            : page.sort === 'rating'
              ? query.orderBy('p.rating_rate', 'desc').orderBy('p.rating_count', 'desc')
              : page.sort === 'name'
                ? query.orderBy('p.name', 'asc')
                : query.orderBy('p.created_at', 'desc');
      const [picked, total] = await Promise.all([
        query.orderBy('p.id', 'desc').offset(page.start).limit(page.limit).execute(),
        totals.get(JSON.stringify([storeId, resolved]), async () => {
          const row = await db
            .selectFrom('products as p')
            .select((eb) => eb.fn.countAll<number>().as('total'))
            .where(where)
            .executeTakeFirstOrThrow();
          return Number(row.total);
        }),
      ]);
      return { products: await loadInOrder(picked.map((row) => row.id)), total };
    },

    async findById(storeId: string, id: number): Promise<Product | undefined> {
      const row = await selectProducts()
        .where('p.id', '=', id)
        .where('p.store_id', '=', storeId)
        .where('p.is_active', '=', sql.lit(true))
        .executeTakeFirst();
      return row && toProduct(row);
    },

    async featured(
      storeId: string,
      strategy: FeaturedStrategy,
      options: { limit: number; categoryId?: number | undefined; brandId?: number | undefined },
      now = new Date(),
    ): Promise<Product[]> {
      const resolved = await resolveFilters(storeId, {
        categoryId: options.categoryId,
        brandId: options.brandId,
      });
      if (resolved.categoryIds?.length === 0) return [];
      const where = productConditions(storeId, resolved);
      let query = pickIds().where(where);
      switch (strategy) {
        case 'topRated':
          query = query
            .where('p.rating_count', '>', 0)
            .orderBy('p.rating_rate', 'desc')
            .orderBy('p.rating_count', 'desc');
          break;
        case 'newest':
          query = query.orderBy('p.created_at', 'desc');
          break;
        case 'mostPopular':
          // Review count stands in for sales until orders exist to count.
          query = query.orderBy('p.rating_count', 'desc').orderBy('p.rating_rate', 'desc');
          break;
        case 'discounted':
          query = query.where('p.discount', '>', 0).orderBy('p.discount', 'desc');
          break;
        case 'seasonal': {
          const month = now.getUTCMonth() + 1;
          query = query
            .where(sql<SqlBool>`${month}::smallint = any(p.seasonal_months)`)
            .orderBy('p.rating_rate', 'desc');
          break;
        }
        case 'random':
          // Shuffles ids only (an index-only scan), never whole rows.
          query = query.orderBy(sql`random()`);
          break;
      }
      const picked = await query.orderBy('p.id', 'desc').limit(options.limit).execute();
      return loadInOrder(picked.map((row) => row.id));
    },

    async stockOnHand(storeId: string, sku: string): Promise<number | undefined> {
      const row = await db
        .selectFrom('inventory')
        .select('total_on_hand')
        .where('store_id', '=', storeId)
        .where('sku', '=', sku)
        .executeTakeFirst();
      return row?.total_on_hand;
    },
  };
}

export type ProductsRepository = ReturnType<typeof createProductsRepository>;
