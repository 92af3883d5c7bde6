import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import type { Db } from '../../db/connection.js';
import { callApi, registerCustomer, type TestCustomer } from '../../testing/customers.js';
import { insertGuestOrder } from '../../testing/guest-orders.js';
import {
  describeOnEachDatabase,
  TEST_PUBLIC_BASE_URL,
  type TestContext,
} from '../../testing/test-app.js';

interface Line {
  productId: number;
  name: string;
  sku: string;
  image: string;
  quantity: number;
  price: number;
  discount: number;
  unitPriceCents: number;
  lineTotalCents: number;
  unitsOnHand: number;
  availability: string;
}
interface JobList {
  id: number;
  name: string;
  lineCount: number;
  updatedAt: string;
  lines: Line[];
  totalCents: number;
}
type Summary = Omit<JobList, 'lines' | 'totalCents'>;
interface Answer<T> {
  data: T;
  error: string;
}

/** A product of the store, given a name, price, discount and stock of our own. */
interface TestProduct {
  id: number;
  sku: string;
}

let productsTaken = 0;

/** Takes a fresh seeded product of the store and sets what the expected answers are written from. */
async function product(
  db: Db,
  fields: { name: string; price: number; discount: number; units: number; active?: boolean },
  store = 'hvac',
): Promise<TestProduct> {
  const row = await db
    .selectFrom('products')
    .select(['id', 'sku'])
    .where('store_id', '=', store)
    .where('is_active', '=', true)
    .orderBy('id', 'desc')
    .offset(productsTaken++)
    .limit(1)
    .executeTakeFirstOrThrow();
  await db
    .updateTable('products')
    .set({
      name: fields.name,
      price: fields.price,
      discount: fields.discount,
      image_url: null,
      is_active: fields.active ?? true,
    })
    .where('id', '=', row.id)
    .execute();
  await db
    .updateTable('inventory')
    .set({ total_on_hand: fields.units })
    .where('store_id', '=', store)
    .where('sku', '=', row.sku)
    .execute();
  return row;
}

const imageOf = (productId: number) =>
  `${TEST_PUBLIC_BASE_URL}/store-api/images/products/${productId}.svg`;

