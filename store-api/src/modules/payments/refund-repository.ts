// The refunds owed for cancelled orders, kept on their payments: `refunding` from the cancel until
// the provider confirms, with when to ask again (a retry's backoff, or the lease of the process
// asking now). Each call is one short statement. The changes of status themselves (owed on the
// cancel, refunded) are the lifecycle's (lifecycle-repository.ts).
import { sql } from 'kysely';
import type { Db } from '../../db/connection.js';

/** A refund to ask the provider for, with what the e-mail that confirms it says. */
export interface OwedRefund {
  orderId: number;
  storeId: string;
  /** The provider's payment (PaymentIntent) to refund. */
  paymentIntentId: string;
  amountCents: number;
  /** The order's own key: however often it is asked, the provider refunds once. */
  idempotencyKey: string;
  /** Failed attempts so far. */
  attempts: number;
  customer: { email: string; firstName: string };
  storeOrderId: string;
  reason: string;
  /** Set for the refund of a received RMA (its lines), absent for a cancelled order's. */
  rma?: { id: number; number: string };
}

export function refundIdempotencyKey(orderId: number, placedAt: Date | string): string {
  // The creation time keeps the key unique when a database starts over and ids come again.
  return `refund-order-${orderId}-${new Date(placedAt).getTime()}`;
}

/** An RMA's own key: each RMA is refunded once, apart from its order's other RMAs. */
export function returnRefundIdempotencyKey(returnId: number, issuedAt: Date | string): string {
  return `refund-rma-${returnId}-${new Date(issuedAt).getTime()}`;
}

/**
 * How long one process has an owed refund to itself while it asks the provider: far more than
 * the SDK's time limits and retries together, so two processes never ask at the same time.
 */
export const REFUND_LEASE_MS = 60_000;

export const inMilliseconds = (ms: number) => sql<Date>`now() + ${ms} * interval '1 millisecond'`;

export function createRefundRepository(db: Db) {
  return {
    /**
     * Takes up to `limit` owed refunds whose time has come and pushes their time `leaseMs` ahead in
     * the same statement, so another process skips them while this one asks the provider.
     */
    async claimDue(limit: number, leaseMs: number): Promise<OwedRefund[]> {
      const rows = await db
        .updateTable('payments')
        .from('orders')
        .set({ refund_due_at: inMilliseconds(leaseMs) })
        .whereRef('orders.id', '=', 'payments.order_id')
        .where('payments.id', 'in', (eb) =>
          eb
            .selectFrom('payments')
            .select('id')
            .where('status', '=', 'refunding')
            .where('refund_due_at', '<=', sql<Date>`now()`)
            .orderBy('refund_due_at')
            .limit(limit)
            .forUpdate()
            .skipLocked(),
        )
        .returning([
          'payments.order_id',
          'payments.transaction_id',
          'payments.amount_cents',
          'payments.refund_attempts',
          'orders.store_id',
          'orders.store_order_id',
          'orders.created_at',
          'orders.customer_email',
          'orders.customer_first_name',
          'orders.cancellation_reason',
        ])
        .execute();
      return rows.map((row) => ({
        orderId: row.order_id,
        storeId: row.store_id,
        paymentIntentId: row.transaction_id ?? '',
        amountCents: row.amount_cents,
        idempotencyKey: refundIdempotencyKey(row.order_id, row.created_at),
        attempts: row.refund_attempts,
        customer: { email: row.customer_email, firstName: row.customer_first_name },
        storeOrderId: row.store_order_id,
        reason: row.cancellation_reason ?? '',
      }));
    },

    /** An attempt that did not refund: counted, its reason kept, asked again after `retryInMs`. */
    async retryLater(orderId: number, error: string, retryInMs: number): Promise<void> {
      await db
        .updateTable('payments')
        .set((eb) => ({
          refund_attempts: eb('refund_attempts', '+', 1),
          refund_error: error,
          refund_due_at: inMilliseconds(retryInMs),
          updated_at: sql`now()`,
        }))
        .where('order_id', '=', orderId)
        .where('status', '=', 'refunding')
        .execute();
    },
  };
}
