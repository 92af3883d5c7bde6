// Answers of a kilobyte and more travel compressed to clients that accept it; small answers, HEAD,
// 304s and clients that do not ask get the plain bytes.
import assert from 'node:assert/strict';
import { it } from 'node:test';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { describeOnEachDatabase } from '../../testing/test-app.js';

// The home page's featured products and the default product list page.
const FEATURED = '/store-api/featured-products?strategy=topRated';
const PRODUCT_LIST = '/store-api/products';

function get(
  app: FastifyInstance,
  url: string,
  headers: Record<string, string> = {},
  method: 'GET' | 'HEAD' = 'GET',
) {
  return app.inject({ method, url, headers: { 'x-store-id': 'hvac', ...headers } });
}

describeOnEachDatabase(
  'response compression',
  (context) => {
    for (const url of [FEATURED, PRODUCT_LIST]) {
      it(`gzips ${url} for a client that accepts gzip, to the same JSON`, async () => {
        const { app } = context();
        const plain = await get(app, url);
        const gzipped = await get(app, url, { 'accept-encoding': 'gzip' });
        assert.equal(gzipped.statusCode, 200);
        assert.equal(gzipped.headers['content-encoding'], 'gzip');
        assert.match(String(gzipped.headers.vary), /accept-encoding/i);
        assert.equal(gzipped.headers['content-type'], 'application/json; charset=utf-8');
        assert.deepEqual(JSON.parse(gunzipSync(gzipped.rawPayload).toString()), plain.json());
        // Twelve products of JSON are over 15 KB; compressed, under a quarter of that.
        assert.ok(plain.rawPayload.length > 15_000, `plain ${plain.rawPayload.length} B`);
        assert.ok(
          gzipped.rawPayload.length < plain.rawPayload.length / 4,
          `gzip ${gzipped.rawPayload.length} B of ${plain.rawPayload.length} B`,
        );
      });
    }

    it('sends brotli to a browser that offers it', async () => {
      const { app } = context();
      const plain = await get(app, PRODUCT_LIST);
      const brotli = await get(app, PRODUCT_LIST, { 'accept-encoding': 'gzip, deflate, br, zstd' });
      assert.equal(brotli.headers['content-encoding'], 'br');
      assert.deepEqual(
        JSON.parse(brotliDecompressSync(brotli.rawPayload).toString()),
        plain.json(),
      );
    });

    it('compresses nothing for a client that does not ask, or asks for identity', async () => {
      const { app } = context();
      for (const headers of [{}, { 'accept-encoding': 'identity' }] as Record<string, string>[]) {
        const answer = await get(app, PRODUCT_LIST, headers);
        assert.equal(answer.statusCode, 200);
        assert.equal(answer.headers['content-encoding'], undefined);
        assert.equal(answer.json<{ data: unknown[] }>().data.length, 12);
      }
    });

    it('leaves answers under a kilobyte plain: the health check and an error', async () => {
      const { app } = context();
      const health = await get(app, '/store-api/health', { 'accept-encoding': 'gzip, br' });
      assert.equal(health.statusCode, 200);
      assert.equal(health.headers['content-encoding'], undefined);
      assert.equal(health.json<{ status: string }>().status, 'ok');

      const missing = await get(app, '/store-api/products/999999', {
        'accept-encoding': 'gzip, br',
      });
      assert.equal(missing.statusCode, 404);
      assert.equal(missing.headers['content-encoding'], undefined);
      assert.deepEqual(missing.json(), { error: 'Product 999999 not found in this store' });
    });

    it('answers 304 to a revalidation of a compressed answer, and a cached answer compressed', async () => {
      const { app } = context();
      const first = await get(app, PRODUCT_LIST, { 'accept-encoding': 'gzip' });
      const etag = String(first.headers.etag);
      assert.match(etag, /^"[\w-]+"$/);
      const revalidated = await get(app, PRODUCT_LIST, {
        'accept-encoding': 'gzip',
        'if-none-match': etag,
      });
      assert.equal(revalidated.statusCode, 304);
      assert.equal(revalidated.rawPayload.length, 0);
      assert.equal(revalidated.headers['content-encoding'], undefined);
      // Within the cache's few seconds this one comes from the cache: compressed all the same.
      const again = await get(app, PRODUCT_LIST, { 'accept-encoding': 'gzip' });
      assert.equal(again.headers['content-encoding'], 'gzip');
      assert.equal(again.headers.etag, etag);
      assert.deepEqual(gunzipSync(again.rawPayload), gunzipSync(first.rawPayload));
    });

    it('answers HEAD with the headers of the plain answer and no body', async () => {
      const { app } = context();
      const plain = await get(app, PRODUCT_LIST);
      const head = await get(app, PRODUCT_LIST, { 'accept-encoding': 'gzip' }, 'HEAD');
      assert.equal(head.statusCode, 200);
      assert.equal(head.rawPayload.length, 0);
      assert.equal(head.headers['content-encoding'], undefined);
      assert.equal(head.headers['content-length'], String(plain.rawPayload.length));
    });
  },
  {
    oneDatabaseBecause:
      "compression works on the answer's bytes; the lists it compresses are the catalogue suites'",
  },
);
