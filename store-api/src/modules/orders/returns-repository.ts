// The RMAs of orders (issue 40 item 6): each return request is one row of `order_returns` with its
// lines, numbered after its order (RMA-HVAC-000123-01). Issued on the order's locked row (so two
// requests never take the same units or number); received once, on the RMA's own locked row, which
// makes its refund owed the way a cancel makes an order's owed on its payment. Made on the
// caller's transaction; the card provider is never called inside it.
import { sql } from 'kysely';
import type { Db } from '../../db/connection.js';
import type { OrderReturnLineRow, OrderReturnRow, ReturnRefundStatus } from '../../db/schema.js';
import { inMilliseconds } from '../payments/index.js';

export interface ReturnWithLines extends OrderReturnRow {
  lines: OrderReturnLineRow[];
}

export interface NewReturn {
  orderId: number;
  storeOrderId: string;
  lines: Array<{ itemId: number; quantity: number; reason: string }>;
  merchandiseCents: number;
  restockingFeePercent: number;
}

/** Digits of an RMA's sequence within its order (…-01, …-02). */
const RMA_SEQUENCE_DIGITS = 2;

/** The restocking fee of `merchandiseCents` at `percent`, rounded to the nearest cent. */
export function restockingFeeCents(merchandiseCents: number, percent: number): number {
  return Math.round((merchandiseCents * percent) / 100);
}

export function createReturnsRepository(db: Db) {
  return {
    /** The RMAs of these orders with their lines, oldest first. */
    async ofOrders(orderIds: number[]): Promise<ReturnWithLines[]> {
      if (orderIds.length === 0) return [];
      const returns = await db
        .selectFrom('order_returns')
        .selectAll()
        .where('order_id', 'in', orderIds)
        .orderBy('id')
        .execute();
      if (returns.length === 0) return [];
      const lines = await db
        .selectFrom('order_return_lines')
        .selectAll()
        .where(
          'return_id',
          'in',
          returns.map((row) => row.id),
        )
        .orderBy('id')
        .execute();
      return returns.map((row) => ({
        ...row,
        lines: lines.filter((line) => line.return_id === row.id),
      }));
    },

    /**
     * Issues an RMA for the order whose row the caller holds locked: its number is the order's
     * next, its fee fixed now (a later change of the store's fee leaves it as issued).
     */
    async issue(request: NewReturn): Promise<OrderReturnRow> {
      const { count } = await db
        .selectFrom('order_returns')
        .select(sql<number>`count(*)::int`.as('count'))
        .where('order_id', '=', request.orderId)
        .executeTakeFirstOrThrow();
      const sequence = String(count + 1).padStart(RMA_SEQUENCE_DIGITS, '0');
      const fee = restockingFeeCents(request.merchandiseCents, request.restockingFeePercent);
      const issued = await db
        .insertInto('order_returns')
        .values({
          order_id: request.orderId,
          rma_number: `RMA-${request.storeOrderId}-${sequence}`,
          merchandise_cents: request.merchandiseCents,
          restocking_fee_percent: request.restockingFeePercent,
          restocking_fee_cents: fee,
          refund_cents: request.merchandiseCents - fee,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await db
        .insertInto('order_return_lines')
        .values(
          request.lines.map((line) => ({
            return_id: issued.id,
            order_item_id: line.itemId,
            quantity: line.quantity,
            reason: line.reason,
          })),
        )
        .execute();
      return issued;
    },

    /** The RMA by its number, its row locked until the transaction ends. */
    lockByNumber(rmaNumber: string): Promise<OrderReturnRow | undefined> {
      return db
        .selectFrom('order_returns')
        .selectAll()
        .where('rma_number', '=', rmaNumber)
        .forUpdate()
        .executeTakeFirst();
    },

    /**
     * issued → received, once: its refund becomes owed, the first attempt the caller's for
     * `leaseMs` after the commit (nothing is owed when the fee took it all). False when it was
     * received already.
     */
    async receive(returnId: number, leaseMs: number): Promise<boolean> {
      const row = await db
        .updateTable('order_returns')
        .set({
          status: 'received',
          received_at: sql`now()`,
          refund_status: sql<ReturnRefundStatus>`case when refund_cents > 0 then 'refunding' else 'refunded' end`,
          refund_due_at: inMilliseconds(leaseMs),
        })
        .where('id', '=', returnId)
        .where('status', '=', 'issued')
        .returning('id')
        .executeTakeFirst();
      return row !== undefined;
    },

    /** refunding → refunded, once: false when it is refunded already (nothing more to record). */
    async markRefunded(returnId: number): Promise<boolean> {
      const row = await db
        .updateTable('order_returns')
        .set({
          refund_status: 'refunded',
          refunded_at: sql`now()`,
          refund_due_at: null,
          refund_error: null,
        })
        .where('id', '=', returnId)
        .where('refund_status', '=', 'refunding')
        .returning('id')
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}
