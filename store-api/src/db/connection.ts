// Opens the database: embedded PGlite by default, PostgreSQL when DATABASE_URL is set.
// Both are reached through the same Kysely instance, so repositories never know which one runs.
import { mkdir, readdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import {
  DEFAULT_DATABASE_TIMEOUTS,
  type DatabaseConfig,
  type DatabaseTimeouts,
} from '../config.js';
import {
  isDataStatement,
  PARALLEL_WORKERS_PER_GATHER,
  perTransactionSettingsDialect,
} from './per-transaction-settings.js';
import { PGliteDialect } from './pglite-dialect.js';
import { loadTemplate, saveTemplate } from './pglite-template.js';
import type { Database } from './schema.js';

export type Db = Kysely<Database>;

export interface DatabaseHandle {
  db: Db;
  driver: DatabaseConfig['driver'];
  /** Schema the tables live in ('public' on PGlite). */
  schema: string;
  /** A short description for logs, without credentials. */
  description: string;
  /** How the database came to be: an existing one, a new empty one, or a seeded snapshot. */
  origin: 'existing' | 'new' | 'template';
  /** Saves this (embedded) database as the snapshot new ones start from; PGlite only. */
  saveAsTemplate?: (key: string) => Promise<void>;
  /**
   * Runs start-up work (migrations, seeding) without the statement and lock time limits that keep
   * shoppers' requests fast: an index build or a big seed may take longer than a request may, and
   * a second process starting alongside waits for the first one's migration lock.
   */
  withoutTimeLimits<T>(work: (db: Db) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface OpenOptions {
  /** For a new embedded database: start from this seeded snapshot when one exists. */
  templateKey?: string | undefined;
  /**
   * Keep the snapshot's bytes in memory for the next database opened from it: for a process that
   * opens many (the tests, ~75 a run), each read of the 64 MB file cost ~0.1 s of CPU.
   */
  keepTemplate?: boolean | undefined;
  /**
   * PGlite's shared_buffers, when not its postgresql.conf's 128MB: the tests' throw-away
   * databases start with 16MB, ~0.5 CPU-s less per open (they open dozens a run).
   */
  pgliteSharedBuffers?: string | undefined;
  /** How long to wait on the database before failing; the defaults when absent. */
  timeouts?: DatabaseTimeouts | undefined;
  /** Told when the server (or a pooler restarting) ends an idle pooled connection; PostgreSQL. */
  onIdleConnectionLost?: ((error: Error) => void) | undefined;
}

// count(*) and other int8 values: plain numbers are plenty for a catalogue.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

export async function openDatabase(
  config: DatabaseConfig,
  options: OpenOptions = {},
): Promise<DatabaseHandle> {
  const timeouts = options.timeouts ?? DEFAULT_DATABASE_TIMEOUTS;
  if (config.driver === 'postgres') {
    return openPostgres(config, timeouts, options.onIdleConnectionLost);
  }
  return openPglite(config.dataDir, options, timeouts);
}

async function openPglite(
  dataDir: string,
  {
    templateKey,
    keepTemplate = false,
    pgliteSharedBuffers,
  }: Pick<OpenOptions, 'templateKey' | 'keepTemplate' | 'pgliteSharedBuffers'>,
  timeouts: DatabaseTimeouts,
): Promise<DatabaseHandle> {
  const inMemory = dataDir === 'memory://';
  let isNew = inMemory;
  if (!inMemory) {
    await mkdir(dataDir, { recursive: true });
    isNew = (await readdir(dataDir)).length === 0;
  }
  const template =
    isNew && templateKey ? await loadTemplate(templateKey, { keep: keepTemplate }) : undefined;
  const pglite = await PGlite.create(inMemory ? undefined : dataDir, {
    extensions: { pg_trgm },
    ...(template ? { loadDataDir: template } : {}),
    ...(pgliteSharedBuffers
      ? {
          startParams: [
            ...PGlite.defaultStartParams,
            '-c',
            `shared_buffers=${pgliteSharedBuffers}`,
          ],
        }
      : {}),
  });
  // PGlite runs no timers of its own (statement_timeout does nothing in it): the wait for its one
  // connection is the limit that applies.
  const db = new Kysely<Database>({
    dialect: new PGliteDialect(pglite, { acquireTimeoutMs: timeouts.acquireMs }),
  });
  await sql`create extension if not exists pg_trgm`.execute(db);
  return {
    db,
    driver: 'pglite',
    schema: 'public',
    description: inMemory ? 'PGlite (in memory)' : `PGlite at ${dataDir}`,
    origin: template ? 'template' : isNew ? 'new' : 'existing',
    saveAsTemplate: (key) => saveTemplate(pglite, key),
    // Nothing to lift: PGlite has no statement timer, and start-up work runs before any request.
    withoutTimeLimits: (work) => work(db),
    close: () => db.destroy(),
  };
}

async function openPostgres(
  { url, schema, transactionPooling = false }: Extract<DatabaseConfig, { driver: 'postgres' }>,
  timeouts: DatabaseTimeouts,
  onIdleConnectionLost: OpenOptions['onIdleConnectionLost'],
): Promise<DatabaseHandle> {
  // Fail fast (each is a 503 with Retry-After): waiting for a pooled client or connecting, a
  // statement (lock waits included), a lock, and a transaction left idle are all bounded. No
  // query_timeout: when it fires pg leaves the query running on the client and hands the
  // client back to the pool as if it were free; the request deadline answers instead.
  const sessionSettings = (limits: { statementMs: number; lockMs: number }) => ({
    options: `-c search_path=${schema},public -c max_parallel_workers_per_gather=${PARALLEL_WORKERS_PER_GATHER}`,
    statement_timeout: limits.statementMs,
    lock_timeout: limits.lockMs,
    idle_in_transaction_session_timeout: timeouts.idleInTransactionMs,
  });
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: timeouts.acquireMs,
    // Every pooled connection resolves unqualified names in our schema first; public stays on
    // the path because that is where the shared pg_trgm extension lives. A transaction pooler
    // refuses these at connect time: there each transaction sets them (below).
    ...(transactionPooling ? {} : sessionSettings(timeouts)),
  });
  // A connection that ends raises 'error' on its client and, when idle, on the pool, which drops
  // it (the next query opens another); an 'error' event nobody listens to ends the process. A
  // PgBouncer restart ends every idle one; its query_wait_timeout ends a busy one right after
  // failing its query, which is answered 503 like any other database error.
  pool.on('error', (error) => onIdleConnectionLost?.(error));
  pool.on('connect', (client) => client.on('error', () => {}));
  const settings = { schema, ...timeouts };
  let db: Db;
  let withoutTimeLimits: DatabaseHandle['withoutTimeLimits'];
  if (transactionPooling) {
    db = new Kysely<Database>({ dialect: perTransactionSettingsDialect(pool, settings) });
    // A second Kysely over the same pool, never destroyed on its own (that would end the pool).
    const unlimited = new Kysely<Database>({
      dialect: perTransactionSettingsDialect(pool, { ...settings, statementMs: 0, lockMs: 0 }),
    });
    withoutTimeLimits = (work) => work(unlimited);
  } else {
    pool.on('connect', prepareRepeatedStatements);
    db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    // A connection of its own, opened without the limits: not one statement of the start-up
    // work runs under them (with a 1 ms limit even a SET lifting it could be cancelled).
    withoutTimeLimits = async (work) => {
      const unlimited = new Kysely<Database>({
        dialect: new PostgresDialect({
          pool: new pg.Pool({
            connectionString: url,
            max: 1,
            connectionTimeoutMillis: timeouts.acquireMs,
            ...sessionSettings({ statementMs: 0, lockMs: 0 }),
          }),
        }),
      });
      try {
        // One connection throughout: the work may rely on its session.
        return await unlimited.connection().execute(work);
      } finally {
        await unlimited.destroy();
      }
    };
  }
  const ensureSchema = () =>
    withoutTimeLimits(async (unlimited) => {
      await sql`create schema if not exists ${sql.id(schema)}`.execute(unlimited);
      await ensureTrigramExtension(unlimited);
    });
  try {
    // `if not exists` is no lock: processes starting together on a new database race to create
    // the schema, and the losers fail on the catalogue's unique index. Once created, it exists.
    await ensureSchema().catch((error: unknown) => {
      if (!isConcurrentCreation(error)) throw error;
      return ensureSchema();
    });
  } catch (error) {
    await db.destroy();
    throw explainRefusedStartupParameter(error);
  }
  const { host, pathname } = new URL(url);
  return {
    db,
    driver: 'postgres',
    schema,
    description: `PostgreSQL at ${host}${pathname} (schema ${schema}${transactionPooling ? ', through a transaction pooler' : ''})`,
    origin: 'existing',
    withoutTimeLimits,
    close: () => db.destroy(),
  };
}

/** Another process created the same schema or extension at the same moment (23505, 42P06, 42710). */
function isConcurrentCreation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23505' || code === '42P06' || code === '42710';
}

