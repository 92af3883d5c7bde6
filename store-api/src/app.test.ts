import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  buildTestApp,
  describeOnEachDatabase,
  getJson,
  TEST_PUBLIC_BASE_URL,
} from './testing/test-app.js';

describe('API_DOCS=false', () => {
  it('serves neither the Swagger UI nor the OpenAPI JSON, and the API still answers', async () => {
    const context = await buildTestApp('pglite', { env: { API_DOCS: 'false' } });
    try {
      for (const url of [
        '/store-api/docs',
        '/store-api/docs/json',
        '/store-api/docs/static/index.html',
      ]) {
        assert.equal((await context.app.inject({ url })).statusCode, 404, url);
      }
      assert.equal((await context.app.inject({ url: '/store-api/health' })).statusCode, 200);
    } finally {
      await context.close();
    }
  });
});

describeOnEachDatabase('the store API app', (context) => {
  describe('store scoping', () => {
    const catalogPaths = [
      '/products',
      '/products/1',
      '/products/inventories/ABC-1',
      '/categories',
      '/categories/tree',
      '/categories/1',
      '/brands',
      '/brands/1',
      '/featured-products',
    ];
    for (const path of catalogPaths) {
      it(`refuses ${path} without X-Store-ID`, async () => {
        const { status, body } = await getJson<{ error: string }>(context().app, path, null);
        assert.equal(status, 400);
        assert.equal(
          body.error,
          'Missing X-Store-ID header: expected one of: default, hvac, parts',
        );
      });
    }

    it('refuses an unknown store, even with a valid query', async () => {
      const { status, body } = await getJson<{ error: string }>(
        context().app,
        '/products?limit=5',
        'garden',
      );
      assert.equal(status, 400);
      assert.match(body.error, /Unknown store "garden" in X-Store-ID header/);
    });

    it('accepts the store id in any case', async () => {
      const { status, body } = await getJson<{ data: { store_id: string }[] }>(
        context().app,
        '/products?limit=1',
        'PARTS',
      );
      assert.equal(status, 200);
      assert.equal(body.data[0]!.store_id, 'parts');
    });

    it('gives each store its own catalogue', async () => {
      const app = context().app;
      const ids = new Map<string, number[]>();
      for (const storeId of ['default', 'hvac', 'parts']) {
        const { body } = await getJson<{ data: { id: number }[] }>(
          app,
          '/products?limit=50',
          storeId,
        );
        ids.set(
          storeId,
          body.data.map((product) => product.id),
        );
      }
      const all = [...ids.values()].flat();
      assert.equal(new Set(all).size, all.length, 'no product is in two stores');
    });
  });

  describe('errors', () => {
    it('answers unknown routes with a 404 error body', async () => {
      const response = await context().app.inject({ url: '/store-api/nothing-here' });
      assert.equal(response.statusCode, 404);
      assert.match(response.json().error, /Not found/);
    });
  });

  describe('system routes', () => {
    it('reports health without a store', async () => {
      const response = await context().app.inject({ url: '/store-api/health' });
      assert.equal(response.statusCode, 200);
      assert.deepEqual(response.json(), {
        status: 'ok',
        database: context().driver,
        // No card provider key, no SMTP_URL and no REDIS_URL in the test configuration.
        dependencies: { database: 'up', paymentProvider: 'off', mail: 'off', redis: 'off' },
      });
    });

    it('publishes the OpenAPI document and the interactive docs', async () => {
      const app = context().app;
      const spec = await app.inject({ url: '/store-api/docs/json' });
      assert.equal(spec.statusCode, 200);
      const document = spec.json();
      for (const path of [
        '/store-api/products',
        '/store-api/products/{id}',
        '/store-api/products/inventories/{sku}',
        '/store-api/categories',
        '/store-api/categories/tree',
        '/store-api/categories/{id}',
        '/store-api/brands',
        '/store-api/brands/{id}',
        '/store-api/featured-products',
        '/store-api/health',
      ]) {
        assert.ok(document.paths[path], path);
      }
      const parameters = document.paths['/store-api/products'].get.parameters.map(
        (parameter: { name: string }) => parameter.name,
      );
      for (const name of [
        'categoryId',
        'brandId',
        'parent_id',
        'search',
        'limit',
        '_start',
        'x-store-id',
      ]) {
        assert.ok(parameters.includes(name), name);
      }
      const page = await app.inject({ url: '/store-api/docs' });
      assert.ok([200, 302].includes(page.statusCode));
    });

    it('serves a generated SVG picture for every product', async () => {
      const app = context().app;
      const { body } = await getJson<{ data: { image: string; name: string }[] }>(
        app,
        '/products?limit=3',
      );
      for (const product of body.data) {
        assert.ok(product.image.startsWith(TEST_PUBLIC_BASE_URL));
        const image = await app.inject({ url: new URL(product.image).pathname });
        assert.equal(image.statusCode, 200);
        assert.match(image.headers['content-type'] as string, /^image\/svg\+xml/);
        assert.match(image.body, /^<svg /);
        assert.match(image.headers['cross-origin-resource-policy'] as string, /cross-origin/);
      }
      assert.equal(
        (await app.inject({ url: '/store-api/images/products/999999.svg' })).statusCode,
        404,
      );
      assert.equal(
        (await app.inject({ url: '/store-api/images/products/abc.png' })).statusCode,
        400,
      );
    });
  });

  describe('CORS', () => {
    it('allows the storefront origins and exposes x-total-count', async () => {
      for (const origin of ['http://localhost:3000', 'http://hvac.localhost:3001']) {
        const response = await context().app.inject({
          url: '/store-api/products?limit=1',
          headers: { origin, 'x-store-id': 'hvac' },
        });
        assert.equal(response.headers['access-control-allow-origin'], origin);
        assert.match(response.headers['access-control-expose-headers'] as string, /x-total-count/);
      }
    });

    it('answers the preflight for X-Store-ID', async () => {
      const response = await context().app.inject({
        method: 'OPTIONS',
        url: '/store-api/products',
        headers: {
          origin: 'http://parts.localhost:3000',
          'access-control-request-method': 'GET',
          'access-control-request-headers': 'x-store-id,content-type',
        },
      });
      assert.equal(response.statusCode, 204);
      assert.match(response.headers['access-control-allow-headers'] as string, /X-Store-ID/i);
      // Browsers keep the answer for a day (Chromium: 2 hours) instead of asking before each call.
      assert.equal(response.headers['access-control-max-age'], '86400');
    });

    it('does not allow other origins', async () => {
      const response = await context().app.inject({
        url: '/store-api/products?limit=1',
        headers: { origin: 'http://evil.example.com', 'x-store-id': 'hvac' },
      });
      assert.equal(response.headers['access-control-allow-origin'], undefined);
    });
  });
});
