// The refunds owed, for a cancelled order (kept on its payment) or a received RMA (issue 40 item 6,
// kept on its `order_returns` row): `refunding` from the cancel or the receipt until the provider
// confirms, with when to ask again (a retry's backoff, or the lease of the process asking now).
// Both are claimed and marked by the same steps; each call is one short statement per table. The
// changes of status themselves (owed on the cancel or receipt, refunded) are the lifecycle's
// (lifecycle-repository.ts) and the returns' (orders/returns-repository.ts).
import { sql, type ExpressionBuilder } from 'kysely';
import type { Db } from '../../db/connection.js';
import type { Database } from '../../db/schema.js';

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

/** Where an owed refund is kept: a whole order's on its payment, an RMA's on the RMA's row. */
const KEPT = {
  order: { table: 'payments', status: 'status' },
  rma: { table: 'order_returns', status: 'refund_status' },
} as const;
type Kept = (typeof KEPT)[keyof typeof KEPT];
type KeptIn = ExpressionBuilder<Database, Kept['table']>;

/**
 * The ids of up to `limit` owed refunds of `kept` whose time has come, locked and skipping the
 * locked ones, so another process never claims the same.
 */
function dueIds(db: Db, kept: Kept, limit: number) {
  return db
    .selectFrom(kept.table)
    .select('id')
    .where(kept.status, '=', 'refunding')
    .where('refund_due_at', '<=', sql<Date>`now()`)
    .orderBy('refund_due_at')
    .limit(limit)
    .forUpdate()
    .skipLocked();
}

/** An attempt that did not refund: counted, its reason kept, asked again after `retryInMs`. */
const retried = (error: string, retryInMs: number) => (eb: KeptIn) => ({
  refund_attempts: eb('refund_attempts', '+', 1),
  refund_error: error,
  refund_due_at: inMilliseconds(retryInMs),
});

export function createRefundRepository(db: Db) {
  return {
    /**
     * Takes up to `limit` owed refunds of each kind (whole orders, then RMAs) whose time has come
     * and pushes their time `leaseMs` ahead in the same statement, so another process skips them
     * while this one asks the provider.
     */
    async claimDue(limit: number, leaseMs: number): Promise<OwedRefund[]> {
      const orders = await db
        .updateTable('payments')
        .from('orders')
        .set({ refund_due_at: inMilliseconds(leaseMs) })
        .whereRef('orders.id', '=', 'payments.order_id')
        .where('payments.id', 'in', dueIds(db, KEPT.order, limit))
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
      const rmas = await db
        .updateTable('order_returns')
        .from('orders')
        .innerJoin('payments', 'payments.order_id', 'orders.id')
        .set({ refund_due_at: inMilliseconds(leaseMs) })
        .whereRef('orders.id', '=', 'order_returns.order_id')
        .where('order_returns.id', 'in', dueIds(db, KEPT.rma, limit))
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
      return [
        ...orders.map((row) => orderRefundOf(row)),
        ...rmas.map((row) => returnRefundOf(row)),
      ];
    },

    /** An attempt that did not refund: counted, its reason kept, asked again after `retryInMs`. */
    async retryLater(owed: OwedRefund, error: string, retryInMs: number): Promise<void> {
      if (owed.rma) {
        await db
          .updateTable('order_returns')
          .set(retried(error, retryInMs))
          .where('id', '=', owed.rma.id)
          .where(KEPT.rma.status, '=', 'refunding')
          .execute();
        return;
      }
      await db
        .updateTable('payments')
        .set((eb) => ({ ...retried(error, retryInMs)(eb), updated_at: sql`now()` }))
        .where('order_id', '=', owed.orderId)
        .where(KEPT.order.status, '=', 'refunding')
        .execute();
    },
  };
}

/** What every owed refund reads from its order and payment, whatever is refunded. */
interface RefundedOrderRow {
  order_id: number;
  transaction_id: string | null;
  refund_attempts: number;
  created_at: Date | string;
  store_id: string;
  store_order_id: string;
  customer_email: string;
  customer_first_name: string;
}

/** The owed refund's fields that come from its order and payment. */
function orderPartOf(row: RefundedOrderRow) {
  return {
    orderId: row.order_id,
    storeId: row.store_id,
    paymentIntentId: row.transaction_id ?? '',
    attempts: row.refund_attempts,
    customer: { email: row.customer_email, firstName: row.customer_first_name },
    storeOrderId: row.store_order_id,
  };
}

/** The owed refund of a cancelled order (the whole payment), from its payment and its order. */
function orderRefundOf(
  row: RefundedOrderRow & { amount_cents: number; cancellation_reason: string | null },
): OwedRefund {
  return {
    ...orderPartOf(row),
    amountCents: row.amount_cents,
    idempotencyKey: refundIdempotencyKey(row.order_id, row.created_at),
    reason: row.cancellation_reason ?? '',
  };
}

/** The owed refund of a received RMA, from its row and its order's. */
export function returnRefundOf(
  row: RefundedOrderRow & { id: number; rma_number: string; refund_cents: number },
): OwedRefund {
  return {
    ...orderPartOf(row),
    amountCents: row.refund_cents,
    idempotencyKey: returnRefundIdempotencyKey(row.id, row.created_at),
    reason: '',
    rma: { id: row.id, number: row.rma_number },
  };
}
