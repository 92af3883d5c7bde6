// The API's queries on PostgreSQL run without parallel workers (PARALLEL_WORKERS_PER_GATHER):
// its statements are short, and a worker's start cost more than a search's work. Set per session,
// and per transaction through PgBouncer, where session settings are refused.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { sql } from 'kysely';
import { openTestDatabase, testDrivers } from '../testing/test-app.js';

const servers = testDrivers({ pgbouncer: true }).filter((driver) => driver !== 'pglite');

describe(
  'parallel workers on PostgreSQL',
  { skip: servers.length > 0 ? false : 'DATABASE_URL is not set' },
  () => {
    for (const driver of servers) {
      it(`runs statements and transactions with none [${driver}]`, async () => {
        const { handle, dispose } = await openTestDatabase(driver, undefined, { empty: true });
        // A data statement, as the API's queries are (PgBouncer: each gets its own transaction).
        const workers = sql<{
          workers: string;
        }>`select current_setting('max_parallel_workers_per_gather') as workers`;
        try {
          const alone = await workers.execute(handle.db);
          const inTransaction = await handle.db
            .transaction()
            .execute((trx) => workers.execute(trx));
          assert.deepEqual([alone.rows[0]?.workers, inTransaction.rows[0]?.workers], ['0', '0']);
        } finally {
          await dispose();
        }
      });
    }
  },
);
