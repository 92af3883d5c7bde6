// Walks every route of the generated OpenAPI document, calls it with valid parameters on the
// seeded test database and fails when a 2xx body has a key its response schema does not declare:
// a handler that returns a database row, or a record that gains a field, is caught here.
import assert from 'node:assert/strict';
import { before, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { describeOnEachDatabase, getJson } from './test/test-app.js';
import { undeclaredKeys, type OpenApiDocument } from './test/undeclared-keys.js';

const STORE = 'hvac';

interface SampleIds {
  product: number;
  sku: string;
  brand: number;
  /** A level-2 category: it has a parent and children. */
  category: number;
}

/** A call of the walk: a URL to GET, or a request with a JSON body. */
type WalkCall = string | { url: string; payload: Record<string, unknown> };

/**
 * How the walk calls each documented operation: the URLs to GET (or the bodies to send), or why it
 * cannot be called (a route that needs state the walk cannot make must say so here, or the walk
 * fails).
 */
const walk: Record<string, ((ids: SampleIds) => WalkCall[]) | { notCalled: string }> = {
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
  'POST /store-api/emails/contact': () => [
    {
      url: '/emails/contact',
      payload: {
        to: 'anyone@example.com',
        from: 'walker@example.com',
        replyTo: 'walker@example.com',
        name: 'Walker',
        subject: 'Walk',
        body: '<p>Hello</p>',
        type: 'contact_form',
      },
    },
  ],
  'POST /store-api/bulk-requests': () => [
    {
      url: '/bulk-requests',
      payload: {
        companyName: 'Walker Ltd',
        contactPerson: 'Walker',
        email: 'walker@example.com',
        products: '10 filters',
      },
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
  return { product: product.id, sku: product.sku, brand: brand.id, category: category.id };
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
          const { url, payload } =
            typeof call === 'string' ? { url: call, payload: undefined } : call;
          const response = await context().app.inject({
            method: method as 'GET' | 'POST',
            url: `/store-api${url}`,
            headers: { 'x-store-id': STORE },
            ...(payload ? { payload } : {}),
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
