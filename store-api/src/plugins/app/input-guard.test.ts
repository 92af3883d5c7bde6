import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import Fastify from 'fastify';
import { describeOnEachDatabase } from '../../testing/test-app.js';
import errorHandler from './error-handler.js';
import inputGuard, { rewriteRejectedUrl } from './input-guard.js';

const SHOP_ORIGIN = 'http://localhost:3000';

describeOnEachDatabase('input guard', (context) => {
  const refusals: [url: string, status: number, error: RegExp][] = [
    ['/store-api/products?search=%00', 400, /NUL character/],
    ['/store-api/brands?search=a%00b', 400, /NUL character/],
    ['/store-api/categories?search=%01%00', 400, /NUL character/],
    ['/store-api/products/inventories/AB%00C', 400, /NUL character/],
    ['/store-api/products?search=%ff', 400, /not UTF-8/],
    ['/store-api/brands?search=%c3%28', 400, /not UTF-8/],
    // A lone surrogate's bytes (CESU-8) in the query or the path: not UTF-8 either.
    ['/store-api/products?search=%ed%a0%80', 400, /not UTF-8/],
    ['/store-api/products/inventories/A%ed%b0%80', 400, /not UTF-8/],
    ['/store-api/products?search=%zz', 400, /percent-encoding/],
    ['/store-api/%zz', 400, /percent-encoding/],
    [`/store-api/products?search=${'x'.repeat(9000)}`, 414, /longer than 8192/],
    [`/store-api/products/${'1'.repeat(201)}`, 414, /path segment is longer than 200/],
  ];
  for (const [url, status, error] of refusals) {
    it(`answers ${url.slice(0, 60)} with ${status} and a readable error`, async () => {
      const response = await context().app.inject({
        url,
        headers: { 'x-store-id': 'hvac', origin: SHOP_ORIGIN },
      });
      assert.equal(response.statusCode, status);
      assert.match(response.json().error, error);
      // The refusal carries the headers of any other answer.
      assert.equal(response.headers['access-control-allow-origin'], SHOP_ORIGIN);
      assert.equal(response.headers['x-content-type-options'], 'nosniff');
      assert.ok(response.headers['content-security-policy']);
      assert.ok(response.headers['x-ratelimit-limit'], 'counted by the rate limit');
    });
  }

  it('still finds text with emoji, RTL and SQL/LIKE characters, as plain text', async () => {
    for (const search of ['🛒', 'مرحبا', "' OR 1=1 --", '%_\\']) {
      const response = await context().app.inject({
        url: `/store-api/products?search=${encodeURIComponent(search)}`,
        headers: { 'x-store-id': 'hvac' },
      });
      assert.equal(response.statusCode, 200, search);
      assert.deepEqual(response.json().data, [], search);
    }
  });

  it('refuses a NUL in a header', async () => {
    const response = await context().app.inject({
      url: '/store-api/products',
      headers: { 'x-store-id': 'hv\u0000ac' },
    });
    assert.equal(response.statusCode, 400);
    assert.equal(response.json().error, 'A request header contains a NUL character');
  });

  it('answers an unknown path without quoting it', async () => {
    const response = await context().app.inject({
      url: '/store-api/%3Cscript%3Ealert(1)%3C/script%3E',
      headers: { origin: SHOP_ORIGIN },
    });
    assert.equal(response.statusCode, 404);
    assert.deepEqual(response.json(), { error: 'Not found: no such API route' });
    assert.equal(response.headers['access-control-allow-origin'], SHOP_ORIGIN);
    assert.equal(response.headers['x-content-type-options'], 'nosniff');
  });

  it('answers a body that is too large with 413 { error }', async () => {
    const response = await context().app.inject({
      method: 'POST',
      url: '/store-api/products',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'x'.repeat(1_100_000) }),
    });
    assert.equal(response.statusCode, 413);
    assert.deepEqual(response.json(), {
      error: 'The request body is larger than 16 KB, the most this call takes',
    });
  });

  /** A JSON body of exactly `bytes` bytes: one padding field. */
  const bodyOfBytes = (bytes: number) => `{"padding":"${'x'.repeat(bytes - 14)}"}`;

  const routeLimits: [method: 'POST' | 'PUT', url: string, kb: number][] = [
    ['POST', '/store-api/auth/login', 16],
    ['PUT', '/store-api/auth/me', 16],
    ['PUT', '/store-api/cart/guest/guest_0123456789abcdef', 16],
    ['POST', '/store-api/emails/contact', 64],
    ['POST', '/store-api/bulk-requests', 64],
    ['POST', '/store-api/checkout/quote', 128],
    ['POST', '/store-api/checkout/create-session', 128],
    ['POST', '/store-api/checkout/webhook', 64],
  ];
  for (const [method, url, kb] of routeLimits) {
    it(`refuses a body over ${kb} KB to ${method} ${url} with 413, and reads one at the limit`, async () => {
      const send = (bytes: number) =>
        context().app.inject({
          method,
          url,
          headers: { 'x-store-id': 'hvac', 'content-type': 'application/json' },
          payload: bodyOfBytes(bytes),
        });
      const over = await send(kb * 1024 + 1);
      assert.equal(over.statusCode, 413);
      assert.deepEqual(over.json(), {
        error: `The request body is larger than ${kb} KB, the most this call takes`,
      });
      // At the limit the route reads it and answers as it does to any body (validation, sign-in).
      assert.notEqual((await send(kb * 1024)).statusCode, 413);
    });
  }

  it('takes the longest message the contact form allows, in any script', async () => {
    // 20 000 characters of HTML, each 3 bytes in UTF-8: 60 KB.
    const body = `<p>${'冷'.repeat(4990)}</p>${'<br>'.repeat(3750)}`;
    const response = await context().app.inject({
      method: 'POST',
      url: '/store-api/emails/contact',
      headers: { 'x-store-id': 'hvac' },
      payload: {
        from: 'ada@example.com',
        name: 'Ada',
        subject: 'Hello',
        body,
        type: 'contact_form',
      },
    });
    assert.equal(response.statusCode, 202, response.body);
  });

  it('quotes a checkout of 100 lines with their names, SKUs and image URLs', async () => {
    const { app, db } = context();
    const products = await db
      .selectFrom('products')
      .select(['id', 'sku', 'name'])
      .where('store_id', '=', 'hvac')
      .where('is_active', '=', true)
      .orderBy('id')
      .limit(100)
      .execute();
    const items = products.map((product) => ({
      id: product.id,
      itemQuantity: 1,
      itemName: product.name,
      sku: product.sku,
      image: `http://localhost:4000/store-api/images/products/${product.id}.svg?w=640&name=${'x'.repeat(300)}`,
      price: 19.99,
    }));
    const response = await app.inject({
      method: 'POST',
      url: '/store-api/checkout/quote',
      headers: { 'x-store-id': 'hvac' },
      payload: { items },
    });
    assert.ok(JSON.stringify({ items }).length > 40 * 1024, 'more than the default limit');
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(response.json().items.length, 100);
  });

  const shapes: [what: string, payload: string, error: string][] = [
    [
      '5 000 keys',
      JSON.stringify(Object.fromEntries(Array.from({ length: 5000 }, (_, i) => [`k${i}`, 0]))),
      'The JSON body has more than 2000 keys',
    ],
    [
      '1 000 levels of nesting',
      `{"from":${'['.repeat(1000)}${']'.repeat(1000)}}`,
      'The JSON body is nested more than 16 levels deep',
    ],
  ];
  for (const [what, payload, error] of shapes) {
    it(`refuses a body of ${what} within the size limit with 400, before parsing it`, async () => {
      const response = await context().app.inject({
        method: 'POST',
        url: '/store-api/emails/contact',
        headers: { 'x-store-id': 'hvac', 'content-type': 'application/json' },
        payload,
      });
      assert.ok(payload.length < 64 * 1024);
      assert.deepEqual([response.statusCode, response.json()], [400, { error }]);
    });
  }

  it("refuses the probe's 850 KB body of 60 000 keys with 413", async () => {
    const payload = JSON.stringify(
      Object.fromEntries(Array.from({ length: 60_000 }, (_, i) => [`k${i}`, 'vvvv'])),
    );
    for (const url of ['/store-api/emails/contact', '/store-api/checkout/create-session']) {
      const response = await context().app.inject({
        method: 'POST',
        url,
        headers: { 'x-store-id': 'hvac', 'content-type': 'application/json' },
        payload,
      });
      assert.equal(response.statusCode, 413, url);
    }
  });
});

