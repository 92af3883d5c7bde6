// Start-up work on PostgreSQL is not bound by the request time limits: migrating and seeding a new
// schema takes statements far longer than a shopper's request may (an index over every product, a
// seed insert), and with the 3 s statement limit a slow machine could not start at all. The pool's
// own limits are back for everything after. Through PgBouncer too, where the limits are set per
// transaction (DATABASE_PREPARED_STATEMENTS=false).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { sql } from 'kysely';
import { migrateToLatest } from './migrate.js';
import { seedCatalog } from './seed/seed-catalog.js';
import { openTestDatabase, testDrivers } from '../testing/test-app.js';

const servers = testDrivers({ pgbouncer: true }).filter((driver) => driver !== 'pglite');

describe(
  'start-up work on PostgreSQL',
  { skip: servers.length > 0 ? false : 'DATABASE_URL is not set' },
  () => {
    for (const driver of servers) {
      it(`migrates and seeds a new schema under a 1 ms statement limit, which still binds every other statement [${driver}]`, async () => {
        const { handle, dispose } = await openTestDatabase(
          driver,
          { acquireMs: 3000, statementMs: 1, lockMs: 1, idleInTransactionMs: 10_000 },
          { empty: true },
        );
        try {
          const applied = await migrateToLatest(handle);
          assert.ok(applied.includes('0001-catalog'), `applied ${applied.join(', ')}`);
          const summary = await handle.withoutTimeLimits((db) =>
            seedCatalog(db, { productsPerStore: 40 }),
          );
          assert.equal(summary.products, 120);
          await assert.rejects(sql`select pg_sleep(0.05)`.execute(handle.db), {
            code: '57014',
          });
          await assert.rejects(
            handle.db.transaction().execute((trx) => sql`select pg_sleep(0.05)`.execute(trx)),
            { code: '57014' },
          );
        } finally {
          await dispose();
        }
      });
    }
  },
);
