import assert from 'node:assert/strict';
import { it } from 'node:test';
import type { FastifyInstance, InjectOptions } from 'fastify';
import {
  describeOnEachDatabase,
  describeOnEachDatabaseAndPgBouncer,
} from '../../testing/test-app.js';
import type { Db } from '../../db/connection.js';
import { BULK_REQUEST_RECEIVED } from './bulk-routes.js';

const request = {
  companyName: 'Lone Star Mechanical',
  contactPerson: 'Grace Hopper',
  email: 'grace@lonestar.example',
  phone: '(512) 555-0100',
  products: '40 x condenser fan motors\n12 x 24 V contactors',
  deliveryAddress: '500 Congress Ave, Austin, TX 78701',
  deliveryTimeline: 'Within 3 weeks',
  additionalInformation: 'Net 30 terms if possible',
};

function postBulk(app: FastifyInstance, body: unknown, options: Partial<InjectOptions> = {}) {
  return app.inject({
    method: 'POST',
    url: '/store-api/bulk-requests',
    headers: { 'x-store-id': 'default' },
    payload: body as InjectOptions['payload'],
    remoteAddress: options.remoteAddress,
  });
}

async function outboxFor(db: Db, requestId: number) {
  const rows = await db
    .selectFrom('outbox')
    .select(['store_id', 'topic', 'payload'])
    .where('topic', 'in', ['bulk.request', 'bulk.confirmation'])
    .orderBy('id')
    .execute();
  return rows.filter((row) => (row.payload as { requestId: number }).requestId === requestId);
}

describeOnEachDatabaseAndPgBouncer('POST /bulk-requests', (context) => {
  it('stores the request and queues the sales e-mail and the confirmation, answering 201', async () => {
    const { app, db } = context();
    const response = await postBulk(app, request);
    assert.equal(response.statusCode, 201, response.body);
    const { data } = response.json<{ data: { id: number; message: string } }>();
    assert.equal(data.message, BULK_REQUEST_RECEIVED);
    assert.match(data.message, /1-2 business days/);

    const stored = await db
      .selectFrom('bulk_requests')
      .selectAll()
      .where('id', '=', data.id)
      .executeTakeFirstOrThrow();
    assert.equal(stored.store_id, 'default');
    assert.equal(stored.company_name, request.companyName);
    assert.equal(stored.products, request.products);
    assert.equal(stored.additional_information, request.additionalInformation);

    const rows = await outboxFor(db, data.id);
    assert.deepEqual(
      rows.map((row) => [row.topic, row.store_id]),
      [
        ['bulk.request', 'default'],
        ['bulk.confirmation', 'default'],
      ],
    );
    assert.deepEqual(rows[0]?.payload, { requestId: data.id, ...request });
    // Nothing the requester typed goes back to the address they gave (issue 36).
    assert.deepEqual(rows[1]?.payload, { to: request.email, requestId: data.id });
  });

  it('needs only company, contact person, email and products; the rest is kept empty', async () => {
    const { app, db } = context();
    const response = await postBulk(app, {
      companyName: ' Acme ',
      contactPerson: 'Wile E.',
      email: 'wile@acme.example',
      products: '1 anvil',
    });
    assert.equal(response.statusCode, 201, response.body);
    const { id } = response.json<{ data: { id: number } }>().data;
    const stored = await db
      .selectFrom('bulk_requests')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    assert.equal(stored.company_name, 'Acme');
    assert.equal(stored.phone, '');
    assert.equal(stored.delivery_timeline, '');
  });

  it('refuses a request missing a required field with a readable 400 and keeps nothing', async () => {
    const { app, db } = context();
    const count = async () =>
      Number(
        (
          await db
            .selectFrom('bulk_requests')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    const cases: [unknown, RegExp][] = [
      [{ ...request, companyName: '' }, /Company name is required/],
      [{ ...request, contactPerson: '  ' }, /Contact person is required/],
      [{ ...request, email: 'grace' }, /Please enter a valid email address/],
      [{ ...request, products: undefined }, /Please list the products and quantities you need/],
      [
        { ...request, phone: 'abc' },
        /Please enter a valid US phone number \(e\.g\., 555-123-4567\)/,
      ],
      [{ ...request, phone: '5'.repeat(41) }, /Please enter a valid US phone number/],
      [{ ...request, products: 'x'.repeat(5001) }, /at most 5000 characters/],
      [{ ...request, deliveryAddress: 12 }, /Delivery address must be text/],
    ];
    for (const [body, message] of cases) {
      const response = await postBulk(app, body);
      assert.equal(response.statusCode, 400, JSON.stringify(body).slice(0, 80));
      assert.match(response.json<{ error: string }>().error, message);
    }
    assert.equal(await count(), before);
  });
});

describeOnEachDatabase(
  'POST /bulk-requests rate limit',
  (context) => {
    it('answers 429 after the limit from one address, counted apart from the contact form', async () => {
      const { app } = context();
      const statuses: number[] = [];
      for (let i = 0; i < 3; i += 1) {
        statuses.push((await postBulk(app, request, { remoteAddress: '198.51.100.7' })).statusCode);
      }
      assert.deepEqual(statuses, [201, 201, 429]);
      const contact = await app.inject({
        method: 'POST',
        url: '/store-api/emails/contact',
        headers: { 'x-store-id': 'default' },
        remoteAddress: '198.51.100.7',
        payload: {
          from: 'a@example.com',
          name: 'A',
          subject: 'S',
          body: 'Hello',
          type: 'contact_form',
        },
      });
      assert.equal(contact.statusCode, 202);
    });
  },
  {
    env: { CONTACT_RATE_LIMIT_MAX: '2' },
    oneDatabaseBecause: "the limiter counts in memory; the stored request is the bulk suite's",
  },
);
