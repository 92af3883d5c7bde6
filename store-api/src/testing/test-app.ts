// Builds the real app on a real database for route tests: in-memory PGlite always, and also
// PostgreSQL when DATABASE_URL is set, each suite on its own throw-away copy of the seeded
// catalogue (the PGlite snapshot, a copied PostgreSQL database). Suites that ask run a third time
// through PgBouncer in transaction pooling mode (when it is installed).
import { randomBytes } from 'node:crypto';
import { after, before, describe } from 'node:test';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { sql } from 'kysely';
import type { DestinationStream } from 'pino';
import { buildApp } from '../app.js';
import { loadConfig, type DatabaseTimeouts } from '../config.js';
import { openDatabase, type DatabaseHandle, type Db } from '../db/connection.js';
import { templateKey } from '../db/pglite-template.js';
import { pgBouncerAvailable, startPgBouncer } from './pgbouncer.js';
import { cloneSeededDatabase, SEEDED_SCHEMA } from './postgres-clones.js';

export const TEST_PUBLIC_BASE_URL = 'http://api.test.localhost:4000';
export const TEST_PRODUCTS_PER_STORE = 320;

/** The database a test runs on: PGlite, PostgreSQL, or PostgreSQL through PgBouncer. */
export type TestDriver = DatabaseHandle['driver'] | 'pgbouncer';

export interface TestContext {
  app: FastifyInstance;
  db: Db;
  driver: TestDriver;
  /**
   * PostgreSQL: the database the suite's schema is in, reached directly (never through PgBouncer),
   * for a session of the test's own. Undefined on PGlite and for an app built on a given database.
   */
  directUrl?: string;
  close(): Promise<void>;
}

/**
 * The databases to run a suite on. pgbouncer: also through PgBouncer (transaction pooling), for
 * the suites that cover a module's repositories and transactions; a third run of every suite
 * would not fit the test budget.
 */
export function testDrivers({ pgbouncer = false }: { pgbouncer?: boolean } = {}): TestDriver[] {
  if (!process.env.DATABASE_URL) return ['pglite'];
  return pgbouncer && pgBouncerAvailable()
    ? ['pglite', 'postgres', 'pgbouncer']
    : ['pglite', 'postgres'];
}

/**
 * The one database of a suite that runs on one (docs/decisions/0996): PostgreSQL when DATABASE_URL
 * is set, else PGlite.
 */
export function oneTestDriver(): TestDriver {
  return process.env.DATABASE_URL ? 'postgres' : 'pglite';
}

/** A fresh schema name nobody else uses, so concurrent runs on one server never clash. */
export function uniqueSchemaName(prefix: string): string {
  return `${prefix}_${process.pid}_${randomBytes(4).toString('hex')}`;
}

export async function openTestDatabase(
  driver: TestDriver,
  /** The database time limits, when a test needs others than the defaults. */
  timeouts?: DatabaseTimeouts,
  {
    empty = false,
  }: {
    /** A new empty database (schema) instead of the seeded catalogue: for tests of start-up work. */
    empty?: boolean;
  } = {},
): Promise<{
  handle: DatabaseHandle;
  /** The connection string it was opened with (PostgreSQL, or PgBouncer in front of it). */
  url: string;
  /** PostgreSQL: the same database reached directly, never through PgBouncer. */
  directUrl?: string;
  dispose(): Promise<void>;
}> {
  if (driver === 'pglite') {
    // Starts from the seeded snapshot when an earlier run left one: much faster than initdb.
    const handle = await openDatabase(
      { driver: 'pglite', dataDir: 'memory://' },
      {
        templateKey: empty ? undefined : await templateKey(TEST_PRODUCTS_PER_STORE),
        keepTemplate: true,
        pgliteSharedBuffers: '16MB',
        timeouts,
      },
    );
    return { handle, url: 'memory://', dispose: () => handle.close() };
  }
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) throw new Error('DATABASE_URL is not set');
  // Seeded: a copy of the run's migrated and seeded database (postgres-clones.ts), dropped as a
  // whole after. Empty: a new schema in DATABASE_URL's database, migrated and seeded by whoever
  // opens it, dropped after.
  const copy = empty ? undefined : await cloneSeededDatabase(serverUrl, TEST_PRODUCTS_PER_STORE);
  const url = copy?.url ?? serverUrl;
  const schema = copy ? SEEDED_SCHEMA : uniqueSchemaName('store_api_test');
  const closeHandle = (handle: DatabaseHandle) =>
    copy ? handle.close() : dropSchemaAndClose(handle);
  const dropCopy = async () => {
    await copy?.drop();
  };
  try {
    if (driver === 'postgres') {
      const handle = await openDatabase({ driver: 'postgres', url, schema }, { timeouts });
      return {
        handle,
        url,
        directUrl: url,
        dispose: () => closeHandle(handle).finally(dropCopy),
      };
    }
    const pgbouncer = await startPgBouncer(url);
    try {
      const handle = await openDatabase(
        { driver: 'postgres', url: pgbouncer.url, schema, transactionPooling: true },
        { timeouts },
      );
      return {
        handle,
        url: pgbouncer.url,
        directUrl: url,
        dispose: () =>
          closeHandle(handle)
            .finally(() => pgbouncer.stop())
            .finally(dropCopy),
      };
    } catch (error) {
      await pgbouncer.stop();
      throw error;
    }
  } catch (error) {
    await dropCopy();
    throw error;
  }
}

