// A database that is stuck for the API: a table locked by someone else (PostgreSQL), or every
// connection held (PGlite's single one, PostgreSQL's pool of ten, PgBouncer's server connections
// when the API reaches PostgreSQL through it). Requests get 503 `{ error }`
// with Retry-After within 5 seconds, /health answers within a second and names the database, and
// once it is free again everything answers as before. Before, every request waited until the
// database was free: 63 s in the reproduction.
import assert from 'node:assert/strict';
import { it } from 'node:test';
import { sql } from 'kysely';
import pg from 'pg';
import { callApi } from '../testing/customers.js';
import { isDatabaseUnavailable } from './database-errors.js';
import { PGBOUNCER_POOL_SIZE } from '../testing/pgbouncer.js';
import { describeOnEachDatabaseAndPgBouncer } from '../testing/test-app.js';

/** What shoppers' browsers ask for on catalogue pages, a product's page and picture included. */
const pageRequests = (productId: number) => [
  '/products?limit=12',
  `/products/${productId}`,
  '/brands',
  `/images/products/${productId}.svg`,
];

const UNAVAILABLE = 'The store is not answering right now. Please try again in a few seconds.';

/** Every page request, all at once, each with its answer time. */
async function loadPage(app: Parameters<typeof callApi>[0], productId: number) {
  return Promise.all(
    pageRequests(productId).map(async (path) => {
      const started = performance.now();
      const response = await app.inject({
        url: `/store-api${path}`,
        headers: { 'x-store-id': 'hvac' },
      });
      const json = String(response.headers['content-type']).startsWith('application/json');
      return {
        path,
        ms: Math.round(performance.now() - started),
        status: response.statusCode,
        headers: response.headers,
        body: (json ? response.json() : {}) as { error?: string },
      };
    }),
  );
}

function assertFailedFast(answers: Awaited<ReturnType<typeof loadPage>>) {
  for (const answer of answers) {
    assert.equal(answer.status, 503, `${answer.path} answered ${answer.status}`);
    assert.equal(answer.body.error, UNAVAILABLE);
    assert.equal(answer.headers['retry-after'], '5');
    assert.ok(answer.ms < 5000, `${answer.path} answered after ${answer.ms} ms`);
  }
}

async function assertServing(app: Parameters<typeof callApi>[0], productId: number) {
  for (const answer of await loadPage(app, productId)) {
    assert.equal(answer.status, 200, `${answer.path} answered ${answer.status} once free`);
  }
  const health = await callApi<{ status: string }>(app, { path: '/health' });
  assert.equal(health.body.status, 'ok');
}

describeOnEachDatabaseAndPgBouncer(
  'a stuck database',
  (context) => {
    /** A product of the store the page requests are made in. */
    async function hvacProduct(): Promise<number> {
      const row = await context()
        .db.selectFrom('products')
        .select('id')
        .where('store_id', '=', 'hvac')
        .where('is_active', '=', true)
        .orderBy('id')
        .executeTakeFirstOrThrow();
      return row.id;
    }

    it(
      'answers 503 with Retry-After within 5 s while another session locks the products table, and serves once it is released',
      { timeout: 60_000 },
      async (t) => {
        const { app, driver, directUrl } = context();
        if (driver === 'pglite') {
          t.skip('PGlite has one connection: nobody else can hold a lock (see the next test)');
          return;
        }
        const productId = await hvacProduct();
        const locker = new pg.Client({ connectionString: directUrl });
        await locker.connect();
        try {
          await locker.query(`set search_path to ${app.database.schema}`);
          await locker.query('begin');
          await locker.query('lock table products in access exclusive mode');
          const answers = await loadPage(app, productId);
          const started = performance.now();
          const health = await callApi<{ status: string }>(app, { path: '/health' });
          const healthMs = performance.now() - started;
          await locker.query('rollback');
          t.diagnostic(
            `locked: ${answers.map((answer) => `${answer.path} ${answer.status} in ${answer.ms} ms`).join(', ')}`,
          );
          // The brand list reads brands and the product counts, not the locked table: served.
          const brands = answers.find((answer) => answer.path === '/brands');
          assert.equal(brands?.status, 200);
          assertFailedFast(answers.filter((answer) => answer !== brands));
          // The database itself answers: only a table is locked.
          assert.equal(health.status, 200);
          assert.ok(healthMs < 1000, `health answered after ${healthMs} ms`);
        } finally {
          await locker.end();
        }
        await assertServing(app, productId);
      },
    );

    it(
      'cancels a statement that runs past the statement timeout (3 s) on PostgreSQL',
      { timeout: 60_000 },
      async (t) => {
        if (context().driver === 'pglite') {
          t.skip('PGlite runs no timers of its own: its limit is the wait for its connection');
          return;
        }
        if (context().driver === 'pgbouncer') {
          t.skip('the limit set per transaction is proved by start-up-limits.test.ts, in 3 s less');
          return;
        }
        const started = performance.now();
        await assert.rejects(sql`select pg_sleep(30)`.execute(context().db), (error: unknown) => {
          assert.equal((error as { code?: string }).code, '57014');
          assert.ok(isDatabaseUnavailable(error));
          return true;
        });
        const ms = performance.now() - started;
        assert.ok(ms > 2500 && ms < 5000, `cancelled after ${ms} ms`);
      },
    );

    it(
      'answers 503 with Retry-After within 5 s while every connection is held, says in /health within a second that the database is down, and recovers',
      { timeout: 60_000 },
      async (t) => {
        const { app, db, driver } = context();
        const productId = await hvacProduct();
        // PGlite's one connection, every connection of PostgreSQL's pool of ten, or every server
        // connection of PgBouncer (fewer than the API's clients: requests then wait in PgBouncer's
        // queue, which its query_wait_timeout ends): each held by a transaction that waits, as a
        // stuck request's would.
        const holders = { pglite: 1, postgres: 10, pgbouncer: PGBOUNCER_POOL_SIZE }[driver];
        let release!: () => void;
        const released = new Promise<void>((resolve) => (release = resolve));
        const holding: Array<Promise<void>> = [];
        const taken: Array<Promise<void>> = [];
        for (let n = 0; n < holders; n += 1) {
          let took!: () => void;
          taken.push(new Promise<void>((resolve) => (took = resolve)));
          holding.push(
            db.transaction().execute(async (trx) => {
              await sql`select 1`.execute(trx);
              took();
              await released;
            }),
          );
        }
        try {
          await Promise.all(taken);
          const answers = await loadPage(app, productId);
          const started = performance.now();
          const health = await callApi<{ status: string; dependencies: { database: string } }>(
            app,
            { path: '/health' },
          );
          const healthMs = performance.now() - started;
          t.diagnostic(
            `held: ${answers.map((answer) => `${answer.path} ${answer.status} in ${answer.ms} ms`).join(', ')}; health ${health.status} in ${Math.round(healthMs)} ms`,
          );
          assertFailedFast(answers);
          assert.equal(health.status, 503);
          assert.equal(health.body.status, 'unavailable');
          assert.equal(health.body.dependencies.database, 'down');
          assert.equal(health.headers['retry-after'], '5');
          assert.ok(healthMs < 1000, `health answered after ${healthMs} ms`);
        } finally {
          release();
          await Promise.all(holding);
        }
        await assertServing(app, productId);
      },
    );
  },
  // Catalogue answers come from the database each time, not from the response cache.
  { env: { CATALOG_CACHE_TTL_MS: '0' } },
);
