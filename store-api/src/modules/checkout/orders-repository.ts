// The orders the checkout writes: a pending order with its items and payment, its provider
// session, the one completion that marks it paid, and the one release of its reserved stock.
// Made on a transaction (`createOrdersRepository(trx)`) by the checkout service.
import { sql } from 'kysely';
import type { Db } from '../../db/connection.js';
import type { OrderAddress, OrderItemRow, OrderRow, PaymentRow } from '../../db/schema.js';

/** Digits of the number in a readable order id (HVAC-000123). */
const ORDER_NUMBER_DIGITS = 6;

export interface NewOrderLine {
  productId: number;
  name: string;
  sku: string;
  quantity: number;
  unitPriceCents: number;
}

export interface NewOrder {
  storeId: string;
  /** The signed-in customer, or the passwordless account of a guest's e-mail (null: none). */
  customerId: number | null;
  isGuest: boolean;
  contact: { email: string; firstName: string; lastName: string; phone: string };
  /** Who placed it, as the unpaid-checkout limits count it (request.ip). */
  clientAddress: string;
  shippingAddress: OrderAddress;
  billingAddress: OrderAddress;
  lines: NewOrderLine[];
  subtotalCents: number;
  shippingCents: number;
  totalCents: number;
  provider: string;
}

export interface OrderWithPayment {
  order: OrderRow;
  payment: PaymentRow;
}

/** What the provider reported about a paid session. */
export interface SessionPayment {
  sessionId: string;
  transactionId: string | null;
  amountCents: number;
}

/** Whose unpaid orders to count: one client address's, or one e-mail's (any case). */
export type UnpaidHolder = { clientAddress: string } | { email: string };

/** What a holder's open unpaid orders in a store hold. */
export interface UnpaidHoldings {
  checkouts: number;
  units: number;
  /** When the oldest of them was placed; null when there are none. */
  oldestPlacedAt: Date | null;
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

    /** Inserts a pending order with its items and its pending payment. */
    async insertPending(
      order: NewOrder,
      storeOrderId: string,
    ): Promise<{ id: number; createdAt: Date }> {
      const { id, created_at: createdAt } = await db
        .insertInto('orders')
        .values({
          store_id: order.storeId,
          store_order_id: storeOrderId,
          customer_id: order.customerId,
          is_guest: order.isGuest,
          customer_email: order.contact.email,
          customer_first_name: order.contact.firstName,
          customer_last_name: order.contact.lastName,
          customer_phone: order.contact.phone,
          client_address: order.clientAddress,
          shipping_address: JSON.stringify(order.shippingAddress),
          billing_address: JSON.stringify(order.billingAddress),
          subtotal_cents: order.subtotalCents,
          shipping_cents: order.shippingCents,
          total_cents: order.totalCents,
        })
        .returning(['id', 'created_at'])
        .executeTakeFirstOrThrow();
      await db
        .insertInto('order_items')
        .values(
          order.lines.map((line) => ({
            order_id: id,
            product_id: line.productId,
            name: line.name,
            sku: line.sku,
            quantity: line.quantity,
            unit_price_cents: line.unitPriceCents,
            total_cents: line.unitPriceCents * line.quantity,
          })),
        )
        .execute();
      await db
        .insertInto('payments')
        .values({ order_id: id, provider: order.provider, amount_cents: order.totalCents })
        .execute();
      return { id, createdAt: new Date(createdAt) };
    },

