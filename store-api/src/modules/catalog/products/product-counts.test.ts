// The totals a shopper sees beside a product list (store, category subtree, brand, both) and the
// brand strip's counts, read from active_product_counts: they must match the listed products after
// every kind of product change, and stock changes must leave the count rows alone.
import assert from 'node:assert/strict';
import { it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { Db } from '../../../db/connection.js';
import { seedCatalog } from '../../../db/seed/seed-catalog.js';
import * as activeProductCountsMigration from '../../../db/migrations/0013-active-product-counts.js';
import {
  describeOnEachDatabaseAndPgBouncer,
  getJson,
  TEST_PRODUCTS_PER_STORE,
} from '../../../testing/test-app.js';
import type { CategoryTreeNode } from '@storefront/contract/records';
import type { Product } from '@storefront/contract';

type ProductList = { data: Product[]; total: number };
type BrandList = { data: { id: number; productCount: number }[] };

/** The total the list answers and how many products its pages actually hold. */
async function totalAndListed(app: FastifyInstance, query: string) {
  let listed = 0;
  let total: number | undefined;
  for (let start = 0; ; start += 100) {
    const { status, body } = await getJson<ProductList>(
      app,
      `/products?${query}&limit=100&_start=${start}`,
    );
    assert.equal(status, 200);
    total ??= body.total;
    listed += body.data.length;
    if (body.data.length < 100) return { total, listed };
  }
}

/** Each count row's version (xmin): it changes whenever the row is written. */
async function countRowVersions(db: Db) {
  const result = await sql<{ key: string; version: string }>`
    select concat_ws('/', store_id, category_id, brand_id) as key, xmin::text as version
    from active_product_counts where store_id = 'hvac' order by 1`.execute(db);
  return result.rows;
}

/** What a fresh scan of the products counts, to compare the kept rows with. */
async function scannedCounts(db: Db) {
  const result = await sql<{ key: string; count: number }>`
    select concat_ws('/', store_id, category_id, brand_id) as key, count(*)::int as count
    from products where is_active group by store_id, category_id, brand_id order by 1`.execute(db);
  return result.rows;
}

async function keptCounts(db: Db) {
  const result = await sql<{ key: string; count: number }>`
    select concat_ws('/', store_id, category_id, brand_id) as key, product_count as count
    from active_product_counts where product_count > 0 order by 1`.execute(db);
  return result.rows;
}

describeOnEachDatabaseAndPgBouncer(
  'product totals',
  (context) => {
    const ids = { top: 0, sub: 0, brandA: 0, brandB: 0 };
    const productIds: Record<string, number> = {};

    async function addCategory(name: string, parent?: { id: number; path: string }) {
      const { db } = context();
      const { id } = await db
        .insertInto('categories')
        .values({
          store_id: 'hvac',
          parent_id: parent?.id ?? null,
          level: parent ? 2 : 1,
          path: `/pending-${name}/`,
          name,
          slug: name.toLowerCase().replaceAll(' ', '-'),
          description: name,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const path = `${parent?.path ?? '/'}${id}/`;
      await db.updateTable('categories').set({ path }).where('id', '=', id).execute();
      return { id, path };
    }

    async function addBrand(name: string) {
      const row = await context()
        .db.insertInto('brands')
        .values({
          store_id: 'hvac',
          name,
          slug: name.toLowerCase(),
          description: name,
          logo_url: null,
          product_types: '[]',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    }

    /** Adds products in one statement (so one firing of the statement trigger covers them). */
    async function addProducts(
      products: { sku: string; categoryId: number; brandId: number; isActive?: boolean }[],
    ) {
      const rows = await context()
        .db.insertInto('products')
        .values(
          products.map((product) => ({
            store_id: 'hvac',
            sku: product.sku,
            name: `Count test ${product.sku}`,
            slug: product.sku.toLowerCase(),
            description: 'A product of the count tests.',
            price: 10,
            category_id: product.categoryId,
            brand_id: product.brandId,
            rating_rate: 0,
            rating_count: 0,
            seasonal_months: [],
            attributes: '{}',
            is_active: product.isActive ?? true,
          })),
        )
        .returning(['id', 'sku'])
        .execute();
      for (const row of rows) productIds[row.sku] = row.id;
    }

    /** Every total the shopper can see for the test's categories and brands. */
    async function assertTotals(expected: {
      store: number;
      topSubtree: number;
      sub: number;
      brandA: number;
      brandB: number;
      topAndBrandA: number;
      topAndBrandB: number;
      subAndBrandA: number;
    }) {
      const lists = {
        store: '',
        topSubtree: `categoryId=${ids.top}`,
        sub: `categoryId=${ids.sub}`,
        brandA: `brandId=${ids.brandA}`,
        brandB: `brandId=${ids.brandB}`,
        topAndBrandA: `categoryId=${ids.top}&brandId=${ids.brandA}`,
        topAndBrandB: `categoryId=${ids.top}&brandId=${ids.brandB}`,
        subAndBrandA: `categoryId=${ids.sub}&brandId=${ids.brandA}`,
      };
      for (const [name, query] of Object.entries(lists)) {
        const { total, listed } = await totalAndListed(context().app, query);
        const want = expected[name as keyof typeof expected];
        assert.deepEqual({ total, listed }, { total: want, listed: want }, name);
      }
      // The brand strip of the top category and each brand's own page count the same products.
      const strip = await getJson<BrandList>(
        context().app,
        `/brands?categoryId=${ids.top}&limit=100`,
      );
      const stripCounts = Object.fromEntries(
        strip.body.data.map((brand) => [brand.id, brand.productCount]),
      );
      assert.deepEqual(
        stripCounts,
        Object.fromEntries(
          [
            [ids.brandA, expected.topAndBrandA],
            [ids.brandB, expected.topAndBrandB],
          ].filter(([, count]) => count! > 0),
        ),
        'brand strip of the top category',
      );
      for (const [brand, want] of [
        [ids.brandA, expected.brandA],
        [ids.brandB, expected.brandB],
      ] as const) {
        const { body } = await getJson<{ data: { productCount: number } }>(
          context().app,
          `/brands/${brand}`,
        );
        assert.equal(body.data.productCount, want, `brand ${brand} page`);
      }
    }

    it('fills the counts from the existing products when the migration runs', async () => {
      const { db } = context();
      // Undone and run again inside a transaction, so the schema is the one the app uses (behind a
      // transaction pooler a statement outside one would not see it).
      await db.transaction().execute(async (trx) => {
        // Migrations are written against an untyped Kysely.
        const untyped = trx as unknown as Kysely<unknown>;
        await activeProductCountsMigration.down(untyped);
        await activeProductCountsMigration.up(untyped);
      });
      const kept = await keptCounts(db);
      assert.ok(kept.length > 20, 'every store has several category and brand pairs');
      assert.deepEqual(kept, await scannedCounts(db));
    });

    it('answers the seeded totals, matching the listed products', async () => {
      const { app, db } = context();
      assert.deepEqual(await keptCounts(db), await scannedCounts(db));
      for (const storeId of ['default', 'hvac', 'parts']) {
        const { body } = await getJson<ProductList>(app, '/products?limit=1', storeId);
        assert.equal(body.total, TEST_PRODUCTS_PER_STORE, storeId);
      }
      assert.deepEqual(await totalAndListed(context().app, ''), {
        total: TEST_PRODUCTS_PER_STORE,
        listed: TEST_PRODUCTS_PER_STORE,
      });
      const tree = await getJson<{ data: CategoryTreeNode[] }>(app, '/categories/tree');
      const top = tree.body.data.find((node) => node.children.length > 0)!;
      const brands = await getJson<BrandList>(app, `/brands?categoryId=${top.id}&limit=100`);
      const brand = brands.body.data[0]!;
      for (const query of [
        `categoryId=${top.id}`,
        `brandId=${brand.id}`,
        `categoryId=${top.id}&brandId=${brand.id}`,
      ]) {
        const { total, listed } = await totalAndListed(context().app, query);
        assert.ok(total > 0, query);
        assert.equal(total, listed, query);
      }
      const inTop = await totalAndListed(context().app, `categoryId=${top.id}&brandId=${brand.id}`);
      assert.equal(brand.productCount, inTop.total, 'brand strip count');
    });

    it('counts products as they are added', async () => {
      const top = await addCategory('Count Test');
      const sub = await addCategory('Count Test Sub', top);
      ids.top = top.id;
      ids.sub = sub.id;
      ids.brandA = await addBrand('Countalpha');
      ids.brandB = await addBrand('Countbeta');
      await addProducts([
        { sku: 'COUNT-1', categoryId: ids.top, brandId: ids.brandA },
        { sku: 'COUNT-2', categoryId: ids.top, brandId: ids.brandA },
        { sku: 'COUNT-3', categoryId: ids.sub, brandId: ids.brandA },
        { sku: 'COUNT-4', categoryId: ids.sub, brandId: ids.brandA },
        { sku: 'COUNT-5', categoryId: ids.sub, brandId: ids.brandB },
        { sku: 'COUNT-6', categoryId: ids.sub, brandId: ids.brandB, isActive: false },
      ]);
      await assertTotals({
        store: 325,
        topSubtree: 5,
        sub: 3,
        brandA: 4,
        brandB: 1,
        topAndBrandA: 4,
        topAndBrandB: 1,
        subAndBrandA: 2,
      });
      await addProducts([{ sku: 'COUNT-7', categoryId: ids.sub, brandId: ids.brandB }]);
      await assertTotals({
        store: 326,
        topSubtree: 6,
        sub: 4,
        brandA: 4,
        brandB: 2,
        topAndBrandA: 4,
        topAndBrandB: 2,
        subAndBrandA: 2,
      });
    });

    it('stops counting a deactivated product and counts a reactivated one', async () => {
      const { db } = context();
      await db
        .updateTable('products')
        .set({ is_active: false })
        .where('id', '=', productIds['COUNT-3']!)
        .execute();
      await assertTotals({
        store: 325,
        topSubtree: 5,
        sub: 3,
        brandA: 3,
        brandB: 2,
        topAndBrandA: 3,
        topAndBrandB: 2,
        subAndBrandA: 1,
      });
      await db
        .updateTable('products')
        .set({ is_active: true })
        .where('id', '=', productIds['COUNT-6']!)
        .execute();
      await assertTotals({
        store: 326,
        topSubtree: 6,
        sub: 4,
        brandA: 3,
        brandB: 3,
        topAndBrandA: 3,
        topAndBrandB: 3,
        subAndBrandA: 1,
      });
    });

    it('moves the count of a product moved to another category and brand', async () => {
      await context()
        .db.updateTable('products')
        .set({ category_id: ids.top, brand_id: ids.brandB })
        .where('id', '=', productIds['COUNT-4']!)
        .execute();
      await assertTotals({
        store: 326,
        topSubtree: 6,
        sub: 3,
        brandA: 2,
        brandB: 4,
        topAndBrandA: 2,
        topAndBrandB: 4,
        subAndBrandA: 0,
      });
    });

    it('forgets deleted products, and the inactive ones were never counted', async () => {
      await context()
        .db.deleteFrom('products')
        .where('id', 'in', [productIds['COUNT-1']!, productIds['COUNT-3']!])
        .execute();
      await assertTotals({
        store: 325,
        topSubtree: 5,
        sub: 3,
        brandA: 1,
        brandB: 4,
        topAndBrandA: 1,
        topAndBrandB: 4,
        subAndBrandA: 0,
      });
    });

    it('leaves the count rows untouched by stock, price and rating changes', async () => {
      const { app, db } = context();
      const before = await countRowVersions(db);
      assert.ok(before.length > 20);
      await db
        .insertInto('inventory')
        .values({ store_id: 'hvac', sku: 'COUNT-2', total_on_hand: 5 })
        .execute();
      // What a checkout does to stock, and what its expiry does.
      assert.equal(await app.products.reserveStock('hvac', 'COUNT-2', 2), 3);
      await app.products.releaseStock('hvac', 'COUNT-2', 2);
      await db
        .updateTable('products')
        .set((eb) => ({
          price: 12.5,
          rating_count: eb('rating_count', '+', 1),
          // Written but unchanged: no count moves.
          category_id: eb.ref('category_id'),
          is_active: eb.ref('is_active'),
        }))
        .where('store_id', '=', 'hvac')
        .execute();
      assert.deepEqual(await countRowVersions(db), before);
    });

    it('counts a catalogue seeded over the old one (bulk deletes and inserts)', async () => {
      const { db } = context();
      await seedCatalog(db, { productsPerStore: 30 });
      assert.deepEqual(await keptCounts(db), await scannedCounts(db));
      assert.deepEqual(await totalAndListed(context().app, ''), { total: 30, listed: 30 });
      const { rows } = await sql<{ left: number }>`
        select count(*)::int as left from active_product_counts
        where brand_id in (${ids.brandA}, ${ids.brandB})`.execute(db);
      assert.equal(rows[0]!.left, 0, 'the removed brands took their count rows along');
    });
  },
  { env: { CATALOG_CACHE_TTL_MS: '0' } },
);
