// Seeded PostgreSQL databases for tests, copied from one template per test run. Migrating and
// seeding a new schema for each suite took about two of the store API stage's ten minutes; the
// server copies a database of the seeded catalogue in a fraction of that (CREATE DATABASE ...
// TEMPLATE). The template is migrated and seeded exactly as the app does on an empty database
// (the PGlite snapshot's counterpart, see pglite-template.ts), once per process, and dropped when
// the run ends; each copy is dropped by whoever took it. Names carry the process id, so runs on
// one server never clash and a run that was killed leaves copies the next run can tell are stale.
// Needs the right to create databases (the test server's postgres superuser, trust auth).
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase } from '../db/connection.js';
import { migrateToLatest } from '../db/migrate.js';
import { seedCatalogIfEmpty } from '../db/seed/seed-catalog.js';

/** The schema the tables live in inside every copy. */
export const SEEDED_SCHEMA = 'store_api_test';

const NAME_PREFIX = 'store_api_test_db';
const STALE_NAME = new RegExp(`^${NAME_PREFIX}_(\\d+)_[0-9a-f]{8}$`);

export interface SeededDatabase {
  /** DATABASE_URL with this copy's database name. */
  url: string;
  /** Drops the copy; close every connection to it first. */
  drop(): Promise<void>;
}

let admin: pg.Pool | undefined;
/** This run's templates by server and catalogue size: the database name once built. */
const templates = new Map<string, { serverUrl: string; name: Promise<string> }>();

/** A connection to DATABASE_URL's own database, for creating and dropping the copies. */
function adminPool(serverUrl: string): pg.Pool {
  admin ??= new pg.Pool({ connectionString: serverUrl, max: 1, allowExitOnIdle: true });
  return admin;
}

function uniqueDatabaseName(): string {
  return `${NAME_PREFIX}_${process.pid}_${randomBytes(4).toString('hex')}`;
}

function withDatabase(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.href;
}

async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  // FORCE: a connection of a test that failed half-way must not keep the copy alive.
  await adminPool(serverUrl).query(`drop database if exists "${name}" with (force)`);
}

/**
 * Drops the copies and templates of runs that ended without dropping them (killed, crashed): their
 * process is gone and the database is over an hour old (so a run in another pid namespace that
 * shares the server keeps its own). Plain DROP: one somebody is still connected to stays.
 */
async function dropStaleDatabases(serverUrl: string): Promise<void> {
  const { rows } = await adminPool(serverUrl).query<{ datname: string }>(
    `select datname from pg_database
      where datname like $1
        and (pg_stat_file('base/' || oid || '/PG_VERSION')).modification < now() - interval '1 hour'`,
    [`${NAME_PREFIX}\\_%`],
  );
  for (const { datname } of rows) {
    const pid = Number(STALE_NAME.exec(datname)?.[1]);
    if (!pid || isRunning(pid)) continue;
    await adminPool(serverUrl)
      .query(`drop database if exists "${datname}"`)
      .catch(() => {});
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Creates, migrates and seeds the template, as the app's database plugin does on an empty one. */
async function buildTemplate(serverUrl: string, productsPerStore: number): Promise<string> {
  await dropStaleDatabases(serverUrl).catch(() => {});
  const name = uniqueDatabaseName();
  await adminPool(serverUrl).query(`create database "${name}"`);
  try {
    const handle = await openDatabase({
      driver: 'postgres',
      url: withDatabase(serverUrl, name),
      schema: SEEDED_SCHEMA,
    });
    try {
      await migrateToLatest(handle);
      await handle.withoutTimeLimits((db) => seedCatalogIfEmpty(db, { productsPerStore }));
    } finally {
      // A template with a connection open cannot be copied.
      await handle.close();
    }
  } catch (error) {
    await dropDatabase(serverUrl, name).catch(() => {});
    throw error;
  }
  return name;
}

// The run's last step, once nothing else is left to do: the template goes, and the connection
// that managed the copies. Not a node:test `after`: calling that at import would make a bench
// that imports test-app.ts print a test report.
process.once('beforeExit', () => {
  void (async () => {
    for (const { serverUrl, name } of templates.values()) {
      const built = await name.catch(() => undefined);
      if (built) await dropDatabase(serverUrl, built).catch(() => {});
    }
    templates.clear();
    await admin?.end();
    admin = undefined;
  })();
});

/**
 * A new database holding the migrated catalogue of `productsPerStore` products per store, its
 * tables in SEEDED_SCHEMA, copied from this run's template (built on first use).
 */
export async function cloneSeededDatabase(
  serverUrl: string,
  productsPerStore: number,
): Promise<SeededDatabase> {
  const key = `${serverUrl} ${productsPerStore}`;
  let template = templates.get(key);
  if (!template) {
    template = { serverUrl, name: buildTemplate(serverUrl, productsPerStore) };
    templates.set(key, template);
  }
  const source = await template.name;
  const name = uniqueDatabaseName();
  await adminPool(serverUrl).query(`create database "${name}" template "${source}"`);
  return { url: withDatabase(serverUrl, name), drop: () => dropDatabase(serverUrl, name) };
}
