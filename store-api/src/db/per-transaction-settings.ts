// PostgreSQL behind a transaction pooler (PgBouncer's pool_mode = transaction) hands each
// transaction to whichever server connection is free, so nothing may live in the session: the
// pooler refuses session settings at connect time, and a SET would stay behind on a server
// connection for the next client. This dialect sets the schema, the time limits and the parallel
// workers with SET LOCAL at the start of every transaction instead (in the same round trip as
// BEGIN), and gives each data statement sent outside a transaction a transaction of its own that
// does the same.
import {
  CompiledQuery,
  PostgresDialect,
  PostgresDriver,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type QueryCompiler,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';
import type pg from 'pg';

/** What every transaction gets; a time limit of 0 is no limit (start-up work). */
export interface TransactionSettingsValues {
  /** First on the search path; public follows (the shared pg_trgm extension lives there). */
  schema: string;
  statementMs: number;
  lockMs: number;
  idleInTransactionMs: number;
}

/**
 * No parallel workers for the API's queries: they are short (a page, a search's counts), and the
 * planner, misled by a search's estimates (brand and category ids only known at run time), chose
 * parallel plans whose workers' start cost more than the work: an exact SKU's suggestions took
 * 16 ms, 3 without (issue 37 item 8). A shop's requests already keep the cores busy.
 */
export const PARALLEL_WORKERS_PER_GATHER = 0;

const DATA_STATEMENT = /^\s*(select|insert|update|delete|with)\b/i;

/** Queries that read or write rows, as Kysely writes them (DDL, VACUUM, BEGIN... are not). */
export function isDataStatement(text: string): boolean {
  return DATA_STATEMENT.test(text);
}

function settingsSql({
  schema,
  statementMs,
  lockMs,
  idleInTransactionMs,
}: TransactionSettingsValues) {
  const quotedSchema = `"${schema.replaceAll('"', '""')}"`;
  return [
    `set local search_path to ${quotedSchema}, public`,
    `set local statement_timeout = ${statementMs}`,
    `set local lock_timeout = ${lockMs}`,
    `set local idle_in_transaction_session_timeout = ${idleInTransactionMs}`,
    `set local max_parallel_workers_per_gather = ${PARALLEL_WORKERS_PER_GATHER}`,
  ].join('; ');
}

function beginSql({ isolationLevel, accessMode }: TransactionSettings): string {
  if (!isolationLevel && !accessMode) return 'begin';
  return ['start transaction', isolationLevel && `isolation level ${isolationLevel}`, accessMode]
    .filter(Boolean)
    .join(' ');
}

/**
 * Kysely's PostgreSQL dialect over `pool`, with `settings` applied per transaction. Statements
 * other than data statements sent outside a transaction (DDL, VACUUM) run as they are: they must
 * name their schema.
 */
export function perTransactionSettingsDialect(
  pool: pg.Pool,
  settings: TransactionSettingsValues,
): Dialect {
  const postgres = new PostgresDialect({ pool });
  return {
    createAdapter: () => postgres.createAdapter(),
    createDriver: () =>
      new PerTransactionSettingsDriver(new PostgresDriver({ pool }), settingsSql(settings)),
    createIntrospector: (db) => postgres.createIntrospector(db),
    createQueryCompiler: () => postgres.createQueryCompiler(),
  };
}

/** The connection PostgresDriver hands out (its release takes nothing else). */
type PooledConnection = Parameters<PostgresDriver['releaseConnection']>[0];

class PerTransactionSettingsConnection implements DatabaseConnection {
  inTransaction = false;

  constructor(
    readonly pooled: PooledConnection,
    private readonly settings: string,
  ) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    if (this.inTransaction || !isDataStatement(query.sql)) return this.pooled.executeQuery(query);
    try {
      await this.pooled.executeQuery(CompiledQuery.raw(`begin; ${this.settings}`));
      const result = await this.pooled.executeQuery<R>(query);
      await this.pooled.executeQuery(CompiledQuery.raw('commit'));
      return result;
    } catch (error) {
      // A broken connection fails the rollback too; the statement's error is the one to report.
      await this.pooled.executeQuery(CompiledQuery.raw('rollback')).catch(() => {});
      throw error;
    }
  }

  // Unused (the pool has no cursor support): Kysely's own error says so.
  streamQuery<R>(query: CompiledQuery, chunkSize: number): AsyncIterableIterator<QueryResult<R>> {
    return this.pooled.streamQuery<R>(query, chunkSize);
  }
}

class PerTransactionSettingsDriver implements Driver {
  constructor(
    private readonly pooled: PostgresDriver,
    private readonly settings: string,
  ) {}

  init(): Promise<void> {
    return this.pooled.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const pooled = (await this.pooled.acquireConnection()) as PooledConnection;
    return new PerTransactionSettingsConnection(pooled, this.settings);
  }

  async beginTransaction(
    connection: PerTransactionSettingsConnection,
    transaction: TransactionSettings,
  ): Promise<void> {
    try {
      await connection.pooled.executeQuery(
        CompiledQuery.raw(`${beginSql(transaction)}; ${this.settings}`),
      );
    } catch (error) {
      // Kysely rolls back only a transaction that began: a SET that failed after BEGIN would
      // hand the connection back to the pool inside an aborted one.
      await connection.pooled.executeQuery(CompiledQuery.raw('rollback')).catch(() => {});
      throw error;
    }
    connection.inTransaction = true;
  }

  async commitTransaction(connection: PerTransactionSettingsConnection): Promise<void> {
    try {
      await this.pooled.commitTransaction(connection.pooled);
    } finally {
      connection.inTransaction = false;
    }
  }

  async rollbackTransaction(connection: PerTransactionSettingsConnection): Promise<void> {
    try {
      await this.pooled.rollbackTransaction(connection.pooled);
    } finally {
      connection.inTransaction = false;
    }
  }

  savepoint(
    connection: PerTransactionSettingsConnection,
    name: string,
    compileQuery: QueryCompiler['compileQuery'],
  ): Promise<void> {
    return this.pooled.savepoint(connection.pooled, name, compileQuery);
  }

  rollbackToSavepoint(
    connection: PerTransactionSettingsConnection,
    name: string,
    compileQuery: QueryCompiler['compileQuery'],
  ): Promise<void> {
    return this.pooled.rollbackToSavepoint(connection.pooled, name, compileQuery);
  }

  releaseSavepoint(
    connection: PerTransactionSettingsConnection,
    name: string,
    compileQuery: QueryCompiler['compileQuery'],
  ): Promise<void> {
    return this.pooled.releaseSavepoint(connection.pooled, name, compileQuery);
  }

  releaseConnection(connection: PerTransactionSettingsConnection): Promise<void> {
    return this.pooled.releaseConnection(connection.pooled);
  }

  destroy(): Promise<void> {
    return this.pooled.destroy();
  }
}
