// The one read repository of orders (their writes are the lifecycle's, lifecycle-repository.ts):
// orders as SPEC §3 shows them, for the routes, the flows' order actions and fulfilment, where only
// orders that were paid are a customer's orders (an abandoned or expired checkout, payment pending
// or failed, is nobody's history); and the checkout's reads of any order: by id or session, its
// items, what a client's unpaid orders hold, the stale reservations to sweep. Made on a
// transaction when the caller is in one.
import type {
  OrderItemRecord,
  OrderRecord,
  OrderReturnRecord,
  OrderStatus,
  OrderSummaryRecord,
  PaymentStatus,
} from '@storefront/contract/records';
import { sql } from 'kysely';
import type { Db } from '../../db/connection.js';
import type { OrderAddress, OrderItemRow, OrderRow, PaymentRow } from '../../db/schema.js';
import { toDollars } from '../../money.js';
import { createReturnsRepository, type ReturnWithLines } from './returns-repository.js';

/** Payment states of an order that was placed for real (paid, and then maybe refunded). */
export const PLACED_PAYMENT_STATUSES: PaymentStatus[] = ['paid', 'refunding', 'refunded'];

export interface OrderWithDetails {
  order: OrderRow;
  payment: PaymentRow;
  items: OrderItemRow[];
  /** Its RMAs with their lines, oldest first. */
  returns: ReturnWithLines[];
}

const iso = (value: Date | string) => new Date(value).toISOString();
const isoOrNull = (value: Date | string | null) => (value === null ? null : iso(value));

/** In the schema's key order (jsonb keeps its own). */
export function addressRecord(address: OrderAddress) {
  return {
    id: null,
    first_name: address.first_name,
    last_name: address.last_name,
    street: address.street,
    city: address.city,
    state: address.state,
    postal_code: address.postal_code,
    country: address.country,
    phone: address.phone,
  };
}

export function itemRecord(item: OrderItemRow): OrderItemRecord {
  return {
    id: item.id,
    product_id: item.product_id,
    name: item.name,
    sku: item.sku,
    quantity: item.quantity,
    price: toDollars(item.unit_price_cents),
    total: toDollars(item.total_cents),
    tracking_number: item.tracking_number,
  };
}

/** An RMA as the customer and operators read it, its lines named after the order's items. */
export function returnRecord(rma: ReturnWithLines, items: OrderItemRow[]): OrderReturnRecord {
  return {
    rma_number: rma.rma_number,
    status: rma.status,
    created_at: iso(rma.created_at),
    received_at: isoOrNull(rma.received_at),
    lines: rma.lines.map((line) => {
      const item = items.find((candidate) => candidate.id === line.order_item_id);
      return {
        item_id: line.order_item_id,
        name: item?.name ?? '',
        sku: item?.sku ?? '',
        quantity: line.quantity,
        reason: line.reason,
        amount: toDollars((item?.unit_price_cents ?? 0) * line.quantity),
      };
    }),
    merchandise: toDollars(rma.merchandise_cents),
    restocking_fee_percent: rma.restocking_fee_percent,
    restocking_fee: toDollars(rma.restocking_fee_cents),
    refund: toDollars(rma.refund_cents),
    refund_status: rma.refund_status,
  };
}

/** SPEC §3's order as read. */
export function toOrderRecord({ order, payment, items, returns }: OrderWithDetails): OrderRecord {
  return {
    order_id: order.id,
    store_order_id: order.store_order_id,
    status: order.status,
    date: iso(order.created_at),
    date_completed: isoOrNull(order.date_completed),
    customer: {
      id: order.customer_id,
      first_name: order.customer_first_name,
      last_name: order.customer_last_name,
      email: order.customer_email,
      phone: order.customer_phone,
    },
    shipping_address: addressRecord(order.shipping_address),
    billing_address: addressRecord(order.billing_address),
    payment: {
      status: payment.status,
      provider: payment.provider,
      amount: toDollars(payment.amount_cents),
      transaction_id: payment.transaction_id,
      provider_session_id: payment.provider_session_id,
    },
    items: items.map(itemRecord),
    subtotal: toDollars(order.subtotal_cents),
    shipping: toDollars(order.shipping_cents),
    total: toDollars(order.total_cents),
    metadata: {
      channel_id: null,
      returned: order.returned,
      return_reason: order.return_reason,
      return_notes: order.return_notes,
      returned_at: isoOrNull(order.returned_at),
      cancellation_reason: order.cancellation_reason,
      customer_notes: order.customer_notes,
      created_at: iso(order.created_at),
      updated_at: iso(order.updated_at),
      store_id: order.store_id,
      is_guest: order.is_guest,
    },
    returns: returns.map((rma) => returnRecord(rma, items)),
  };
}

export function toOrderSummary({ order, items }: OrderWithDetails): OrderSummaryRecord {
  return {
    id: order.id,
    store_order_id: order.store_order_id,
    createdAt: iso(order.created_at),
    status: order.status,
    returned: order.returned,
    total: toDollars(order.total_cents),
    orderLines: items.map(itemRecord),
  };
}

/** Which order a lookup may answer: one customer's in one store, or any placed one (operators). */
export interface OrderScope {
  storeId: string;
  customerId: number;
}

/** Which placed orders a listing or lookup answers (all of them when empty). */
export interface OrderFilter {
  scope?: OrderScope;
  orderId?: number;
  storeId?: string;
  status?: OrderStatus;
  /**
   * Operators: 'also' adds the orders whose paid session did not match them and waits for their
   * review (not placed: their payment is still pending); 'only' answers just those.
   */
  review?: 'also' | 'only';
  lock?: boolean;
}

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
  /** An order left out of every count (the checkout's own, placed in the same transaction). */
  exceptOrderId?: number;
}

