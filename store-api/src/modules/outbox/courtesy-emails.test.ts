// Issue 36: a stranger cannot make the store mail third parties at will. The welcome and the bulk
// request's confirmation go to addresses nobody confirmed, so they are limited per client address
// and per recipient (the shipped COURTESY_EMAILS_* defaults: 5 and 3 a day) and carry nothing the
// stranger typed.
import assert from 'node:assert/strict';
import { it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { uniqueEmail } from '../../testing/customers.js';
import { queuedPayloads } from '../../testing/outbox.js';
import { describeOnEachDatabase } from '../../testing/test-app.js';

const SPAM = 'WIN $500 at spam.example';

function register(app: FastifyInstance, email: string, remoteAddress: string) {
  return app.inject({
    method: 'POST',
    url: '/store-api/auth/register',
    headers: { 'x-store-id': 'hvac' },
    payload: { firstName: SPAM, lastName: 'Prize', email, password: 'secret1' },
    remoteAddress,
  });
}

function requestBulk(app: FastifyInstance, email: string, remoteAddress: string) {
  return app.inject({
    method: 'POST',
    url: '/store-api/bulk-requests',
    headers: { 'x-store-id': 'default' },
    payload: {
      companyName: SPAM,
      contactPerson: SPAM,
      email,
      products: '1 x anything',
    },
    remoteAddress,
  });
}

describeOnEachDatabase(
  'courtesy e-mails',
  (context) => {
    it('queues welcomes for the first 5 registrations of one address, without the typed name, and no bulk confirmation after them', async () => {
      const { app, db } = context();
      const emails = Array.from({ length: 40 }, () => uniqueEmail('victim'));
      const statuses: number[] = [];
      for (const email of emails)
        statuses.push((await register(app, email, '203.0.113.5')).statusCode);
      assert.deepEqual(new Set(statuses), new Set([201]), 'every account is made');
      const welcomes = await queuedPayloads(db, 'account.welcome', emails);
      assert.deepEqual(
        welcomes,
        emails.slice(0, 5).map((to) => ({ to })),
      );

      // The same address's bulk request reaches sales, but its requester gets no confirmation.
      const requester = uniqueEmail('requester');
      assert.equal((await requestBulk(app, requester, '203.0.113.5')).statusCode, 201);
      assert.equal((await queuedPayloads(db, 'bulk.confirmation', [requester])).length, 0);

      // Another address is not held back.
      const neighbour = uniqueEmail('neighbour');
      assert.equal((await register(app, neighbour, '203.0.113.6')).statusCode, 201);
      assert.deepEqual(await queuedPayloads(db, 'account.welcome', [neighbour]), [
        { to: neighbour },
      ]);
    });

    it('confirms at most 3 bulk requests to one recipient from any addresses; sales get all 5', async () => {
      const { app, db } = context();
      const recipient = uniqueEmail('target');
      const ids: number[] = [];
      for (let sender = 1; sender <= 5; sender += 1) {
        const answer = await requestBulk(app, recipient, `198.51.100.${sender}`);
        assert.equal(answer.statusCode, 201);
        ids.push(answer.json<{ data: { id: number } }>().data.id);
      }
      const confirmations = await queuedPayloads(db, 'bulk.confirmation', [recipient]);
      assert.deepEqual(
        confirmations,
        ids.slice(0, 3).map((requestId) => ({ to: recipient, requestId })),
      );
      const toSales = (
        await db
          .selectFrom('outbox')
          .select('payload')
          .where('topic', '=', 'bulk.request')
          .execute()
      ).filter((row) => ids.includes((row.payload as { requestId: number }).requestId));
      assert.equal(toSales.length, 5);
    });
  },
  { env: { COURTESY_EMAILS_PER_CLIENT_MAX: '5', COURTESY_EMAILS_PER_RECIPIENT_MAX: '3' } },
);
