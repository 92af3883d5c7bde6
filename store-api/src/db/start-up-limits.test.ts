// Start-up work on PostgreSQL is not bound by the request time limits: migrating and seeding a new
// schema takes statements far longer than a shopper's request may (an index over every product, a
// seed insert), and with the 3 s statement limit a slow machine could not start at all. The pool's
// own limits are back for everything after.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { sql } from 'kysely';
import { openDatabase } from './connection.js';
import { migrateToLatest } from './migrate.js';
import { seedCatalog } from './seed/seed-catalog.js';
import { uniqueSchemaName } from '../test/test-app.js';

const url = process.env.DATABASE_URL;

describe('start-up work on PostgreSQL', { skip: url ? false : 'DATABASE_URL is not set' }, () => {
  it('migrates and seeds a new schema under a 1 ms statement limit, which still binds every other statement', async () => {
    const schema = uniqueSchemaName('store_api_startup');
    const handle = await openDatabase(
      { driver: 'postgres', url: url ?? '', schema },
      {
        timeouts: { acquireMs: 3000, statementMs: 1, lockMs: 1, idleInTransactionMs: 10_000 },
      },
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
    } finally {
      await handle.withoutTimeLimits((db) =>
        sql`drop schema if exists ${sql.id(schema)} cascade`.execute(db),
      );
      await handle.close();
    }
  });
});
