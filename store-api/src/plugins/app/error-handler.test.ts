// Failures of a dependency that is stuck or down, and a request past its deadline, are 503
// `{ error }` with Retry-After: never a hang, never a 500. Anything else unexpected stays a 500.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyPluginAsync } from 'fastify';
import Stripe from 'stripe';
import { ConnectionAcquireTimeoutError } from '../../db/database-errors.js';
import { buildTestApp, type TestContext } from '../../testing/test-app.js';

/** A pg error as the driver raises it: a message and the SQLSTATE. */
function pgError(message: string, code: string) {
  return Object.assign(new Error(message), { code });
}

const failures: Record<string, () => Error> = {
  'statement-timeout': () => pgError('canceling statement due to statement timeout', '57014'),
  'lock-timeout': () => pgError('canceling statement due to lock timeout', '55P03'),
  'idle-in-transaction': () =>
    pgError('terminating connection due to idle-in-transaction timeout', '25P03'),
  'pool-spent': () => new Error('timeout exceeded when trying to connect'),
  'connection-held': () => new ConnectionAcquireTimeoutError(3000),
  'database-refused': () => pgError('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'),
  'provider-silent': () =>
    new Stripe.errors.StripeConnectionError({
      message: 'Request aborted due to timeout being reached (1500ms)',
    }),
  bug: () => new TypeError("Cannot read properties of undefined (reading 'id')"),
};

const testRoutes: FastifyPluginAsync = async (app) => {
  for (const [name, failure] of Object.entries(failures)) {
    app.get(`/test/${name}`, async () => {
      throw failure();
    });
  }
  // Answers long after the deadline, as a request stuck on something without a limit of its own.
  app.get('/test/stuck', () => new Promise((resolve) => setTimeout(() => resolve({}), 3000)));
};

describe('answers for stuck dependencies', () => {
  let context: TestContext;
  before(async () => {
    context = await buildTestApp('pglite', { testRoutes, env: { REQUEST_TIMEOUT_MS: '300' } });
  });
  after(() => context.close());

  const get = (path: string) => context.app.inject({ url: `/store-api/test/${path}` });

  const database = 'The store is not answering right now. Please try again in a few seconds.';
  for (const name of [
    'statement-timeout',
    'lock-timeout',
    'idle-in-transaction',
    'pool-spent',
    'connection-held',
    'database-refused',
  ]) {
    it(`answers a database failure (${name}) with 503, Retry-After and what is wrong`, async () => {
      const response = await get(name);
      assert.equal(response.statusCode, 503);
      assert.equal(response.headers['retry-after'], '5');
      assert.deepEqual(response.json(), { error: database });
    });
  }

  it('answers a card provider that does not answer with 503 and Retry-After', async () => {
    const response = await get('provider-silent');
    assert.equal(response.statusCode, 503);
    assert.equal(response.headers['retry-after'], '5');
    assert.deepEqual(response.json(), {
      error: 'The payment provider is not answering right now. Please try again in a few seconds.',
    });
  });

  it('answers a request still running at its deadline with 503 and Retry-After', async () => {
    const started = performance.now();
    const response = await get('stuck');
    const ms = performance.now() - started;
    assert.equal(response.statusCode, 503);
    assert.equal(response.headers['retry-after'], '5');
    assert.deepEqual(response.json(), {
      error: 'This took too long to answer. Please try again in a few seconds.',
    });
    assert.ok(ms < 2500, `answered after ${ms} ms, the deadline is 300 ms`);
  });

  it('still answers an unexpected failure with a 500 that reveals nothing', async () => {
    const response = await get('bug');
    assert.equal(response.statusCode, 500);
    assert.equal(response.headers['retry-after'], undefined);
    assert.deepEqual(response.json(), { error: 'Something went wrong on our side' });
  });
});
