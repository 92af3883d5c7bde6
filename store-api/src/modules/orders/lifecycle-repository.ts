// Every write to the `orders` table: the store's next order number, the pending order a checkout
// inserts with its items and payment, its provider session, verify-session's throttle, and each
// change of stage that lifecycle.ts allows. A change of stage is made on the order's row locked by
// `lock` (so two events for one order take turns) and is one UPDATE of the order with its payment
// in a data-modifying WITH: the order and its payment never disagree, not even between two
// statements.
// Made on the caller's transaction; calls to the card provider never happen inside it.
import { sql, type UpdateObject } from 'kysely';
import type { Db } from '../../db/connection.js';
import type { Database, OrderAddress, OrderRow, PaymentRow } from '../../db/schema.js';
import { HttpError } from '../../http-error.js';
import {
  allows,
  leadsTo,
  ORDER_STAGES,
  ORDER_TRANSITIONS,
  stageOf,
  type OrderEvent,
  type OrderStage,
} from './lifecycle.js';
import { inMilliseconds, REFUND_LEASE_MS } from '../payments/index.js';

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
  /** Parcel shipping + freight. */
  shippingCents: number;
  /** The freight rule's charge, part of shippingCents. */
  freightCents: number;
  totalCents: number;
  provider: string;
}

/** What the provider reported about a paid session. */
export interface SessionPayment {
  sessionId: string;
  transactionId: string | null;
  amountCents: number;
}

/** An order and its payment as read under the order's row lock, in this transaction. */
export interface LockedOrder {
  order: OrderRow;
  payment: PaymentRow;
}

/** A change the lifecycle table does not allow: a conflict with the order's state, never a 5xx. */
export class RefusedTransitionError extends HttpError {
  constructor(event: OrderEvent, { order, payment }: LockedOrder) {
    super(
      409,
      `This order cannot be changed that way (${event}): it is ${order.status}, its payment ${payment.status}.`,
    );
  }
}

type OrderChanges = UpdateObject<Database, 'orders'>;
type PaymentChanges = UpdateObject<Database, 'payments'>;

/** Digits of the number in a readable order id (HVAC-000123). */
const ORDER_NUMBER_DIGITS = 6;

