import assert from 'node:assert/strict';
import { it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import type { QuickOrderLineRecord, QuickOrderResolution } from '@storefront/contract/records';
import { describeOnEachDatabase } from '../../testing/test-app.js';

// Seeded numbers of the default store (src/db/seed): DF-CRX-000035 is Thermacore's TH-269269-32,
// $47.99 less 15 % with 199 on hand; DF-CBX-000023 is $16.99 less 20 % with 2 on hand;
// DF-CFM-000004 has none.
const CONTACTOR = {
  sku: 'DF-CRX-000035',
  name: 'Thermacore Core Definite-Purpose Contactor',
  unit_price: 40.79,
  stock: 199,
};
const BREAKER = {
  sku: 'DF-CBX-000023',
  name: 'Trademaster Contractor 30A AFCI Breaker',
  unit_price: 13.59,
  stock: 2,
};

function resolve(
  app: FastifyInstance,
  lines: unknown,
  { remoteAddress = '127.0.0.1', storeId = 'default' } = {},
) {
  return app.inject({
    method: 'POST',
    url: '/store-api/quick-order/resolve',
    headers: { 'x-store-id': storeId },
    payload: { lines },
    remoteAddress,
  });
}

/** What a row shows the shopper, without ids and image addresses. */
function shown(row: QuickOrderLineRecord) {
  const product = (found: NonNullable<QuickOrderLineRecord['product']>) => ({
    sku: found.sku,
    name: found.name,
    unit_price: found.unit_price,
    stock: found.stock,
    matchedNumber: found.matchedNumber,
  });
  return {
    partNumber: row.partNumber,
    status: row.status,
    quantity: row.quantity,
    message: row.message,
    ...(row.product && { product: product(row.product) }),
    ...(row.candidates && { candidates: row.candidates.map((found) => found.sku) }),
  };
}

async function resolvedRows(app: FastifyInstance, lines: unknown) {
  const response = await resolve(app, lines);
  assert.equal(response.statusCode, 200, response.body);
  return response.json<QuickOrderResolution>().lines.map(shown);
}

describeOnEachDatabase('POST /quick-order/resolve', (context) => {
  it('finds an exact SKU and one typed with spaces, dashes, lower case or without its zeros', async () => {
    const typed = ['DF-CRX-000035', 'df crx 000035', 'dfcrx000035', 'DF.CRX/35'];
    const rows = await resolvedRows(
      context().app,
      typed.map((partNumber) => ({ partNumber, quantity: 1 })),
    );
    assert.deepEqual(
      rows,
      typed.map((partNumber) => ({
        partNumber,
        status: 'found',
        quantity: 1,
        message: 'In stock',
        product: { ...CONTACTOR, matchedNumber: 'DF-CRX-000035' },
      })),
    );
  });

  it("finds a product by its maker's or an OEM number, naming the number it matched", async () => {
    const rows = await resolvedRows(context().app, [
      { partNumber: 'th 269269 32', quantity: 3 },
      { partNumber: 'mefan-269329', quantity: 1 },
    ]);
    assert.deepEqual(rows, [
      {
        partNumber: 'th 269269 32',
        status: 'found',
        quantity: 3,
        message: 'In stock',
        product: { ...CONTACTOR, matchedNumber: 'TH-269269-32' },
      },
      {
        partNumber: 'mefan-269329',
        status: 'found',
        quantity: 1,
        message: 'In stock',
        product: { ...CONTACTOR, matchedNumber: 'MEFAN269329' },
      },
    ]);
  });

  it('says which numbers are unknown, out of stock or not numbers, and caps a quantity to the stock', async () => {
    const rows = await resolvedRows(context().app, [
      { partNumber: 'ZZ-NOPE-404', quantity: 1 },
      // The start of a number is not that number.
      { partNumber: 'DF-CRX-00003', quantity: 1 },
      { partNumber: 'DF-CBX-000023', quantity: 5 },
      { partNumber: 'DF-CFM-000004', quantity: 1 },
      { partNumber: ' -- ', quantity: 1 },
    ]);
    assert.deepEqual(rows, [
      { partNumber: 'ZZ-NOPE-404', status: 'unknown', quantity: 0, message: 'Unknown part number' },
      {
        partNumber: 'DF-CRX-00003',
        status: 'unknown',
        quantity: 0,
        message: 'Unknown part number',
      },
      {
        partNumber: 'DF-CBX-000023',
        status: 'limited',
        quantity: 2,
        message: 'Only 2 in stock',
        product: { ...BREAKER, matchedNumber: 'DF-CBX-000023' },
      },
      {
        partNumber: 'DF-CFM-000004',
        status: 'out-of-stock',
        quantity: 0,
        message: 'Out of stock',
        product: {
          sku: 'DF-CFM-000004',
          name: rows[3]!.product!.name,
          unit_price: rows[3]!.product!.unit_price,
          stock: 0,
          matchedNumber: 'DF-CFM-000004',
        },
      },
      { partNumber: ' -- ', status: 'invalid', quantity: 0, message: 'Enter a part number' },
    ]);
  });

  it('shares one stock between lines naming the same product', async () => {
    const rows = await resolvedRows(context().app, [
      { partNumber: 'DF-CBX-000023', quantity: 1 },
      { partNumber: 'dfcbx23', quantity: 3 },
    ]);
    assert.deepEqual(
      rows.map((row) => [row.status, row.quantity, row.message]),
      [
        ['found', 1, 'In stock'],
        ['limited', 1, 'Only 1 in stock'],
      ],
    );
  });

  it('lists the candidates when several products carry the number', async () => {
    const { db, app } = context();
    const products = await db
      .selectFrom('products')
      .select('id')
      .where('sku', 'in', ['DF-TXX-000001', 'DF-BMX-000005'])
      .where('store_id', '=', 'default')
      .execute();
    assert.equal(products.length, 2);
    await db
      .insertInto('part_numbers')
      .values(
        products.map((product) => ({
          product_id: product.id,
          kind: 'interchange' as const,
          brand: 'Crossref Co',
          number: 'XR-7700',
        })),
      )
      .execute();
    const rows = await resolvedRows(app, [{ partNumber: 'xr 7700', quantity: 1 }]);
    assert.deepEqual(rows, [
      {
        partNumber: 'xr 7700',
        status: 'ambiguous',
        quantity: 0,
        message: 'Several parts match: choose',
        candidates: ['DF-TXX-000001', 'DF-BMX-000005'],
      },
    ]);
  });

  it("never finds another store's products", async () => {
    const response = await resolve(context().app, [{ partNumber: 'DF-CRX-000035', quantity: 1 }], {
      storeId: 'hvac',
    });
    assert.equal(response.statusCode, 200);
    assert.deepEqual(
      response.json<QuickOrderResolution>().lines.map((row) => row.status),
      ['unknown'],
    );
  });

  it('refuses 101 lines with a readable 400, and takes 100', async () => {
    const line = { partNumber: 'DF-CRX-000035', quantity: 1 };
    const tooMany = await resolve(
      context().app,
      Array.from({ length: 101 }, () => line),
    );
    assert.equal(tooMany.statusCode, 400);
    assert.match(tooMany.json<{ error: string }>().error, /at most 100 lines/);
    const hundred = await resolve(
      context().app,
      Array.from({ length: 100 }, () => line),
    );
    assert.equal(hundred.statusCode, 200);
    assert.equal(hundred.json<QuickOrderResolution>().lines.length, 100);
  });

  it('answers hostile part numbers with a row, never a 5xx', async () => {
    const rows = await resolvedRows(context().app, [
      { partNumber: "1' or '1'='1", quantity: 1 },
      { partNumber: '_%_', quantity: 1 },
      { partNumber: '\\', quantity: 1 },
      { partNumber: '=HYPERLINK("x")', quantity: 1 },
      { partNumber: '<script>', quantity: 1 },
      { partNumber: '\u0001x', quantity: 1 },
      { partNumber: 'x'.repeat(64), quantity: 1 },
    ]);
    assert.deepEqual(
      rows.map((row) => row.status),
      ['unknown', 'invalid', 'invalid', 'unknown', 'unknown', 'unknown', 'unknown'],
    );
  });
});

describeOnEachDatabase(
  'POST /quick-order/resolve rate limit',
  (context) => {
    it('answers 429 after QUICK_ORDER_RATE_LIMIT_MAX lookups from one address, others still served', async () => {
      const { app } = context();
      const line = [{ partNumber: 'DF-CRX-000035', quantity: 1 }];
      const statuses: number[] = [];
      for (let i = 0; i < 3; i += 1) {
        statuses.push((await resolve(app, line, { remoteAddress: '203.0.113.7' })).statusCode);
      }
      assert.deepEqual(statuses, [200, 200, 429]);
      assert.equal((await resolve(app, line, { remoteAddress: '203.0.113.8' })).statusCode, 200);
    });
  },
  {
    env: { QUICK_ORDER_RATE_LIMIT_MAX: '2' },
    oneDatabaseBecause: "the limiter counts in memory; the lookups are the resolve suite's",
  },
);
