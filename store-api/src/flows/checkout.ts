// The checkout flow: the cross-module unit of work behind create-session, the webhook,
// verify-session and the reservation sweep, as steps of the modules' services (the way Medusa's
// workflows call module steps). Placing an order prices and reserves in one transaction with the
// pending order; the provider's session is made after it commits, and a paid or expired session
// completes or releases the order once. No call to the provider happens inside a transaction.
import type { FastifyBaseLogger } from 'fastify';
import type { CheckoutSessionRecord } from '@storefront/contract/records';
import { MESSAGES } from '@storefront/contract';
import type Stripe from 'stripe';
import type { Db } from '../db/connection.js';
import type { OrderAddress, OrderRow } from '../db/schema.js';
import type { Transactional } from '../db/transactional.js';
import { HttpError } from '../http-error.js';
import {
  guestOrderAccountId,
  guestOrderSetPasswordLink,
  type AccountsRepository,
} from '../modules/auth/index.js';
import { clearCustomerCart } from '../modules/cart/index.js';
import type { ProductsRepository } from '../modules/catalog/index.js';
import {
  CHECKOUT_MESSAGES,
  orderIdOf,
  PAYMENT_PROVIDER,
  paymentIntentIdOf,
  paymentMismatch,
  PROVIDER_CHECK_INTERVAL_SECONDS,
  SWEEP_BATCH,
  type CheckoutRequest,
  type CheckoutService,
} from '../modules/checkout/index.js';
import {
  createOrderLifecycle,
  createOrdersReadRepository,
  type LockedOrder,
  type SessionPayment,
} from '../modules/orders/index.js';
import { createOutboxRepository, type MessageAddress } from '../modules/outbox/index.js';

export interface CheckoutFlowOptions {
  db: Db;
  checkout: CheckoutService;
  products: Transactional<ProductsRepository>;
  accounts: Transactional<AccountsRepository>;
  log: FastifyBaseLogger;
}

function messageAddress(address: OrderAddress): MessageAddress {
  return {
    name: `${address.first_name} ${address.last_name}`,
    street: address.street,
    city: address.city,
    state: address.state,
    postalCode: address.postal_code,
    country: address.country,
  };
}

