// The orders as the checkout reads them: by id or session, their items, what a client's unpaid
// orders hold, the stale reservations to sweep; and the store's order numbers. Every write to an
// order is the lifecycle's (orders/lifecycle-repository.ts).
import { sql } from 'kysely';
import type { Db } from '../../db/connection.js';
import type { OrderItemRow, OrderRow, PaymentRow } from '../../db/schema.js';

/** Digits of the number in a readable order id (HVAC-000123). */
const ORDER_NUMBER_DIGITS = 6;

export interface OrderWithPayment {
  order: OrderRow;
  payment: PaymentRow;
}

/** Whose unpaid orders to count: one client address's, or one e-mail's (any case). */
export type UnpaidHolder = { clientAddress: string } | { email: string };

/** What a holder's open unpaid orders in a store hold, and what its recent lapsed ones held. */
export interface UnpaidHoldings {
  checkouts: number;
  units: number;
  /** When the oldest of them was placed; null when there are none. */
  oldestPlacedAt: Date | null;
  /** Units of the orders placed since `lapsedSince` that were cancelled unpaid. */
  lapsedUnits: number;
  /** When the oldest of those was placed; null when there are none. */
  oldestLapsedAt: Date | null;
}

/** Which cancelled unpaid orders count as lapsed: placed since, and not the provider's failure. */
export interface LapsedCheckouts {
  since: Date;
  /** The cancellation reason of an order whose payment page was never made (not the shopper's). */
  exceptReason: string;
}

export function createOrdersRepository(db: Db) {
  /** An order found by `find`, with its payment. */
  async function withPayment(order: OrderRow | undefined): Promise<OrderWithPayment | undefined> {
    if (!order) return undefined;
    const payment = await db
      .selectFrom('payments')
      .selectAll()
      .where('order_id', '=', order.id)
      .executeTakeFirstOrThrow();
    return { order, payment };
  }

  const selectOrders = () => db.selectFrom('orders').selectAll();

  function items(orderId: number): Promise<OrderItemRow[]> {
    return db
      .selectFrom('order_items')
      .selectAll()
      .where('order_id', '=', orderId)
      .orderBy('id')
      .execute();
  }

  return {
    /** The store's next readable order id; the counter row stays locked until the commit. */
    async nextStoreOrderId(storeId: string): Promise<string> {
      const row = await db
        .insertInto('store_order_counters')
        .values({ store_id: storeId, last_number: 1 })
        .onConflict((conflict) =>
          conflict
            .column('store_id')
            .doUpdateSet({ last_number: sql`store_order_counters.last_number + 1` }),
        )
        .returning('last_number')
        .executeTakeFirstOrThrow();
      const number = String(row.last_number).padStart(ORDER_NUMBER_DIGITS, '0');
      return `${storeId.toUpperCase()}-${number}`;
    },

    async findById(orderId: number): Promise<OrderWithPayment | undefined> {
      return withPayment(await selectOrders().where('id', '=', orderId).executeTakeFirst());
    },

    /** The order of a provider session in this store; undefined for another store's session. */
    async findBySession(storeId: string, sessionId: string) {
      return withPayment(
        await selectOrders()
          .where('store_id', '=', storeId)
          .where('provider_session_id', '=', sessionId)
          .executeTakeFirst(),
      );
    },

    items,

    /**
     * The unpaid orders of a client address or an e-mail in a store that still hold stock, and
     * the `lapsed` ones: cancelled unpaid (expired, or cancelled by the customer) after holding it.
     */
    async unpaidHoldings(
      storeId: string,
      holder: UnpaidHolder,
      lapsed: LapsedCheckouts,
    ): Promise<UnpaidHoldings> {
      let query = db
        .selectFrom('orders')
        .innerJoin('payments', 'payments.order_id', 'orders.id')
        .innerJoin('order_items', 'order_items.order_id', 'orders.id')
        .where('orders.store_id', '=', storeId)
        .where((eb) =>
          eb.or([
            eb.and([
              eb('orders.status', '=', 'pending'),
              eb('orders.reservation_released_at', 'is', null),
              eb('payments.status', '=', 'pending'),
            ]),
            eb.and([
              eb('orders.status', '=', 'cancelled'),
              eb('payments.status', '=', 'failed'),
              eb('orders.created_at', '>=', lapsed.since),
              eb(sql`orders.cancellation_reason`, 'is distinct from', lapsed.exceptReason),
            ]),
          ]),
        );
      query =
        'email' in holder
          ? query.where(sql`lower(orders.customer_email)`, '=', holder.email.toLowerCase())
          : query.where('orders.client_address', '=', holder.clientAddress);
      const open = sql`orders.status = 'pending'`;
      const row = await query
        .select([
          sql<number>`count(distinct orders.id) filter (where ${open})::int`.as('checkouts'),
          sql<number>`coalesce(sum(order_items.quantity) filter (where ${open}), 0)::int`.as(
            'units',
          ),
          sql<Date | null>`min(orders.created_at) filter (where ${open})`.as('oldest'),
          sql<number>`coalesce(sum(order_items.quantity) filter (where not ${open}), 0)::int`.as(
            'lapsed_units',
          ),
          sql<Date | null>`min(orders.created_at) filter (where not ${open})`.as('oldest_lapsed'),
        ])
        .executeTakeFirstOrThrow();
      const date = (value: Date | null) => (value === null ? null : new Date(value));
      return {
        checkouts: row.checkouts,
        units: row.units,
        oldestPlacedAt: date(row.oldest),
        lapsedUnits: row.lapsed_units,
        oldestLapsedAt: date(row.oldest_lapsed),
      };
    },

    /**
     * Unpaid pending orders still holding stock, placed before `placedBefore`: their session has
     * expired at the provider by then, but its webhook may never have come. An order waiting for
     * an operator is theirs to settle.
     */
    staleReservations(placedBefore: Date, limit: number) {
      return db
        .selectFrom('orders')
        .innerJoin('payments', 'payments.order_id', 'orders.id')
        .select(['orders.id', 'orders.store_id', 'orders.provider_session_id'])
        .where('orders.status', '=', 'pending')
        .where('orders.reservation_released_at', 'is', null)
        .where('orders.payment_review_reason', 'is', null)
        .where('payments.status', '=', 'pending')
        .where('orders.created_at', '<', placedBefore)
        .orderBy('orders.id')
        .limit(limit)
        .execute();
    },
  };
}

export type OrdersRepository = ReturnType<typeof createOrdersRepository>;