/** PgBouncer's answer to session settings at connect time, with what to do about it. */
function explainRefusedStartupParameter(error: unknown): unknown {
  if (!(error instanceof Error) || !/unsupported startup parameter/.test(error.message)) {
    return error;
  }
  return new Error(
    `${error.message}: DATABASE_URL leads to a transaction pooler (PgBouncer?), which keeps no session: set DATABASE_PREPARED_STATEMENTS=false`,
    { cause: error },
  );
}

/** Distinct statements named per process; beyond it (unusual SQL texts) queries go unnamed. */
const MAX_NAMED_STATEMENTS = 500;
const statementNames = new Map<string, string>();

/**
 * Sends Kysely's queries as named statements, so each pooled connection parses and plans a
 * statement once and then reuses it (after five runs PostgreSQL may settle on a generic plan).
 * Planning was about 40 % of a product page's database time. Kysely's SQL texts are a small
 * fixed set with the values as parameters, so the names stay few; the cap guards the rest. Off
 * behind a transaction pooler: a name lives on one server connection, and the next transaction
 * may run on another ("prepared statement does not exist").
 */
export function prepareRepeatedStatements(client: pg.PoolClient) {
  const send = client.query.bind(client) as (...args: unknown[]) => unknown;
  client.query = ((...args: unknown[]) => {
    const [text, values] = args;
    const name = args.length === 2 && Array.isArray(values) ? statementName(text) : undefined;
    return name ? send({ name, text, values }) : send(...args);
  }) as typeof client.query;
}

function statementName(text: unknown): string | undefined {
  if (typeof text !== 'string' || !isDataStatement(text)) return undefined;
  let name = statementNames.get(text);
  if (name === undefined && statementNames.size < MAX_NAMED_STATEMENTS) {
    name = `kysely_${statementNames.size + 1}`;
    statementNames.set(text, name);
  }
  return name;
}

/**
 * pg_trgm lets the search indexes serve `LIKE '%term%'`. It is created once per database in
 * public (never in a throw-away schema, whose drop would take it along). Concurrent test runs
 * may race on the creation, and a managed server may forbid it: both are tolerated, and the
 * migration then skips the trigram indexes.
 */
async function ensureTrigramExtension(db: Db): Promise<void> {
  try {
    await sql`create extension if not exists pg_trgm with schema public`.execute(db);
  } catch {
    // Checked again by the migration through hasTrigramExtension().
  }
}

export async function hasTrigramExtension(db: Kysely<unknown>): Promise<boolean> {
  const result = await sql<{ found: number }>`
    select 1 as found from pg_extension where extname = 'pg_trgm'`.execute(db);
  return result.rows.length > 0;
}
