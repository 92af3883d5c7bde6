// Repositories run on the database or on a transaction: a repository is made by a factory over
// an executor (a Kysely `Transaction` is a `Kysely`), and the app's instance can make a copy of
// itself on a transaction. One unit of work then reads:
//   await app.db.transaction().execute(async (trx) => {
//     await app.products.inTransaction(trx).reserveStock(storeId, sku, 1);
//     await createOutboxRepository(trx).add({ topic: 'account.welcome', storeId, payload });
//   });
// Inside the callback every query must go through `trx`: on PGlite a query on `app.db` waits for
// the transaction to end, which never comes.
import type { Db } from './connection.js';

export type Transactional<R> = R & {
  /** The same repository running its queries on `trx`, with caches of its own that end with it. */
  inTransaction(trx: Db): R;
};

export function transactional<R extends object>(db: Db, create: (db: Db) => R): Transactional<R> {
  return { ...create(db), inTransaction: (trx) => create(trx) };
}