describe('JSON bodies', () => {
  // No store API route takes a body yet; this app has the guard and one route that does.
  async function echoApp() {
    const app = Fastify({ rewriteUrl: rewriteRejectedUrl });
    await app.register(errorHandler);
    await app.register(inputGuard);
    app.post('/echo', async (request) => ({ received: request.body }));
    app.put('/echo', async (request) => ({ received: request.body }));
    return app;
  }

  it('hands well-formed JSON, emoji and RTL included, to the route', async () => {
    const app = await echoApp();
    const body = { name: 'Filter 🛒 مرشح', quantity: 2 };
    const response = await app.inject({ method: 'POST', url: '/echo', payload: body });
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), { received: body });
    await app.close();
  });

  it('hands an emoji written as an escaped surrogate pair to the route', async () => {
    const app = await echoApp();
    const response = await app.inject({
      method: 'POST',
      url: '/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":"\\ud83d\\uded2"}',
    });
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), { received: { name: '🛒' } });
    await app.close();
  });

  const refused: [what: string, payload: string | Buffer, contentType: string, status: number][] = [
    [
      'invalid UTF-8',
      Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xc3, 0x28, 0x22, 0x7d]),
      'application/json',
      400,
    ],
    ['a NUL escape in a value', '{"name":"a\\u0000b"}', 'application/json', 400],
    ['a NUL escape in a key', '{"a\\u0000":1}', 'application/json', 400],
    ['a NUL deep in a list', '{"lines":[{"name":["x","\\u0000"]}]}', 'application/json', 400],
    ['a lone high surrogate escape', '{"name":"\\ud800"}', 'application/json', 400],
    ['a lone low surrogate escape in a key', '{"\\udc00":1}', 'application/json', 400],
    [
      'a reversed surrogate pair deep in a list',
      '{"a":[{"b":"\\udc00\\ud83d"}]}',
      'application/json',
      400,
    ],
    ['malformed JSON', '{"name":', 'application/json', 400],
    ['a prototype-poisoning key', '{"__proto__":{"admin":true}}', 'application/json', 400],
    ['an unsupported content type', '<name>x</name>', 'application/xml', 415],
  ];
  for (const [what, payload, contentType, status] of refused) {
    it(`refuses ${what} with ${status} { error }`, async () => {
      const app = await echoApp();
      const response = await app.inject({
        method: 'PUT',
        url: '/echo',
        headers: { 'content-type': contentType },
        payload,
      });
      assert.equal(response.statusCode, status);
      const answer = response.json();
      assert.deepEqual(Object.keys(answer), ['error']);
      assert.equal(typeof answer.error, 'string');
      assert.ok(!answer.error.includes('<name>'), 'the input is not echoed');
      await app.close();
    });
  }
});
