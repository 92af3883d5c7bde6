// The refunds owed for received RMAs (issue 40 item 6), kept on their `order_returns` rows as a
// cancelled order's are on its payment (refund-repository.ts): `refunding` from the receipt until
// the provider confirms, with when to ask again. Each call is one short statement.
import { sql } from 'kysely';
import type { Db } from '../../db/connection.js';
import {
  inMilliseconds,
  returnRefundIdempotencyKey,
  type OwedRefund,
} from './refund-repository.js';

export function createReturnRefundRepository(db: Db) {
  return {
    /** Takes up to `limit` owed RMA refunds whose time has come, pushing it `leaseMs` ahead. */
    async claimDue(limit: number, leaseMs: number): Promise<OwedRefund[]> {
      const rows = await db
        .updateTable('order_returns')
        .from('orders')
        .innerJoin('payments', 'payments.order_id', 'orders.id')
        .set({ refund_due_at: inMilliseconds(leaseMs) })
        .whereRef('orders.id', '=', 'order_returns.order_id')
        .where('order_returns.id', 'in', (eb) =>
          eb
            .selectFrom('order_returns')
            .select('id')
            .where('refund_status', '=', 'refunding')
            .where('refund_due_at', '<=', sql<Date>`now()`)
            .orderBy('refund_due_at')
            .limit(limit)
            .forUpdate()
            .skipLocked(),
        )
        .returning([
          'order_returns.id',
          'order_returns.rma_number',
          'order_returns.refund_cents',
          'order_returns.refund_attempts',
          'order_returns.created_at',
          'order_returns.order_id',
          'payments.transaction_id',
          'orders.store_id',
          'orders.store_order_id',
          'orders.customer_email',
          'orders.customer_first_name',
        ])
        .execute();
      return rows.map((row) => returnRefundOf(row));
    },

    /** An attempt that did not refund: counted, its reason kept, asked again after `retryInMs`. */
    async retryLater(returnId: number, error: string, retryInMs: number): Promise<void> {
      await db
        .updateTable('order_returns')
        .set((eb) => ({
          refund_attempts: eb('refund_attempts', '+', 1),
          refund_error: error,
          refund_due_at: inMilliseconds(retryInMs),
        }))
        .where('id', '=', returnId)
        .where('refund_status', '=', 'refunding')
        .execute();
    },
  };
}

/** The owed refund of a received RMA, from its row and its order's. */
export function returnRefundOf(row: {
  id: number;
  rma_number: string;
  refund_cents: number;
  refund_attempts: number;
  created_at: Date | string;
  order_id: number;
  transaction_id: string | null;
  store_id: string;
  store_order_id: string;
  customer_email: string;
  customer_first_name: string;
}): OwedRefund {
  return {
    orderId: row.order_id,
    storeId: row.store_id,
    paymentIntentId: row.transaction_id ?? '',
    amountCents: row.refund_cents,
    idempotencyKey: returnRefundIdempotencyKey(row.id, row.created_at),
    attempts: row.refund_attempts,
    customer: { email: row.customer_email, firstName: row.customer_first_name },
    storeOrderId: row.store_order_id,
    reason: '',
    rma: { id: row.id, number: row.rma_number },
  };
}