export function createCheckoutFlow({ db, checkout, products, accounts, log }: CheckoutFlowOptions) {
  /**
   * One transaction: price from the catalogue, take every line's units off the stock (in SKU
   * order, so two checkouts never wait on each other's rows in opposite orders) and insert the
   * pending order. A line short of stock rolls it all back with SPEC §5's message.
   */
  async function placePendingOrder(request: CheckoutRequest) {
    const units = checkout.unitsOf(request);
    // One pooled connection for the number and the transaction: under load each turn in the
    // pool's queue took as long as the work.
    return db.connection().execute(async (connection) => {
      // Drawn in its own statement: inside the transaction the store's one counter row stayed
      // locked until the commit and every concurrent checkout of the store queued behind it. An
      // order that then fails leaves a gap in the numbers, which are not meant to be gapless.
      const storeOrderId = await createOrderLifecycle(connection).nextStoreOrderId(request.storeId);
      return connection.transaction().execute(async (trx) => {
        const priced = await checkout.price(trx, request);
        const stock = products.inTransaction(trx);
        for (const line of [...priced.lines].sort((a, b) => a.sku.localeCompare(b.sku))) {
          const left = await stock.reserveStock(request.storeId, line.sku, line.quantity);
          if (left === undefined) {
            const available = (await stock.stockOnHand(request.storeId, line.sku)) ?? 0;
            throw new HttpError(409, MESSAGES.notEnoughStock(available, line.sku));
          }
        }
        const isGuest = request.customerId === null;
        const customerId = isGuest
          ? await guestOrderAccountId(accounts.inTransaction(trx), request.storeId, request.contact)
          : request.customerId;
        const { id: orderId, createdAt } = await createOrderLifecycle(trx).insertPending(
          {
            storeId: request.storeId,
            customerId,
            isGuest,
            contact: request.contact,
            clientAddress: request.clientAddress,
            shippingAddress: request.shippingAddress,
            billingAddress: request.billingAddress,
            provider: PAYMENT_PROVIDER,
            ...priced,
          },
          storeOrderId,
        );
        // Last, after every write: the client's locks are held only for its counts and the commit.
        await checkout.enforceUnpaidLimits(trx, request, units, orderId);
        return { orderId, storeOrderId, createdAt, priced };
      });
    });
  }

  /**
   * Cancels an order still awaiting payment and puts its reserved units back, once (on `trx`);
   * false when the lifecycle does not allow it (paid, released already, held for review) or the
   * order's session is not `sessionId`.
   */
  async function releaseOrder(
    trx: Db,
    orderId: number,
    reason: string,
    sessionId?: string,
  ): Promise<boolean> {
    const lifecycle = createOrderLifecycle(trx);
    const locked = await lifecycle.lock(orderId);
    if (!locked || !lifecycle.allows('cancelUnpaid', locked)) return false;
    if (sessionId && (locked.order.provider_session_id ?? sessionId) !== sessionId) return false;
    await lifecycle.cancel(locked, reason);
    const stock = products.inTransaction(trx);
    for (const item of await createOrdersReadRepository(trx).items(orderId)) {
      await stock.releaseStock(locked.order.store_id, item.sku, item.quantity);
    }
    return true;
  }

  /**
   * The order is not paid: it waits for an operator (ops list shows it with `reason`), who gets an
   * alert e-mail at the store's contact address. Once per order, however often the session comes.
   */
  async function holdForReview(trx: Db, locked: LockedOrder, paid: SessionPayment, reason: string) {
    const lifecycle = createOrderLifecycle(trx);
    if (!lifecycle.allows('holdForReview', locked)) return;
    await lifecycle.holdForReview(locked, paid, reason);
    const { order } = locked;
    log.error(
      { orderId: order.id, sessionId: paid.sessionId, totalCents: order.total_cents, reason },
      'paid session does not match its order: held for an operator',
    );
    await createOutboxRepository(trx).add({
      topic: 'order.payment-review',
      storeId: order.store_id,
      payload: {
        orderId: order.id,
        storeOrderId: order.store_order_id,
        sessionId: paid.sessionId,
        transactionId: paid.transactionId,
        reason,
      },
    });
  }

  /** The paid order's confirmation e-mail, queued on `trx`. */
  async function queueConfirmation(trx: Db, order: OrderRow) {
    const items = await createOrdersReadRepository(trx).items(order.id);
    const origin = checkout.originOf(order.store_id);
    await createOutboxRepository(trx).add({
      topic: 'order.confirmation',
      storeId: order.store_id,
      payload: {
        to: order.customer_email,
        firstName: order.customer_first_name,
        storeOrderId: order.store_order_id,
        items: items.map((item) => ({
          name: item.name,
          sku: item.sku,
          quantity: item.quantity,
          unitPriceCents: item.unit_price_cents,
          totalCents: item.total_cents,
        })),
        subtotalCents: order.subtotal_cents,
        shippingCents: order.shipping_cents,
        totalCents: order.total_cents,
        shippingAddress: messageAddress(order.shipping_address),
        billingAddress: messageAddress(order.billing_address),
        orderUrl: order.is_guest ? null : `${origin}/orders/${order.id}`,
        // A guest's account is claimed only through this e-mailed link (issue 21).
        setPassword: await guestOrderSetPasswordLink(trx, order, origin),
      },
    });
  }

  /**
   * The provider says the session is paid: the order's payment becomes paid exactly once, the
   * confirmation is queued and the customer's cart emptied in the same transaction. Any number of
   * repeats, in any order, change nothing more. True when this call completed the order.
   */
  async function completeSession(session: Stripe.Checkout.Session): Promise<boolean> {
    const orderId = orderIdOf(session);
    if (orderId === null || session.payment_status === 'unpaid') return false;
    return db.transaction().execute(async (trx) => {
      const lifecycle = createOrderLifecycle(trx);
      const found = await lifecycle.lock(orderId);
      if (!found || (found.order.provider_session_id ?? session.id) !== session.id) {
        log.warn({ orderId, sessionId: session.id }, 'a paid session names no order of ours');
        return false;
      }
      const { order } = found;
      const paid: SessionPayment = {
        sessionId: session.id,
        transactionId: paymentIntentIdOf(session),
        amountCents: order.total_cents,
      };
      const mismatch = paymentMismatch(session, order);
      if (mismatch) {
        await holdForReview(trx, found, paid, mismatch);
        return false;
      }
      // Any repeat, and a session paid after its order was released or held, changes nothing.
      if (!lifecycle.allows('pay', found)) {
        if (order.status === 'cancelled' && found.payment.status === 'failed') {
          log.error(
            { orderId, sessionId: session.id },
            'a cancelled order was paid: refund it by hand',
          );
        }
        return false;
      }
      await lifecycle.pay(found, paid);
      await queueConfirmation(trx, order);
      if (order.customer_id !== null) {
        await clearCustomerCart(trx, order.store_id, order.customer_id);
      }
      return true;
    });
  }

  /** The session expired unpaid: its order is cancelled and its stock released, once. */
  async function expireSession(session: Stripe.Checkout.Session): Promise<boolean> {
    const orderId = orderIdOf(session);
    if (orderId === null || session.payment_status === 'paid') return false;
    return db
      .transaction()
      .execute((trx) => releaseOrder(trx, orderId, CHECKOUT_MESSAGES.sessionExpired, session.id));
  }

  /** Releases an order whose provider session was never made (or never saved). */
  const releaseUnopened = (orderId: number) =>
    db
      .transaction()
      .execute((trx) => releaseOrder(trx, orderId, CHECKOUT_MESSAGES.sessionNotCreated));

  /**
   * Asks the provider about a session whose webhook has not arrived and applies the same
   * completion or release. A provider that cannot be reached leaves the order as it is.
   */
  async function reconcileSession(sessionId: string): Promise<void> {
    let session: Stripe.Checkout.Session;
    try {
      session = await checkout.retrieveSession(sessionId);
    } catch (error) {
      log.warn({ err: error, sessionId }, 'could not ask the provider about a session');
      return;
    }
    if (session.status === 'complete') await completeSession(session);
    else if (session.status === 'expired') await expireSession(session);
  }

  return {
    async createSession(request: CheckoutRequest): Promise<CheckoutSessionRecord> {
      const placed = await placePendingOrder(request);
      let session: Stripe.Checkout.Session;
      try {
        session = await checkout.openSession(request, placed);
      } catch (error) {
        log.error({ err: error, orderId: placed.orderId }, 'creating the checkout session failed');
        await releaseUnopened(placed.orderId);
        throw checkout.sessionFailure(error);
      }
      await createOrderLifecycle(db).attachSession(placed.orderId, session.id);
      return { sessionId: session.id, url: session.url ?? '' };
    },

    completeSession,
    expireSession,

    /**
     * verify-session's look at a pending order: asks the provider only when no one did in the last
     * few seconds (the success page polls every 3 s, and anyone may call it in a loop), and never
     * for an order waiting for an operator. Answers whether the provider was asked.
     */
    async checkPendingSession(order: OrderRow): Promise<boolean> {
      if (order.payment_review_reason !== null || !order.provider_session_id) return false;
      const lifecycle = createOrderLifecycle(db);
      if (!(await lifecycle.claimProviderCheck(order.id, PROVIDER_CHECK_INTERVAL_SECONDS))) {
        return false;
      }
      await reconcileSession(order.provider_session_id);
      return true;
    },

    /**
     * Settles unpaid orders older than a session's lifetime whose webhook never came: the
     * provider's answer completes or releases each; an order whose session was never saved (the
     * process died around the provider call) is released. Answers how many were looked at.
     */
    async sweepStaleReservations(now = new Date()): Promise<number> {
      const stale = await createOrdersReadRepository(db).staleReservations(
        checkout.staleBefore(now),
        SWEEP_BATCH,
      );
      for (const order of stale) {
        if (order.provider_session_id) await reconcileSession(order.provider_session_id);
        else await releaseUnopened(order.id);
      }
      return stale.length;
    },
  };
}

export type CheckoutFlowService = ReturnType<typeof createCheckoutFlow>;
