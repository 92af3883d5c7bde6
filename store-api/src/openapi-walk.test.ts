// Walks every route of the generated OpenAPI document, calls it with valid parameters on the
// seeded test database and fails when a 2xx body has a key its response schema does not declare:
// a handler that returns a database row, or a record that gains a field, is caught here.
import assert from 'node:assert/strict';
import { before, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { describeOnEachDatabase, getJson } from './test/test-app.js';
import { newGuestId } from './modules/cart/cart-test-helpers.js';
import { undeclaredKeys, type OpenApiDocument } from './test/undeclared-keys.js';

const STORE = 'hvac';

interface SampleIds {
  product: number;
  sku: string;
  brand: number;
  /** A level-2 category: it has a parent and children. */
  category: number;
  /** A product with a few units in stock, for the cart calls. */
  stocked: number;
  guestId: string;
}

/** A call of the walk: a GET of the URL, or another method with a JSON body. */
type Call = string | { method: 'POST' | 'PUT' | 'DELETE'; url: string; body?: unknown };

const address = {
  street: '1 Main St',
  city: 'Austin',
  state: 'TX',
  postal_code: '78701',
  country: 'US',
};

/**
 * How the walk calls each documented operation: the URLs to GET, or why it cannot be called
 * (a route that needs state the walk cannot make must say so here, or the walk fails).
 */
// Called in this order: the cart calls build on each other through one guest id.
const walk: Record<string, ((ids: SampleIds) => Call[]) | { notCalled: string }> = {
  'GET /store-api/health': () => ['/health'],
  'GET /store-api/images/products/{file}': (ids) => [`/images/products/${ids.product}.svg`],
  'GET /store-api/images/brands/{file}': (ids) => [`/images/brands/${ids.brand}.svg`],
  'GET /store-api/products': (ids) => [
    '/products',
    `/products?categoryId=${ids.category}&sort=price_asc&limit=100`,
    `/products?brandId=${ids.brand}&search=a&sort=rating&_start=1`,
    `/products?parent_id=${ids.category}&sort=name`,
  ],
  'GET /store-api/products/{id}': (ids) => [`/products/${ids.product}`],
  'GET /store-api/products/inventories/{sku}': (ids) => [`/products/inventories/${ids.sku}`],
  'GET /store-api/categories': (ids) => [
    '/categories',
    `/categories?parent_id=${ids.category}`,
    '/categories?search=a&limit=5',
  ],
  'GET /store-api/categories/tree': () => ['/categories/tree'],
  'GET /store-api/categories/{id}': (ids) => [`/categories/${ids.category}`],
  'GET /store-api/brands': () => ['/brands', '/brands?search=a&limit=3'],
  'GET /store-api/brands/{id}': (ids) => [`/brands/${ids.brand}`],
  'GET /store-api/featured-products': (ids) => [
    ...['topRated', 'newest', 'mostPopular', 'discounted', 'seasonal', 'random'].map(
      (strategy) => `/featured-products?strategy=${strategy}`,
    ),
    `/featured-products?categoryId=${ids.category}&brandId=${ids.brand}&limit=100`,
  ],
  'GET /store-api/cart/guest/{guestId}': (ids) => [`/cart/guest/${ids.guestId}`],
  'PUT /store-api/cart/guest/{guestId}': (ids) => [
    {
      method: 'PUT',
      url: `/cart/guest/${ids.guestId}`,
      body: { items: [{ productId: ids.stocked, quantity: 1 }] },
    },
  ],
  'POST /store-api/cart/guest/{guestId}/items': (ids) => [
    {
      method: 'POST',
      url: `/cart/guest/${ids.guestId}/items`,
      body: { productId: ids.stocked, quantity: 1 },
    },
  ],
  'PUT /store-api/cart/guest/{guestId}/items/{id}': (ids) => [
    {
      method: 'PUT',
      url: `/cart/guest/${ids.guestId}/items/${ids.stocked}`,
      body: { quantity: 1 },
    },
  ],
  'DELETE /store-api/cart/guest/{guestId}/items/{id}': (ids) => [
    { method: 'DELETE', url: `/cart/guest/${ids.guestId}/items/${ids.stocked}` },
  ],
  'POST /store-api/shipping/validate': () => [
    { method: 'POST', url: '/shipping/validate', body: { address, store_id: STORE } },
  ],
  'POST /store-api/shipping/estimate': (ids) => [
    {
      method: 'POST',
      url: '/shipping/estimate',
      body: { address, items: [{ productId: ids.stocked, quantity: 2 }], shipping_charge: 5 },
    },
  ],
};

function documentedOperations(document: OpenApiDocument): string[] {
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
  );
}