export function createOrderLifecycle(db: Db) {
  /** The order and its payment, its row locked until the transaction ends. */
  async function lock(orderId: number): Promise<LockedOrder | undefined> {
    const order = await db
      .selectFrom('orders')
      .selectAll()
      .where('id', '=', orderId)
      .forUpdate()
      .executeTakeFirst();
    if (!order) return undefined;
    const payment = await db
      .selectFrom('payments')
      .selectAll()
      .where('order_id', '=', orderId)
      .executeTakeFirstOrThrow();
    return { order, payment };
  }

  const allowsNow = (event: OrderEvent, { order, payment }: LockedOrder) =>
    allows(event, stageOf(order, payment.status));

  /**
   * Moves the locked order by `event` to `to` (the table's only end unless it has two), with the
   * other columns the change sets, in one statement; refused when the table does not allow it.
   */
  async function move(
    event: OrderEvent,
    locked: LockedOrder,
    changes: { order?: OrderChanges; payment?: PaymentChanges } = {},
    to: OrderStage = ORDER_TRANSITIONS[event].to[0],
  ): Promise<void> {
    if (!allowsNow(event, locked) || !leadsTo(event, to)) {
      throw new RefusedTransitionError(event, locked);
    }
    const target = ORDER_STAGES[to];
    const orderId = locked.order.id;
    await db
      .with('payment', (query) =>
        query
          .updateTable('payments')
          .set({ ...changes.payment, status: target.payment, updated_at: sql`now()` })
          .where('order_id', '=', orderId),
      )
      .updateTable('orders')
      .set({
        ...changes.order,
        status: target.status,
        updated_at: sql`now()`,
      })
      .where('id', '=', orderId)
      .execute();
  }

  return {
    /**
     * The store's next readable order id. The counter row stays locked until the commit, so call
     * it outside a transaction: its own commit then skips the wait for the disk (synchronous_commit
     * off, for this statement's transaction only), which held the row, and so every other draw of
     * the store, through a WAL flush each. Durable all the same: the order carrying the number
     * commits synchronously after it, and flushing the order's commit flushes the draw before it.
     */
    async nextStoreOrderId(storeId: string): Promise<string> {
      const row = await db
        .with('drawn', (query) =>
          query
            .insertInto('store_order_counters')
            .values({ store_id: storeId, last_number: 1 })
            .onConflict((conflict) =>
              conflict
                .column('store_id')
                .doUpdateSet({ last_number: sql`store_order_counters.last_number + 1` }),
            )
            .returning('last_number'),
        )
        .selectFrom('drawn')
        .select('drawn.last_number')
        // Set before the commit of this statement's own transaction, which is when it counts.
        .where(sql<boolean>`set_config('synchronous_commit', 'off', true) = 'off'`)
        .executeTakeFirstOrThrow();
      const number = String(row.last_number).padStart(ORDER_NUMBER_DIGITS, '0');
      return `${storeId.toUpperCase()}-${number}`;
    },

    /**
     * Inserts a pending order (awaiting payment) with its items and its pending payment, in one
     * statement: each round trip inside the checkout's transaction keeps its connection (and its
     * stock rows) held while the API's event loop comes back to it.
     */
    async insertPending(
      order: NewOrder,
      storeOrderId: string,
    ): Promise<{ id: number; createdAt: Date }> {
      const lines = order.lines.map((line) => ({
        product_id: line.productId,
        name: line.name,
        sku: line.sku,
        quantity: line.quantity,
        unit_price_cents: line.unitPriceCents,
        total_cents: line.unitPriceCents * line.quantity,
      }));
      const { id, created_at: createdAt } = await db
        .with('placed', (query) =>
          query
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
              freight_cents: order.freightCents,
              total_cents: order.totalCents,
            })
            .returning(['id', 'created_at']),
        )
        .with('items', (query) =>
          query
            .insertInto('order_items')
            .columns([
              'order_id',
              'product_id',
              'name',
              'sku',
              'quantity',
              'unit_price_cents',
              'total_cents',
            ])
            // In the lines' order, so the items' ids keep it.
            .expression(
              sql`select placed.id, line.product_id, line.name, line.sku, line.quantity,
                line.unit_price_cents, line.total_cents
              from placed, rows from (jsonb_to_recordset(${JSON.stringify(lines)}::jsonb) as (
                  product_id integer, name text, sku text, quantity integer,
                  unit_price_cents integer, total_cents integer
                )) with ordinality as line
              order by line.ordinality`,
            ),
        )
        .with('payment', (query) =>
          query
            .insertInto('payments')
            .columns(['order_id', 'provider', 'amount_cents'])
            .expression((eb) =>
              eb
                .selectFrom('placed')
                .select([
                  'placed.id',
                  sql<string>`${order.provider}::text`.as('provider'),
                  sql<number>`${order.totalCents}::integer`.as('amount_cents'),
                ]),
            ),
        )
        .selectFrom('placed')
        .select(['placed.id', 'placed.created_at'])
        .executeTakeFirstOrThrow();
      return { id, createdAt: new Date(createdAt) };
    },

    /** The provider's session of the order (not a change of stage). */
    async attachSession(orderId: number, sessionId: string): Promise<void> {
      await db
        .with('payment', (query) =>
          query
            .updateTable('payments')
            .set({ provider_session_id: sessionId, updated_at: sql`now()` })
            .where('order_id', '=', orderId),
        )
        .updateTable('orders')
        .set({ provider_session_id: sessionId, updated_at: sql`now()` })
        .where('id', '=', orderId)
        .execute();
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

    lock,

    /** Whether the table lets `event` happen to the locked order now. */
    allows: allowsNow,

    /** awaiting payment → paid, with what the provider reported. */
    pay: (locked: LockedOrder, paid: SessionPayment) =>
      move('pay', locked, {
        order: { provider_session_id: paid.sessionId },
        payment: {
          transaction_id: paid.transactionId,
          provider_session_id: paid.sessionId,
          amount_cents: paid.amountCents,
          paid_at: sql`now()`,
        },
      }),

    /**
     * awaiting payment → waiting for an operator with `reason`: the payment stays pending, the
     * provider's payment is kept on it to refund or accept.
     */
    holdForReview: (locked: LockedOrder, paid: SessionPayment, reason: string) =>
      move('holdForReview', locked, {
        order: { payment_review_reason: reason, provider_session_id: paid.sessionId },
        payment: { transaction_id: paid.transactionId, provider_session_id: paid.sessionId },
      }),

    /**
     * The one cancel: an unpaid order's payment fails (its session expired or was never made), a
     * paid one's refund is owed, its first attempt the caller's for REFUND_LEASE_MS after the
     * commit. Either way the reserved stock is marked released (the caller puts it back).
     */
    cancel(locked: LockedOrder, reason: string): Promise<void> {
      const event = locked.payment.status === 'paid' ? 'cancel' : 'cancelUnpaid';
      return move(event, locked, {
        order: { cancellation_reason: reason, reservation_released_at: sql`now()` },
        payment:
          event === 'cancel' ? { refund_due_at: inMilliseconds(REFUND_LEASE_MS) } : undefined,
      });
    },

    /** refunding → refunded, once: false when it is refunded already (the caller sends nothing). */
    async refund(orderId: number): Promise<boolean> {
      const locked = await lock(orderId);
      if (!locked || !allowsNow('refund', locked)) return false;
      await move('refund', locked, { payment: { refund_due_at: null, refund_error: null } });
      return true;
    },

    /** Items shipped: processing while some are left, completed (dated) once every one has. */
    ship: (locked: LockedOrder, allShipped: boolean) =>
      move(
        'ship',
        locked,
        { order: allShipped ? { date_completed: sql`now()` } : {} },
        allShipped ? 'completed' : 'processing',
      ),

    /** completed → returned, with the reason and the notes the customer reads. */
    markReturned: (locked: LockedOrder, reason: string, notes: string) =>
      move('return', locked, {
        order: {
          returned: true,
          return_reason: reason,
          return_notes: notes,
          returned_at: sql`now()`,
        },
      }),
  };
}

export type OrderLifecycle = ReturnType<typeof createOrderLifecycle>;