    async attachSession(orderId: number, sessionId: string): Promise<void> {
      await db
        .updateTable('orders')
        .set({ provider_session_id: sessionId, updated_at: sql`now()` })
        .where('id', '=', orderId)
        .execute();
      await db
        .updateTable('payments')
        .set({ provider_session_id: sessionId, updated_at: sql`now()` })
        .where('order_id', '=', orderId)
        .execute();
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

    /** The unpaid orders of a client address or an e-mail in a store that still hold stock. */
    async unpaidHoldings(storeId: string, holder: UnpaidHolder): Promise<UnpaidHoldings> {
      let query = db
        .selectFrom('orders')
        .innerJoin('payments', 'payments.order_id', 'orders.id')
        .innerJoin('order_items', 'order_items.order_id', 'orders.id')
        .where('orders.store_id', '=', storeId)
        .where('orders.status', '=', 'pending')
        .where('orders.reservation_released_at', 'is', null)
        .where('payments.status', '=', 'pending');
      query =
        'email' in holder
          ? query.where(sql`lower(orders.customer_email)`, '=', holder.email.toLowerCase())
          : query.where('orders.client_address', '=', holder.clientAddress);
      const row = await query
        .select([
          sql<number>`count(distinct orders.id)::int`.as('checkouts'),
          sql<number>`coalesce(sum(order_items.quantity), 0)::int`.as('units'),
          sql<Date | null>`min(orders.created_at)`.as('oldest'),
        ])
        .executeTakeFirstOrThrow();
      return {
        checkouts: row.checkouts,
        units: row.units,
        oldestPlacedAt: row.oldest === null ? null : new Date(row.oldest),
      };
    },

    /**
     * Takes the order's turn to ask the provider about its session: true for at most one caller
     * per `intervalSeconds`, in any process (one conditional update on the order's row).
     */
    async claimProviderCheck(orderId: number, intervalSeconds: number): Promise<boolean> {
      const row = await db
        .updateTable('orders')
        .set({ provider_checked_at: sql`now()` })
        .where('id', '=', orderId)
        .where((eb) =>
          eb.or([
            eb('provider_checked_at', 'is', null),
            eb(
              'provider_checked_at',
              '<=',
              sql<Date>`now() - make_interval(secs => ${intervalSeconds})`,
            ),
          ]),
        )
        .returning('id')
        .executeTakeFirst();
      return row !== undefined;
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

    /**
     * Pending → paid, once: the conditional update lets exactly one of any number of concurrent or
     * repeated completions through (the others find the payment already paid and change nothing).
     * An order held for an operator's review is not paid this way. True when this call was the one.
     */
    async markPaid(orderId: number, paid: SessionPayment): Promise<boolean> {
      const row = await db
        .updateTable('payments')
        .set({
          status: 'paid',
          transaction_id: paid.transactionId,
          provider_session_id: paid.sessionId,
          amount_cents: paid.amountCents,
          paid_at: sql`now()`,
          updated_at: sql`now()`,
        })
        .where('order_id', '=', orderId)
        .where('status', '=', 'pending')
        .where(({ exists, not, selectFrom }) =>
          not(
            exists(
              selectFrom('orders')
                .select('orders.id')
                .where('orders.id', '=', orderId)
                .where('orders.payment_review_reason', 'is not', null),
            ),
          ),
        )
        .returning('id')
        .executeTakeFirst();
      if (!row) return false;
      await db
        .updateTable('orders')
        .set({ provider_session_id: paid.sessionId, updated_at: sql`now()` })
        .where('id', '=', orderId)
        .execute();
      return true;
    },

    /**
     * A paid session that does not match its order: the payment stays pending (the order is not
     * paid) and the order waits for an operator with `reason`; the provider's payment is kept on
     * it to refund or accept. Once: true only for the call that set it.
     */
    async holdForReview(orderId: number, paid: SessionPayment, reason: string): Promise<boolean> {
      const row = await db
        .updateTable('orders')
        .set({
          payment_review_reason: reason,
          provider_session_id: paid.sessionId,
          updated_at: sql`now()`,
        })
        .where('id', '=', orderId)
        .where('payment_review_reason', 'is', null)
        .where(({ exists, selectFrom }) =>
          exists(
            selectFrom('payments')
              .select('payments.id')
              .where('payments.order_id', '=', orderId)
              .where('payments.status', '=', 'pending'),
          ),
        )
        .returning('id')
        .executeTakeFirst();
      if (!row) return false;
      await db
        .updateTable('payments')
        .set({
          transaction_id: paid.transactionId,
          provider_session_id: paid.sessionId,
          updated_at: sql`now()`,
        })
        .where('order_id', '=', orderId)
        .execute();
      return true;
    },

    /**
     * Cancels an unpaid pending order and marks its reserved stock released, once; answers its
     * items (whose stock the caller puts back), or undefined when there was nothing to release.
     */
    async cancelUnpaid(orderId: number, reason: string): Promise<OrderItemRow[] | undefined> {
      const payment = await db
        .updateTable('payments')
        .set({ status: 'failed', updated_at: sql`now()` })
        .where('order_id', '=', orderId)
        .where('status', '=', 'pending')
        .returning('id')
        .executeTakeFirst();
      if (!payment) return undefined;
      const order = await db
        .updateTable('orders')
        .set({
          status: 'cancelled',
          cancellation_reason: reason,
          reservation_released_at: sql`now()`,
          updated_at: sql`now()`,
        })
        .where('id', '=', orderId)
        .where('reservation_released_at', 'is', null)
        .returning('id')
        .executeTakeFirst();
      return order ? items(orderId) : undefined;
    },
  };
}

export type OrdersRepository = ReturnType<typeof createOrdersRepository>;
