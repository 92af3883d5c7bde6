// PostgreSQL through PgBouncer in transaction pooling mode: why the API needs
// DATABASE_PREPARED_STATEMENTS=false there, and that a PgBouncer restart does not take it down.
// The route suites that ask (testDrivers) run through PgBouncer with the setting off.
import assert from 'node:assert/strict';
import { setTimeout as delay } from 'node:timers/promises';
import { after, before, describe, it } from 'node:test';
import { sql } from 'kysely';
import pg from 'pg';
import { openDatabase, prepareRepeatedStatements } from './connection.js';
import { pgBouncerAvailable, startPgBouncer, type RunningPgBouncer } from '../testing/pgbouncer.js';
import { uniqueSchemaName } from '../testing/test-app.js';

describe(
  'PostgreSQL through PgBouncer (pool_mode = transaction)',
  {
    skip: pgBouncerAvailable()
      ? false
      : 'needs DATABASE_URL and pgbouncer (apt-get install pgbouncer)',
  },
  () => {
    let pgbouncer: RunningPgBouncer;
    before(async () => {
      pgbouncer = await startPgBouncer(process.env.DATABASE_URL ?? '');
    });
    after(async () => {
      await pgbouncer.stop();
    });

    it('refuses to open with DATABASE_PREPARED_STATEMENTS left on, and says to turn it off', async () => {
      await assert.rejects(
        openDatabase({ driver: 'postgres', url: pgbouncer.url, schema: uniqueSchemaName('pgb') }),
        (error: unknown) => {
          assert.match(
            String((error as Error).message),
            /^unsupported startup parameter: \w+: .*set DATABASE_PREPARED_STATEMENTS=false$/,
          );
          return true;
        },
      );
    });

    it('loses the named statements the API prepares once a client lands on another server connection', async () => {
      const [first, second] = [new pg.Client(pgbouncer.url), new pg.Client(pgbouncer.url)];
      await Promise.all([first.connect(), second.connect()]);
      try {
        for (const client of [first, second]) {
          prepareRepeatedStatements(client as unknown as pg.PoolClient);
        }
        // The first client's transaction holds one server connection while the second prepares
        // the statement on another; the second's next transaction gets the first one's.
        await first.query('begin');
        await first.query('select 1');
        assert.deepEqual((await second.query('select $1::int as n', [1])).rows, [{ n: 1 }]);
        await first.query('commit');
        await assert.rejects(second.query('select $1::int as n', [2]), {
          message: /^prepared statement "kysely_\d+" does not exist$/,
        });
      } finally {
        await Promise.all([first.end(), second.end()]);
      }
    });

    it('keeps answering across a PgBouncer restart: the idle connections it ended are replaced', async () => {
      const schema = uniqueSchemaName('pgb_restart');
      const lost: Error[] = [];
      const handle = await openDatabase(
        { driver: 'postgres', url: pgbouncer.url, schema, transactionPooling: true },
        { onIdleConnectionLost: (error) => lost.push(error) },
      );
      try {
        // Three pooled connections, idle once these end.
        await Promise.all([1, 2, 3].map(() => sql`select pg_sleep(0.05)`.execute(handle.db)));
        const { port } = pgbouncer;
        await pgbouncer.stop();
        for (let waited = 0; lost.length < 3 && waited < 5000; waited += 20) await delay(20);
        assert.equal(lost.length, 3);
        pgbouncer = await startPgBouncer(process.env.DATABASE_URL ?? '', port);
        const answer = await sql<{ n: number }>`select 1 as n`.execute(handle.db);
        assert.deepEqual(answer.rows, [{ n: 1 }]);
      } finally {
        await handle.withoutTimeLimits((db) =>
          sql`drop schema if exists ${sql.id(schema)} cascade`.execute(db),
        );
        await handle.close();
      }
    });
  },
);
