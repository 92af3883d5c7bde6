// Catalogue answers are reused for a few seconds: browsers get an ETag and Cache-Control and a 304
// when nothing changed, stores never share answers, and a checkout taking the last unit shows as
// out of stock on the very next read.
import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import { sql } from 'kysely';
import type { Product } from '@storefront/contract';
import { describeOnEachDatabase, getJson } from '../../testing/test-app.js';
import {
  checkoutBody,
  createSession,
  startCheckoutSandbox,
  stockedProduct,
} from '../../testing/checkout.js';

const provider = await startCheckoutSandbox();
after(() => provider.close());

type ProductList = { data: Product[]; total: number };

describeOnEachDatabase(
  'catalogue response cache',
  (context) => {
    it('sends an ETag and a short public Cache-Control that varies on the store', async () => {
      const { status, headers } = await getJson(context().app, '/products?limit=3');
      assert.equal(status, 200);
      assert.match(String(headers.etag), /^"[\w-]+"$/);
      assert.equal(headers['cache-control'], 'public, max-age=5, stale-while-revalidate=10');
      assert.match(String(headers.vary), /X-Store-ID/i);
    });

    it('answers 304 without a body when the browser has the current answer', async () => {
      const { app } = context();
      const first = await getJson(app, '/categories');
      for (let round = 0; round < 2; round++) {
        // The first round may be answered from the database, the second from the cache.
        const again = await app.inject({
          url: '/store-api/categories',
          headers: { 'x-store-id': 'hvac', 'if-none-match': String(first.headers.etag) },
        });
        assert.equal(again.statusCode, 304);
        assert.equal(again.body, '');
        assert.equal(again.headers.etag, first.headers.etag);
      }
      const stale = await app.inject({
        url: '/store-api/categories',
        headers: { 'x-store-id': 'hvac', 'if-none-match': '"something-older"' },
      });
      assert.equal(stale.statusCode, 200);
      assert.deepEqual(stale.json(), first.body);
    });

    it('repeats the total header on a cached answer and keeps stores apart', async () => {
      const { app } = context();
      const hvac = await getJson<ProductList>(app, '/products?limit=2');
      const cached = await getJson<ProductList>(app, '/products?limit=2');
      assert.deepEqual(cached.body, hvac.body);
      assert.equal(cached.headers['x-total-count'], String(hvac.body.total));
      const parts = await getJson<ProductList>(app, '/products?limit=2', 'parts');
      assert.ok(parts.body.data.every((product) => product.store_id === 'parts'));
    });

    it('shows a product out of stock right after a checkout took its last unit', async () => {
      const { app, db } = context();
      const product = await stockedProduct(db, 1);
      const before = await getJson<{ data: Product }>(app, `/products/${product.id}`);
      assert.equal(before.body.data.inStock, true);
      const created = await createSession(app, checkoutBody([{ id: product.id, itemQuantity: 1 }]));
      assert.equal(created.status, 200, created.error);
      const after = await getJson<{ data: Product }>(app, `/products/${product.id}`);
      assert.equal(after.body.data.inStock, false);
      assert.notEqual(after.headers.etag, before.headers.etag);
    });

    it('reuses an answer for its few seconds even when the database changed behind the API', async () => {
      const { app, db } = context();
      const { id } = await db
        .selectFrom('products')
        .select('id')
        .where('store_id', '=', 'hvac')
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      const first = await getJson<{ data: Product }>(app, `/products/${id}`);
      await sql`update products set name = 'Renamed behind the API' where id = ${id}`.execute(db);
      const second = await getJson<{ data: Product }>(app, `/products/${id}`);
      assert.equal(second.body.data.name, first.body.data.name);
    });

    it('does not cache errors', async () => {
      const { app } = context();
      const missing = await getJson(app, '/products/999999999');
      assert.equal(missing.status, 404);
      assert.equal(missing.headers.etag, undefined);
      assert.equal(missing.headers['cache-control'], undefined);
    });
  },
  { env: provider.env },
);

describeOnEachDatabase(
  'catalogue response cache switched off (CATALOG_CACHE_TTL_MS=0)',
  (context) => {
    describe('GET /products/{id}', () => {
      it('reads every answer from the database and tells browsers to revalidate', async () => {
        const { app, db } = context();
        const { id } = await db
          .selectFrom('products')
          .select('id')
          .where('store_id', '=', 'hvac')
          .orderBy('id')
          .executeTakeFirstOrThrow();
        await getJson(app, `/products/${id}`);
        await sql`update products set name = 'Renamed behind the API' where id = ${id}`.execute(db);
        const { headers, body } = await getJson<{ data: Product }>(app, `/products/${id}`);
        assert.equal(body.data.name, 'Renamed behind the API');
        assert.equal(headers['cache-control'], 'no-cache');
        assert.ok(headers.etag);
      });
    });
  },
  { env: { CATALOG_CACHE_TTL_MS: '0' } },
);