describeOnEachDatabase('job lists and buy again', (context: () => TestContext) => {
  let wrench: TestProduct;
  let filter: TestProduct;
  let otherStore: TestProduct;
  before(async () => {
    const { db } = context();
    // $25.00 with 20 % off: $20.00 a unit.
    wrench = await product(db, { name: 'Job test wrench', price: 25, discount: 20, units: 6 });
    // $9.99, no discount.
    filter = await product(db, { name: 'Job test filter', price: 9.99, discount: 0, units: 40 });
    otherStore = await product(
      db,
      { name: 'Parts store item', price: 5, discount: 0, units: 3 },
      'parts',
    );
  });

  const wrenchLine = (quantity: number): Line => ({
    productId: wrench.id,
    name: 'Job test wrench',
    sku: wrench.sku,
    image: imageOf(wrench.id),
    quantity,
    price: 25,
    discount: 20,
    unitPriceCents: 2000,
    lineTotalCents: 2000 * quantity,
    unitsOnHand: 6,
    availability: 'in-stock',
  });
  const filterLine = (quantity: number): Line => ({
    productId: filter.id,
    name: 'Job test filter',
    sku: filter.sku,
    image: imageOf(filter.id),
    quantity,
    price: 9.99,
    discount: 0,
    unitPriceCents: 999,
    lineTotalCents: 999 * quantity,
    unitsOnHand: 40,
    availability: 'in-stock',
  });

  const call = <T>(
    customer: TestCustomer,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    path: string,
    body?: object,
  ) =>
    callApi<Answer<T>>(context().app, {
      method,
      path,
      token: customer.token,
      ...(body && { body }),
    });
  const create = (customer: TestCustomer, body: object) =>
    call<JobList>(customer, 'POST', '/auth/job-lists', body);
  const read = (customer: TestCustomer, listId: number) =>
    call<JobList>(customer, 'GET', `/auth/job-lists/${listId}`);
  const summaries = (customer: TestCustomer) => call<Summary[]>(customer, 'GET', '/auth/job-lists');

  describe('making and changing a list', () => {
    it('creates a named list with lines priced now in cents, and lists it', async () => {
      const customer = await registerCustomer(context().app);
      const created = await create(customer, {
        name: '  Smith job – furnace ',
        lines: [
          { productId: wrench.id, quantity: 2 },
          { productId: filter.id, quantity: 3 },
        ],
      });
      assert.equal(created.status, 201);
      const { id, updatedAt, ...rest } = created.body.data;
      assert.deepEqual(rest, {
        name: 'Smith job – furnace',
        lineCount: 2,
        lines: [wrenchLine(2), filterLine(3)],
        totalCents: 4000 + 2997,
      });
      assert.deepEqual((await summaries(customer)).body.data, [
        { id, name: 'Smith job – furnace', lineCount: 2, updatedAt },
      ]);
    });

    it('adds to a line already on the list, sets and removes lines, renames and deletes', async () => {
      const customer = await registerCustomer(context().app);
      const { id } = (await create(customer, { name: 'Jones job' })).body.data;
      assert.deepEqual((await read(customer, id)).body.data.lines, []);

      const added = await call<JobList>(customer, 'POST', `/auth/job-lists/${id}/lines`, {
        lines: [{ productId: wrench.id, quantity: 1 }],
      });
      assert.deepEqual(added.body.data.lines, [wrenchLine(1)]);
      const more = await call<JobList>(customer, 'POST', `/auth/job-lists/${id}/lines`, {
        lines: [
          { productId: filter.id, quantity: 4 },
          { productId: wrench.id, quantity: 2 },
        ],
      });
      assert.deepEqual(more.body.data.lines, [wrenchLine(3), filterLine(4)]);

      const set = await call<JobList>(customer, 'PUT', `/auth/job-lists/${id}/lines/${wrench.id}`, {
        quantity: 10,
      });
      assert.deepEqual(set.body.data.lines, [wrenchLine(10), filterLine(4)], 'its place kept');
      const removed = await call<JobList>(
        customer,
        'DELETE',
        `/auth/job-lists/${id}/lines/${wrench.id}`,
      );
      assert.deepEqual(removed.body.data.lines, [filterLine(4)]);

      const renamed = await call<JobList>(customer, 'PUT', `/auth/job-lists/${id}`, {
        name: 'Jones job – boiler',
      });
      assert.equal(renamed.body.data.name, 'Jones job – boiler');

      const deleted = await call<Summary[]>(customer, 'DELETE', `/auth/job-lists/${id}`);
      assert.deepEqual(deleted.body.data, []);
      assert.equal((await read(customer, id)).status, 404);
    });

    it('caps a line at 999 units when adding more', async () => {
      const customer = await registerCustomer(context().app);
      const { id } = (
        await create(customer, {
          name: 'Big job',
          lines: [{ productId: filter.id, quantity: 900 }],
        })
      ).body.data;
      const more = await call<JobList>(customer, 'POST', `/auth/job-lists/${id}/lines`, {
        lines: [{ productId: filter.id, quantity: 500 }],
      });
      assert.equal(more.body.data.lines[0]?.quantity, 999);
    });

    it('shows a product the store stopped selling as not sold, at no charge', async () => {
      const customer = await registerCustomer(context().app);
      const retired = await product(context().db, {
        name: 'Job test retired part',
        price: 12,
        discount: 0,
        units: 5,
      });
      const { id } = (
        await create(customer, { name: 'Old job', lines: [{ productId: retired.id, quantity: 2 }] })
      ).body.data;
      await context()
        .db.updateTable('products')
        .set({ is_active: false })
        .where('id', '=', retired.id)
        .execute();
      const { body } = await read(customer, id);
      assert.deepEqual(body.data.lines, [
        {
          productId: retired.id,
          name: 'Job test retired part',
          sku: retired.sku,
          image: imageOf(retired.id),
          quantity: 2,
          price: 12,
          discount: 0,
          unitPriceCents: 1200,
          lineTotalCents: 0,
          unitsOnHand: 5,
          availability: 'not-sold',
        },
      ]);
      assert.equal(body.data.totalCents, 0);
    });
  });

  describe('refusals', () => {
    it('refuses an empty, blank or too long name, and a product of another store', async () => {
      const customer = await registerCustomer(context().app);
      for (const name of ['', '   ', 'x'.repeat(81)]) {
        const refused = await create(customer, { name });
        assert.equal(refused.status, 400, JSON.stringify(name));
        assert.equal(
          refused.body.error,
          'Invalid body field "name": name must be 1 to 80 characters',
        );
      }
      assert.equal((await create(customer, { name: 'x'.repeat(80) })).status, 201);
      const foreign = await create(customer, {
        name: 'Foreign',
        lines: [{ productId: otherStore.id, quantity: 1 }],
      });
      assert.equal(foreign.status, 404);
      assert.equal(foreign.body.error, `Product ${otherStore.id} not found in this store`);
      assert.deepEqual(
        (await summaries(customer)).body.data.map((list) => list.name),
        ['x'.repeat(80)],
        'nothing saved by a refused create',
      );
    });

    it('refuses a 51st list with 409 and a clear message', async () => {
      const customer = await registerCustomer(context().app);
      for (let index = 1; index <= 50; index += 1) {
        assert.equal((await create(customer, { name: `Job ${index}` })).status, 201);
      }
      const refused = await create(customer, { name: 'Job 51' });
      assert.equal(refused.status, 409);
      assert.equal(
        refused.body.error,
        'You can keep up to 50 job lists. Please delete one before starting another.',
      );
      assert.equal((await summaries(customer)).body.data.length, 50);
    });

    it('refuses a 101st line with 409, and more than 100 lines in one call with 400', async () => {
      const { db } = context();
      const customer = await registerCustomer(context().app);
      const rows = await db
        .selectFrom('products')
        .select('id')
        .where('store_id', '=', 'hvac')
        .orderBy('id')
        .limit(101)
        .execute();
      const lines = rows.map((row) => ({ productId: row.id, quantity: 1 }));
      const tooMany = await create(customer, { name: 'Huge', lines });
      assert.equal(tooMany.status, 400);
      const { id } = (await create(customer, { name: 'Full', lines: lines.slice(0, 100) })).body
        .data;
      const refused = await call<JobList>(customer, 'POST', `/auth/job-lists/${id}/lines`, {
        lines: lines.slice(100),
      });
      assert.equal(refused.status, 409);
      assert.equal(
        refused.body.error,
        'A job list holds up to 100 products. Please remove one or start another list.',
      );
      assert.equal((await read(customer, id)).body.data.lineCount, 100);
    });
  });

  describe('who may call', () => {
    it('answers 401 without a live token on every route', async () => {
      const calls = [
        { method: 'GET' as const, path: '/auth/job-lists' },
        { method: 'POST' as const, path: '/auth/job-lists', body: { name: 'x' } },
        { method: 'GET' as const, path: '/auth/job-lists/1' },
        { method: 'PUT' as const, path: '/auth/job-lists/1', body: { name: 'x' } },
        { method: 'DELETE' as const, path: '/auth/job-lists/1' },
        { method: 'GET' as const, path: '/auth/orders/1/buy-again' },
      ];
      for (const request of calls) {
        for (const token of [undefined, 'not-a-token']) {
          const answer = await callApi(context().app, { ...request, token });
          assert.equal(answer.status, 401, `${request.method} ${request.path} with ${token}`);
        }
      }
    });

    it("answers 404 for another customer's list on every route and leaves it as it was", async () => {
      const ada = await registerCustomer(context().app);
      const bob = await registerCustomer(context().app);
      const adas = (
        await create(ada, { name: 'Ada job', lines: [{ productId: wrench.id, quantity: 2 }] })
      ).body.data;
      const attempts = [
        call(bob, 'GET', `/auth/job-lists/${adas.id}`),
        call(bob, 'PUT', `/auth/job-lists/${adas.id}`, { name: 'Mine now' }),
        call(bob, 'POST', `/auth/job-lists/${adas.id}/lines`, {
          lines: [{ productId: filter.id, quantity: 1 }],
        }),
        call(bob, 'PUT', `/auth/job-lists/${adas.id}/lines/${wrench.id}`, { quantity: 9 }),
        call(bob, 'DELETE', `/auth/job-lists/${adas.id}/lines/${wrench.id}`),
        call(bob, 'DELETE', `/auth/job-lists/${adas.id}`),
      ];
      for (const answer of await Promise.all(attempts)) {
        assert.equal(answer.status, 404);
        assert.equal(answer.body.error, 'Job list not found');
      }
      assert.deepEqual((await summaries(bob)).body.data, []);
      const after = (await read(ada, adas.id)).body.data;
      assert.equal(after.name, 'Ada job');
      assert.deepEqual(after.lines, [wrenchLine(2)]);
    });
  });

  describe('buy again', () => {
    it("prices an order's lines today, listing the out-of-stock and no-longer-sold ones", async () => {
      const { db, app } = context();
      const customer = await registerCustomer(app);
      const soldOut = await product(db, {
        name: 'Job test sold-out blower',
        price: 80,
        discount: 10,
        units: 0,
      });
      const retired = await product(db, {
        name: 'Job test retired igniter',
        price: 30,
        discount: 0,
        units: 9,
        active: false,
      });
      const orderId = await insertGuestOrder(db, {
        id: customer.id,
        store_id: 'hvac',
        email: customer.email,
      });
      // What the order recorded then: other prices than today's.
      const ordered = [
        { product: wrench, name: 'Wrench (old name)', quantity: 2, cents: 1500 },
        { product: soldOut, name: 'Blower', quantity: 1, cents: 9000 },
        { product: retired, name: 'Igniter', quantity: 3, cents: 2500 },
      ];
      await db
        .insertInto('order_items')
        .values(
          ordered.map(({ product: item, name, quantity, cents }) => ({
            order_id: orderId,
            product_id: item.id,
            name,
            sku: item.sku,
            quantity,
            unit_price_cents: cents,
            total_cents: cents * quantity,
          })),
        )
        .execute();

      const { status, body } = await call<{ orderId: number; lines: Line[] }>(
        customer,
        'GET',
        `/auth/orders/${orderId}/buy-again`,
      );
      assert.equal(status, 200);
      assert.equal(body.data.orderId, orderId);
      assert.deepEqual(body.data.lines, [
        wrenchLine(2),
        {
          productId: soldOut.id,
          name: 'Job test sold-out blower',
          sku: soldOut.sku,
          image: imageOf(soldOut.id),
          quantity: 1,
          price: 80,
          discount: 10,
          unitPriceCents: 7200,
          lineTotalCents: 7200,
          unitsOnHand: 0,
          availability: 'out-of-stock',
        },
        {
          productId: retired.id,
          name: 'Job test retired igniter',
          sku: retired.sku,
          image: imageOf(retired.id),
          quantity: 3,
          price: 30,
          discount: 0,
          unitPriceCents: 3000,
          lineTotalCents: 0,
          unitsOnHand: 9,
          availability: 'not-sold',
        },
      ]);

      const stranger = await registerCustomer(app);
      const refused = await call(stranger, 'GET', `/auth/orders/${orderId}/buy-again`);
      assert.equal(refused.status, 404);
      assert.equal(refused.body.error, 'Order not found');
    });
  });
});

describeOnEachDatabase(
  'job list writes limit',
  (context) => {
    it('answers 429 with Retry-After past JOB_LIST_WRITES_MAX writes of one customer, reads still served', async () => {
      const ada = await registerCustomer(context().app);
      const bob = await registerCustomer(context().app);
      const create = (customer: TestCustomer) =>
        callApi<Answer<unknown>>(context().app, {
          method: 'POST',
          path: '/auth/job-lists',
          token: customer.token,
          body: { name: 'Limited job' },
        });
      assert.equal((await create(ada)).status, 201);
      assert.equal((await create(ada)).status, 201);
      const refused = await create(ada);
      assert.equal(refused.status, 429);
      assert.equal(refused.body.error, 'Too many requests, please try again later.');
      assert.ok(Number(refused.headers['retry-after']) > 0);
      const list = await callApi(context().app, { path: '/auth/job-lists', token: ada.token });
      assert.equal(list.status, 200);
      assert.equal((await create(bob)).status, 201, 'counted per customer');
    });
  },
  {
    env: { JOB_LIST_WRITES_MAX: '2' },
    oneDatabaseBecause: "the limiter counts in memory; the writes are the job lists suite's",
  },
);