async function dropSchemaAndClose(handle: DatabaseHandle): Promise<void> {
  try {
    // Not bound by a test's own (tiny) statement limit.
    await handle.withoutTimeLimits((db) =>
      sql`drop schema if exists ${sql.id(handle.schema)} cascade`.execute(db),
    );
  } finally {
    await handle.close();
  }
}

export interface TestAppOptions {
  /** Fail answers whose bytes differ from their schema's encoding (default true). */
  checkResponses?: boolean;
  /** Adds to or overrides the test configuration, e.g. low rate limits. */
  env?: NodeJS.ProcessEnv;
  /** Log at LOG_LEVEL (env) with the app's own logger into this stream; no log without it. */
  logStream?: DestinationStream;
  /** Routes only the test has (e.g. to try a preHandler), registered under /store-api. */
  testRoutes?: FastifyPluginAsync;
  /** Build on this open database instead of a fresh one, and leave it open on close (restarts). */
  database?: DatabaseHandle;
  /** The fresh database's time limits, when a suite needs others than the defaults. */
  databaseTimeouts?: DatabaseTimeouts;
}

export async function buildTestApp(
  driver: TestDriver,
  { checkResponses = true, env = {}, logStream, testRoutes, database }: TestAppOptions = {},
): Promise<TestContext> {
  const { handle, directUrl, dispose } = database
    ? { handle: database, directUrl: undefined, dispose: async () => {} }
    : await openTestDatabase(driver);
  try {
    const config = loadConfig({
      PUBLIC_BASE_URL: TEST_PUBLIC_BASE_URL,
      SEED_PRODUCTS_PER_STORE: String(TEST_PRODUCTS_PER_STORE),
      LOG_LEVEL: 'silent',
      // Route tests send far more than a shopper would; the rate-limit test sets its own.
      RATE_LIMIT_MAX: '1000000',
      RATE_LIMIT_IMAGES_MAX: '1000000',
      CONTACT_RATE_LIMIT_MAX: '1000000',
      QUICK_ORDER_RATE_LIMIT_MAX: '1000000',
      COURTESY_EMAILS_PER_CLIENT_MAX: '1000000',
      COURTESY_EMAILS_PER_RECIPIENT_MAX: '1000000',
      // Route tests leave many checkouts unpaid from one address; the limit tests set their own.
      UNPAID_CHECKOUTS_MAX: '1000000',
      UNPAID_UNITS_MAX: '1000000',
      ...env,
    });
    const app = await buildApp({
      config,
      database: handle,
      ...(logStream ? { logStream } : { logger: false }),
      checkResponses,
    });
    if (testRoutes) await app.register(testRoutes, { prefix: '/store-api' });
    await app.ready();
    return {
      app,
      db: handle.db,
      driver,
      directUrl,
      close: async () => {
        await app.close();
        await dispose();
      },
    };
  } catch (error) {
    await dispose();
    throw error;
  }
}

export interface SuiteOptions extends TestAppOptions {
  /**
   * Why nothing the suite asserts can depend on the database (docs/decisions/0996): it then runs
   * on one, PostgreSQL when DATABASE_URL is set, else PGlite. For suites of what stands before or
   * after the queries (a limiter counted in memory, an answer's compression), whose queries the
   * module's own suites run on every database.
   */
  oneDatabaseBecause?: string;
}

/**
 * Declares the suite once per database (or on one, see SuiteOptions). `context()` returns the app
 * of the running copy.
 */
export function describeOnEachDatabase(
  name: string,
  body: (context: () => TestContext) => void,
  options: SuiteOptions = {},
): void {
  describeOn(options.oneDatabaseBecause ? [oneTestDriver()] : testDrivers(), name, body, options);
}

/**
 * describeOnEachDatabase, and through PgBouncer in transaction pooling mode too (see testDrivers):
 * for the suites that cover a module's repositories and transactions.
 */
export function describeOnEachDatabaseAndPgBouncer(
  name: string,
  body: (context: () => TestContext) => void,
  options: TestAppOptions = {},
): void {
  describeOn(testDrivers({ pgbouncer: true }), name, body, options);
}

function describeOn(
  drivers: TestDriver[],
  name: string,
  body: (context: () => TestContext) => void,
  options: TestAppOptions,
): void {
  for (const driver of drivers) {
    describe(`${name} [${driver}]`, () => {
      let current: TestContext | undefined;
      before(async () => {
        current = await buildTestApp(driver, options);
      });
      after(async () => {
        await current?.close();
      });
      body(() => {
        if (!current) throw new Error('test app not built');
        return current;
      });
    });
  }
}

/** GET a store-scoped API path and parse the JSON body. */
export async function getJson<T = unknown>(
  app: FastifyInstance,
  path: string,
  storeId: string | null = 'hvac',
) {
  const response = await app.inject({
    method: 'GET',
    url: `/store-api${path}`,
    headers: storeId === null ? {} : { 'x-store-id': storeId },
  });
  return {
    status: response.statusCode,
    headers: response.headers,
    body: response.json() as T,
  };
}
