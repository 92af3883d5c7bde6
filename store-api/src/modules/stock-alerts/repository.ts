// The alerts' rows: a guest's pending alert with its confirmation token's hash, the active alerts a
// restock e-mails, and the unsubscribe tokens' hashes of the e-mails sent. Every write that also
// queues an e-mail runs on the caller's transaction (stock-alert-service.ts).
import { sql } from 'kysely';
import type { Db } from '../../db/connection.js';

export interface AlertProduct {
  id: number;
  storeId: string;
  name: string;
  inStock: boolean;
}

/** An active alert a restock e-mails: its address and its product. */
export interface DueAlert {
  alertId: number;
  email: string;
  productId: number;
  productName: string;
}

export function createStockAlertsRepository(db: Db) {
  return {
    /** An active product of the store with whether it has stock; undefined when there is none. */
    async product(storeId: string, productId: number): Promise<AlertProduct | undefined> {
      const row = await db
        .selectFrom('products as p')
        .leftJoin('inventory as i', (join) =>
          join.onRef('i.store_id', '=', 'p.store_id').onRef('i.sku', '=', 'p.sku'),
        )
        .select(['p.id', 'p.store_id', 'p.name', 'i.total_on_hand'])
        .where('p.store_id', '=', storeId)
        .where('p.id', '=', productId)
        .where('p.is_active', '=', true)
        .executeTakeFirst();
      return (
        row && {
          id: row.id,
          storeId: row.store_id,
          name: row.name,
          inStock: (row.total_on_hand ?? 0) > 0,
        }
      );
    },

    /** Turns the address's alert for the product on (a signed-in customer's: no confirmation). */
    async activate(storeId: string, productId: number, email: string): Promise<void> {
      await db
        .insertInto('stock_alerts')
        .values({
          store_id: storeId,
          product_id: productId,
          email,
          status: 'active',
          confirmed_at: sql<Date>`now()`,
        })
        .onConflict((conflict) =>
          conflict.columns(['product_id', 'email']).doUpdateSet({
            status: 'active',
            confirmed_at: sql<Date>`coalesce(stock_alerts.confirmed_at, now())`,
          }),
        )
        .execute();
    },

    /** The status of the address's alert for the product, locked until the transaction ends. */
    async lockedStatus(productId: number, email: string) {
      const row = await db
        .selectFrom('stock_alerts')
        .select('status')
        .where('product_id', '=', productId)
        .where('email', '=', email)
        .forUpdate()
        .executeTakeFirst();
      return row?.status;
    },

    /** Alerts of the address in the store still waiting for an unexpired confirmation. */
    async pendingCount(storeId: string, email: string): Promise<number> {
      const row = await db
        .selectFrom('stock_alerts')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .where('store_id', '=', storeId)
        .where('email', '=', email)
        .where('status', '=', 'pending')
        .where('confirm_expires_at', '>', sql<Date>`now()`)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    /** A pending alert with a new confirmation token (any earlier link stops working). */
    async savePending(
      alert: { storeId: string; productId: number; email: string },
      tokenHash: string,
      expiresAt: Date,
    ): Promise<void> {
      await db
        .insertInto('stock_alerts')
        .values({
          store_id: alert.storeId,
          product_id: alert.productId,
          email: alert.email,
          status: 'pending',
          confirm_token_hash: tokenHash,
          confirm_expires_at: expiresAt,
        })
        .onConflict((conflict) =>
          conflict.columns(['product_id', 'email']).doUpdateSet({
            status: 'pending',
            confirm_token_hash: tokenHash,
            confirm_expires_at: expiresAt,
          }),
        )
        .execute();
    },

    /**
     * Confirms the pending alert of a live token; a token already used answers its alert again
     * (a second click is no error). Undefined for an unknown, expired or unsubscribed one.
     */
    async confirm(tokenHash: string): Promise<{ productId: number; storeId: string } | undefined> {
      const row = await db
        .updateTable('stock_alerts')
        .set({
          status: 'active',
          confirmed_at: sql<Date>`coalesce(confirmed_at, now())`,
        })
        .where('confirm_token_hash', '=', tokenHash)
        .where((eb) =>
          eb.or([
            eb('status', '=', 'active'),
            eb.and([eb('status', '=', 'pending'), eb('confirm_expires_at', '>', sql<Date>`now()`)]),
          ]),
        )
        .returning(['product_id', 'store_id'])
        .executeTakeFirst();
      return row && { productId: row.product_id, storeId: row.store_id };
    },

    /** Ends the alert of an e-mail's unsubscribe token (again: the same answer); else undefined. */
    async unsubscribe(
      tokenHash: string,
    ): Promise<{ productId: number; storeId: string } | undefined> {
      const row = await db
        .updateTable('stock_alerts')
        .set({ status: 'unsubscribed', confirm_token_hash: null, confirm_expires_at: null })
        .where('id', '=', (eb) =>
          eb
            .selectFrom('stock_alert_unsubscribe_tokens')
            .select('alert_id')
            .where('token_hash', '=', tokenHash),
        )
        .returning(['product_id', 'store_id'])
        .executeTakeFirst();
      return row && { productId: row.product_id, storeId: row.store_id };
    },

    /** The active alerts of the store's products with the SKU. */
    async dueAlerts(storeId: string, sku: string): Promise<DueAlert[]> {
      const rows = await db
        .selectFrom('stock_alerts as a')
        .innerJoin('products as p', 'p.id', 'a.product_id')
        .select(['a.id', 'a.email', 'p.id as product_id', 'p.name'])
        .where('p.store_id', '=', storeId)
        .where('p.sku', '=', sku)
        .where('p.is_active', '=', true)
        .where('a.status', '=', 'active')
        .orderBy('a.id')
        .execute();
      return rows.map((row) => ({
        alertId: row.id,
        email: row.email,
        productId: row.product_id,
        productName: row.name,
      }));
    },

    async addUnsubscribeTokens(tokens: Array<{ alertId: number; tokenHash: string }>) {
      if (tokens.length === 0) return;
      await db
        .insertInto('stock_alert_unsubscribe_tokens')
        .values(
          tokens.map(({ alertId, tokenHash }) => ({ alert_id: alertId, token_hash: tokenHash })),
        )
        .execute();
    },
  };
}

export type StockAlertsRepository = ReturnType<typeof createStockAlertsRepository>;
