import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  describeOnEachDatabase,
  getJson,
  TEST_PRODUCTS_PER_STORE,
} from '../../../testing/test-app.js';
import type { Brand } from '@storefront/contract';

type BrandList = { data: Brand[]; total: number };

describeOnEachDatabase('brand routes', (context) => {
  describe('GET /brands', () => {
    it('lists at least 35 brands per store, alphabetically, with descriptions and logos', async () => {
      for (const storeId of ['default', 'hvac', 'parts']) {
        const { status, headers, body } = await getJson<BrandList>(
          context().app,
          '/brands?limit=1000',
          storeId,
        );
        assert.equal(status, 200);
        assert.ok(body.total >= 35, `${storeId} has ${body.total} brands`);
        assert.equal(headers['x-total-count'], String(body.total));
        const names = body.data.map((brand) => brand.name);
        assert.deepEqual(
          names,
          [...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)),
        );
        for (const brand of body.data) {
          assert.ok(brand.description.length > 20);
          assert.ok(brand.product_types.length > 0);
          assert.match(brand.logo, /^http:\/\/.+\/store-api\/images\/brands\/\d+\.svg$/);
          assert.equal(brand.url, `/brands/${brand.id}`);
        }
        assert.equal(
          body.data.reduce((sum, brand) => sum + brand.productCount, 0),
          TEST_PRODUCTS_PER_STORE,
          'every product belongs to one listed brand',
        );
      }
    });

    it('defaults to 100 per page and pages with _start', async () => {
      const app = context().app;
      const all = await getJson<BrandList>(app, '/brands?limit=1000');
      const page = await getJson<BrandList>(app, '/brands?_start=10&limit=5');
      assert.deepEqual(page.body.data, all.body.data.slice(10, 15));
    });

    it('with categoryId lists only the brands with products in that category, counting those', async () => {
      const { app, db } = context();
      // A top-level category: its products sit in the leaves below it.
      const top = await db
        .selectFrom('categories')
        .select(['id', 'path'])
        .where('store_id', '=', 'hvac')
        .where('level', '=', 1)
        .orderBy('id')
        .executeTakeFirstOrThrow();
      const rows = await db
        .selectFrom('products as p')
        .innerJoin('categories as c', 'c.id', 'p.category_id')
        .innerJoin('brands as b', 'b.id', 'p.brand_id')
        .select(['b.name', 'p.id'])
        .where('p.store_id', '=', 'hvac')
        .where('p.is_active', '=', true)
        .where('c.path', 'like', `${top.path}%`)
        .execute();
      const expected = new Map<string, number>();
      for (const row of rows) expected.set(row.name, (expected.get(row.name) ?? 0) + 1);
      const everyBrand = await getJson<BrandList>(app, '/brands?limit=1000');
      assert.ok(expected.size > 0 && expected.size < everyBrand.body.total, `${expected.size}`);

      const { status, body } = await getJson<BrandList>(
        app,
        `/brands?limit=1000&categoryId=${top.id}`,
      );
      assert.equal(status, 200);
      assert.equal(body.total, expected.size);
      assert.deepEqual(
        Object.fromEntries(body.data.map((brand) => [brand.name, brand.productCount])),
        Object.fromEntries(expected),
      );
    });

    it("with productSearch lists only the brands with matching products, counting those (the results' brand strip)", async () => {
      const app = context().app;
      const everyBrand = await getJson<BrandList>(app, '/brands?limit=1000');
      const expected: Record<string, number> = {};
      for (const brand of everyBrand.body.data) {
        const relays = await getJson<{ total: number }>(
          app,
          `/products?search=relay&brandId=${brand.id}&limit=1`,
        );
        if (relays.body.total > 0) expected[brand.name] = relays.body.total;
      }
      const count = Object.keys(expected).length;
      assert.ok(count > 0 && count < everyBrand.body.total, `${count} brands make relays`);

      const { body } = await getJson<BrandList>(app, '/brands?limit=1000&productSearch=RELAY');
      assert.equal(body.total, count);
      assert.deepEqual(
        Object.fromEntries(body.data.map((brand) => [brand.name, brand.productCount])),
        expected,
      );
      // With a category too: the search's products in it (relays are HVAC parts, not tools).
      const tools = await getJson<{ data: { id: number; name: string }[] }>(
        app,
        '/categories?parent_id=0&search=tools',
      );
      const inTools = await getJson<BrandList>(
        app,
        `/brands?productSearch=relay&categoryId=${tools.body.data[0]!.id}`,
      );
      assert.deepEqual(inTools.body, { data: [], total: 0 });
    });

    it('with the id of no category of the store lists no brand', async () => {
      const { body } = await getJson<BrandList>(context().app, '/brands?categoryId=999999');
      assert.deepEqual(body, { data: [], total: 0 });
    });

    it('searches names as plain text', async () => {
      const app = context().app;
      const { body } = await getJson<BrandList>(app, '/brands?search=tools');
      assert.ok(body.total > 0);
      assert.ok(body.data.every((brand) => /tools/i.test(brand.name)));
      for (const term of ['%', '_', "'", '<b>']) {
        const literal = await getJson<BrandList>(app, `/brands?search=${encodeURIComponent(term)}`);
        assert.equal(literal.status, 200);
        assert.equal(literal.body.total, 0, term);
      }
    });

    for (const query of [
      'limit=1001',
      'limit=-5',
      'limit=ten',
      '_start=abc',
      `productSearch=${'x'.repeat(201)}`,
    ]) {
      it(`refuses ${query} with a readable 400`, async () => {
        const { status, body } = await getJson<{ error: string }>(
          context().app,
          `/brands?${query}`,
        );
        assert.equal(status, 400);
        assert.match(body.error, new RegExp(query.split('=')[0]!));
      });
    }
  });

  describe('GET /brands/{id}', () => {
    it('answers one brand with its logo served as SVG', async () => {
      const app = context().app;
      const list = await getJson<BrandList>(app, '/brands?limit=1');
      const brand = list.body.data[0]!;
      const { status, body } = await getJson<{ data: Brand }>(app, `/brands/${brand.id}`);
      assert.equal(status, 200);
      assert.deepEqual(body.data, brand);
      const logo = await app.inject({ url: new URL(brand.logo).pathname });
      assert.equal(logo.statusCode, 200);
      assert.match(logo.headers['content-type'] as string, /image\/svg\+xml/);
      assert.ok(logo.body.includes(brand.name.split(' ')[0]!));
    });

    it("answers 404 for another store's brand and 400 for a bad id", async () => {
      const app = context().app;
      const other = await getJson<BrandList>(app, '/brands?limit=1', 'parts');
      assert.equal((await getJson(app, `/brands/${other.body.data[0]!.id}`)).status, 404);
      assert.equal((await getJson(app, '/brands/0')).status, 400);
    });
  });
});