async function sampleIds(app: FastifyInstance): Promise<SampleIds> {
  const first = async <T>(path: string) => {
    const { body } = await getJson<{ data: T[] }>(app, path, STORE);
    const [item] = body.data;
    assert.ok(item, `${path} returned no items to take an id from`);
    return item;
  };
  const product = await first<{ id: number; sku: string }>('/products?limit=1');
  const brand = await first<{ id: number }>('/brands?limit=1');
  const categories = await getJson<{ data: { id: number; level: number }[] }>(
    app,
    '/categories?limit=1000',
    STORE,
  );
  const category = categories.body.data.find((item) => item.level === 2);
  assert.ok(category, 'the seeded store has no level-2 category');
  const candidates = await getJson<{ data: { id: number; sku: string }[] }>(
    app,
    '/products?limit=30',
    STORE,
  );
  let stocked: number | undefined;
  for (const candidate of candidates.body.data) {
    const stock = await getJson<{ total_on_hand: number }>(
      app,
      `/products/inventories/${candidate.sku}`,
      STORE,
    );
    if (stock.status === 200 && stock.body.total_on_hand >= 3) {
      stocked = candidate.id;
      break;
    }
  }
  assert.ok(stocked, 'no product of the first 30 has 3 units in stock');
  return {
    product: product.id,
    sku: product.sku,
    brand: brand.id,
    category: category.id,
    stocked,
    guestId: newGuestId(),
  };
}

// The app as it runs in production (responses unchecked), so the walk sees what clients get.
describeOnEachDatabase(
  'the OpenAPI walk',
  (context) => {
    let document: OpenApiDocument;
    let ids: SampleIds;
    before(async () => {
      document = context().app.swagger() as unknown as OpenApiDocument;
      ids = await sampleIds(context().app);
    });

    it('knows how to call every operation of the document, and only those', () => {
      const documented = documentedOperations(document);
      assert.deepEqual(
        documented.filter((operation) => !(operation in walk)),
        [],
        'documented operations missing from the walk: add how to call them (or why not)',
      );
      assert.deepEqual(
        Object.keys(walk).filter((operation) => !documented.includes(operation)),
        [],
        'operations in the walk that the document no longer has',
      );
    });

    for (const [operation, calls] of Object.entries(walk)) {
      if (typeof calls !== 'function') {
        it.skip(`${operation}: ${calls.notCalled}`);
        continue;
      }
      it(`${operation} answers only the keys its response schema declares`, async () => {
        const [method, path] = operation.split(' ') as [string, string];
        const responses = document.paths[path]?.[method.toLowerCase()]?.responses ?? {};
        for (const call of calls(ids)) {
          const {
            url,
            method: callMethod = 'GET',
            body,
          } = typeof call === 'string' ? { url: call } : call;
          const response = await context().app.inject({
            method: callMethod,
            url: `/store-api${url}`,
            headers: { 'x-store-id': STORE },
            ...(body === undefined ? {} : { payload: body as object }),
          });
          assert.ok(
            response.statusCode >= 200 && response.statusCode < 300,
            `${url} answered ${response.statusCode}: ${response.body.slice(0, 200)}`,
          );
          const schema =
            responses[String(response.statusCode)]?.content?.['application/json']?.schema;
          const isJson = /^application\/json/.test(String(response.headers['content-type']));
          if (!schema) {
            assert.ok(!isJson, `${url} answered JSON its document does not describe`);
            continue;
          }
          assert.ok(isJson, `${url} answered ${response.headers['content-type']}, not JSON`);
          assert.deepEqual(undeclaredKeys(document, schema, response.json()), [], url);
        }
      });
    }
  },
  { checkResponses: false },
);