export function createOrdersReadRepository(db: Db) {
  /** An order found by id or session, with its payment. */
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

  /** Placed orders, newest first, narrowed by the filter. */
  function placedOrders(filter: OrderFilter) {
    let query = db
      .selectFrom('orders')
      .innerJoin('payments', 'payments.order_id', 'orders.id')
      .selectAll('orders')
      .where((eb) => {
        const placed = eb('payments.status', 'in', PLACED_PAYMENT_STATUSES);
        const heldForReview = eb('orders.payment_review_reason', 'is not', null);
        if (filter.review === 'only') return heldForReview;
        return filter.review === 'also' ? eb.or([placed, heldForReview]) : placed;
      });
    if (filter.scope) {
      query = query
        .where('orders.store_id', '=', filter.scope.storeId)
        .where('orders.customer_id', '=', filter.scope.customerId);
    }
    if (filter.orderId !== undefined) query = query.where('orders.id', '=', filter.orderId);
    if (filter.storeId !== undefined) query = query.where('orders.store_id', '=', filter.storeId);
    if (filter.status !== undefined) query = query.where('orders.status', '=', filter.status);
    // The order row only: an action's conditional checks then see no concurrent change.
    if (filter.lock) query = query.forUpdate('orders');
    return query.orderBy('orders.created_at', 'desc').orderBy('orders.id', 'desc');
  }

  /** The payments and items of these orders, joined back to each. */
  async function withDetails(orders: OrderRow[]): Promise<OrderWithDetails[]> {
    if (orders.length === 0) return [];
    const ids = orders.map((order) => order.id);
    // One after the other: on a transaction there is one connection.
    const payments = await db
      .selectFrom('payments')
      .selectAll()
      .where('order_id', 'in', ids)
      .execute();
    const items = await db
      .selectFrom('order_items')
      .selectAll()
      .where('order_id', 'in', ids)
      .orderBy('id')
      .execute();
    const returns = await createReturnsRepository(db).ofOrders(ids);
    return orders.map((order) => ({
      order,
      payment: payments.find((payment) => payment.order_id === order.id) as PaymentRow,
      items: items.filter((item) => item.order_id === order.id),
      returns: returns.filter((rma) => rma.order_id === order.id),
    }));
  }

  return {
    async list(filter: OrderFilter & { limit?: number } = {}): Promise<OrderWithDetails[]> {
      let query = placedOrders(filter);
      if (filter.limit !== undefined) query = query.limit(filter.limit);
      return withDetails(await query.execute());
    },

    /**
     * One placed order, if it is in scope; `lock` holds its row until the transaction ends.
     * Without a scope (operators) an order waiting for a payment review is found too.
     */
    async find(
      orderId: number,
      scope?: OrderScope,
      lock = false,
    ): Promise<OrderWithDetails | undefined> {
      const rows = await placedOrders({
        orderId,
        lock,
        ...(scope ? { scope } : { review: 'also' }),
      }).execute();
      const [found] = await withDetails(rows);
      return found;
    },

    /** Whether the order was placed within `days` days, by the database's clock. */
    async placedWithinDays(orderId: number, days: number): Promise<boolean> {
      const row = await db
        .selectFrom('orders')
        .select(sql<boolean>`created_at >= now() - make_interval(days => ${days})`.as('within'))
        .where('id', '=', orderId)
        .executeTakeFirstOrThrow();
      return row.within;
    },

    /** Any order with its payment (placed or not), by id. */
    async findWithPayment(orderId: number): Promise<OrderWithPayment | undefined> {
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
      holders: readonly UnpaidHolder[],
      lapsed: LapsedCheckouts,
    ): Promise<UnpaidHoldings[]> {
      const open = sql`orders.status = 'pending'`;
      // One statement for all the holders: it runs while the checkout holds their locks.
      const counts = holders.map((holder, position) => {
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
        if (lapsed.exceptOrderId !== undefined) {
          query = query.where('orders.id', '<>', lapsed.exceptOrderId);
        }
        return query.select([
          sql<number>`${sql.lit(position)}`.as('position'),
          sql<number>`count(distinct orders.id) filter (where ${open})::int`.as('checkouts'),
          sql<number>`coalesce(sum(order_items.quantity) filter (where ${open}), 0)::int`.as(
            'units',
          ),
          sql<Date | null>`min(orders.created_at) filter (where ${open})`.as('oldest'),
          sql<number>`coalesce(sum(order_items.quantity) filter (where not ${open}), 0)::int`.as(
            'lapsed_units',
          ),
          sql<Date | null>`min(orders.created_at) filter (where not ${open})`.as('oldest_lapsed'),
        ]);
      });
      const [first, ...others] = counts;
      if (!first) return [];
      const rows = await others.reduce((all, query) => all.unionAll(query), first).execute();
      const date = (value: Date | null) => (value === null ? null : new Date(value));
      return holders.map((_, position) => {
        const row = rows.find((candidate) => candidate.position === position);
        if (!row) throw new Error(`no unpaid holdings counted for holder ${position}`);
        return {
          checkouts: row.checkouts,
          units: row.units,
          oldestPlacedAt: date(row.oldest),
          lapsedUnits: row.lapsed_units,
          oldestLapsedAt: date(row.oldest_lapsed),
        };
      });
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

export type OrdersReadRepository = ReturnType<typeof createOrdersReadRepository>;
