// The checkout's unit of work: price and reserve in one transaction with a pending order, create
// the provider's Checkout Session, and complete or release the order when the provider says the
// session was paid or expired (webhook and verify-session share completeSession/expireSession).
import type { FastifyBaseLogger } from 'fastify';
import type Stripe from 'stripe';
import { MESSAGES } from '@storefront/shared/domain';
import type { CheckoutSessionRecord } from '@storefront/shared/contract';
import { sql } from 'kysely';
import type { UnpaidCheckoutLimits } from '../../config.js';
import type { Db } from '../../db/connection.js';
import type { OrderAddress, OrderRow } from '../../db/schema.js';
import type { Transactional } from '../../db/transactional.js';
import { HttpError } from '../../http-error.js';
import { guestOrderSetPasswordLink } from '../auth/guest-accounts.js';
import type { AccountsRepository } from '../auth/repository.js';
import { createCartsRepository } from '../cart/repository.js';
import type { ProductsRepository } from '../catalog/products/repository.js';
import type { MessageAddress } from '../outbox/messages.js';
import { createOutboxRepository } from '../outbox/repository.js';
import { CHECKOUT_MESSAGES } from './messages.js';
import { isProviderUnavailable } from './payment-provider.js';
import {
  createOrderLifecycle,
  type LockedOrder,
  type NewOrder,
  type SessionPayment,
} from '../orders/lifecycle-repository.js';
import { createOrdersRepository, type UnpaidHolder } from './orders-repository.js';
import { priceFromCatalog, type CheckoutLine } from './catalog-pricing.js';
import type { PricedCheckout } from './pricing.js';

/** The provider name payments record. */
const PAYMENT_PROVIDER = 'stripe';

/** How long the hosted page stays payable; the provider's minimum is 30 minutes. */
const SESSION_LIFETIME_SECONDS = 30 * 60;
/** Orders the reservation sweep looks at per run. */
const SWEEP_BATCH = 50;
/** Added to the lifetime so our clock running ahead of the provider's never makes it < 30 min. */
const CLOCK_SKEW_SECONDS = 60;
/** verify-session asks the provider about a pending session at most this often. */
const PROVIDER_CHECK_INTERVAL_SECONDS = 5;
/**
 * How long the units of a checkout left unpaid keep counting against its client's unpaid allowance
 * after it lapsed: renewing a checkout every 31 minutes would otherwise hold a product out of stock
 * for good; this way the same 50 units can be held for about half an hour a day.
 */
export const LAPSED_CHECKOUT_HOURS = 24;

/** A refusal by the unpaid-checkout limits: 429 with when units count no more. */
export class UnpaidLimitError extends HttpError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, message);
  }
}

export interface CheckoutRequest {
  storeId: string;
  /** The signed-in customer; null for a guest. */
  customerId: number | null;
  contact: NewOrder['contact'];
  /** The client's address (request.ip): the unpaid-checkout limits count per address. */
  clientAddress: string;
  shippingAddress: OrderAddress;
  billingAddress: OrderAddress;
  items: CheckoutLine[];
}

export interface CheckoutServiceOptions {
  db: Db;
  products: Transactional<ProductsRepository>;
  accounts: Transactional<AccountsRepository>;
  stripe: Stripe;
  storefrontUrls: Readonly<Record<string, string>>;
  unpaidLimits: UnpaidCheckoutLimits;
  log: FastifyBaseLogger;
}

/** The order id a session was created for (client_reference_id), or null for a foreign one. */
function orderIdOf(session: Stripe.Checkout.Session): number | null {
  const id = Number(session.client_reference_id);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

function paymentIntentIdOf(session: Stripe.Checkout.Session): string | null {
  const intent = session.payment_intent;
  return typeof intent === 'string' ? intent : (intent?.id ?? null);
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

/**
 * The session's lines in cents: every item, and shipping as a line of its own when charged, so the
 * provider's total is the order's total to the cent.
 */
function providerLineItems(priced: PricedCheckout): Stripe.Checkout.SessionCreateParams.LineItem[] {
  const line = (name: string, unitAmount: number, quantity: number, sku?: string) => ({
    quantity,
    price_data: {
      currency: 'usd',
      unit_amount: unitAmount,
      product_data: { name, ...(sku && { metadata: { sku } }) },
    },
  });
  return [
    ...priced.lines.map((item) => line(item.name, item.unitPriceCents, item.quantity, item.sku)),
    ...(priced.shippingCents > 0 ? [line('Shipping', priced.shippingCents, 1)] : []),
  ];
}

const amountText = (cents: number, currency: string | null) =>
  `${(cents / 100).toFixed(2)} ${currency?.toUpperCase() ?? '(no currency)'}`;

/**
 * Why a paid session cannot complete its order: the provider took another amount or currency than
 * the order's (null when they match). Never paid blindly: the difference waits for an operator.
 */
function paymentMismatch(session: Stripe.Checkout.Session, order: OrderRow): string | null {
  const currency = session.currency?.toLowerCase() ?? null;
  if (session.amount_total === order.total_cents && currency === order.currency) return null;
  const reported =
    session.amount_total === null ? 'no amount' : amountText(session.amount_total, currency);
  return `The provider reported ${reported} paid for session ${session.id}; the order totals ${amountText(order.total_cents, order.currency)}.`;
}

export function createCheckoutService({
  db,
  products,
  accounts,
  stripe,
  storefrontUrls,
  unpaidLimits,
  log,
}: CheckoutServiceOptions) {
  const originOf = (storeId: string) => storefrontUrls[storeId] ?? storefrontUrls.default ?? '';

  /**
   * Refuses a checkout that would take a client address or an e-mail past its unpaid limits (each
   * counted apart, so rotating e-mails from one address, or addresses with one e-mail, gains
   * nothing). The units of checkouts it left unpaid in the last LAPSED_CHECKOUT_HOURS count too, so
   * letting checkouts lapse and renewing them gains nothing either. Holds a transaction lock per
   * address and per e-mail until the commit, so concurrent checkouts of one client count each
   * other instead of all passing on the same count.
   */
  async function enforceUnpaidLimits(trx: Db, request: CheckoutRequest, units: number) {
    const { storeId, clientAddress } = request;
    const email = request.contact.email.toLowerCase();
    const holders: UnpaidHolder[] = [{ clientAddress }, { email }];
    // Sorted: two checkouts sharing both keys take them in one order and never deadlock.
    const lockKeys = [`address\n${clientAddress}`, `email\n${email}`]
      .map((key) => `unpaid-checkouts\n${storeId}\n${key}`)
      .sort();
    for (const key of lockKeys) {
      await sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`.execute(trx);
    }
    const orders = createOrdersRepository(trx);
    const lapsed = {
      since: new Date(Date.now() - LAPSED_CHECKOUT_HOURS * 60 * 60 * 1000),
      exceptReason: CHECKOUT_MESSAGES.sessionNotCreated,
    };
    const secondsUntil = (time: number) => Math.max(1, Math.ceil((time - Date.now()) / 1000));
    for (const holder of holders) {
      const held = await orders.unpaidHoldings(storeId, holder, lapsed);
      // The oldest open checkout gives its units back when its payment page expires.
      const oldestExpires =
        (held.oldestPlacedAt?.getTime() ?? Date.now()) +
        (SESSION_LIFETIME_SECONDS + CLOCK_SKEW_SECONDS) * 1000;
      if (held.checkouts >= unpaidLimits.checkoutsMax) {
        throw new UnpaidLimitError(
          CHECKOUT_MESSAGES.tooManyUnpaidCheckouts(unpaidLimits.checkoutsMax),
          secondsUntil(oldestExpires),
        );
      }
      if (held.units + units > unpaidLimits.unitsMax) {
        throw new UnpaidLimitError(
          CHECKOUT_MESSAGES.tooManyUnpaidUnits(unpaidLimits.unitsMax),
          secondsUntil(oldestExpires),
        );
      }
      if (held.units + held.lapsedUnits + units > unpaidLimits.unitsMax) {
        // The oldest lapsed checkout's units stop counting a day after it was placed.
        const oldestLapsedCounts =
          (held.oldestLapsedAt?.getTime() ?? Date.now()) + LAPSED_CHECKOUT_HOURS * 60 * 60 * 1000;
        throw new UnpaidLimitError(
          CHECKOUT_MESSAGES.tooManyLapsedUnits(unpaidLimits.unitsMax, LAPSED_CHECKOUT_HOURS),
          secondsUntil(oldestLapsedCounts),
        );
      }
    }
  }

  /**
   * One transaction: price from the catalogue, take every line's units off the stock (in SKU
   * order, so two checkouts never wait on each other's rows in opposite orders) and insert the
   * pending order. A line short of stock rolls it all back with SPEC §5's message.
   */
  async function placePendingOrder(request: CheckoutRequest) {
    const units = request.items.reduce((sum, item) => sum + item.quantity, 0);
    if (units > unpaidLimits.unitsMax) {
      throw new HttpError(409, CHECKOUT_MESSAGES.checkoutTooLarge(unpaidLimits.unitsMax));
    }
    // Drawn in its own statement: inside the transaction the store's one counter row stayed
    // locked until the commit and every concurrent checkout of the store queued behind it. An
    // order that then fails leaves a gap in the numbers, which are not meant to be gapless.
    const storeOrderId = await createOrdersRepository(db).nextStoreOrderId(request.storeId);
    return db.transaction().execute(async (trx) => {
      await enforceUnpaidLimits(trx, request, units);
      const priced = await priceFromCatalog(trx, request.storeId, request.items);
      const stock = products.inTransaction(trx);
      for (const line of [...priced.lines].sort((a, b) => a.sku.localeCompare(b.sku))) {
        const left = await stock.reserveStock(request.storeId, line.sku, line.quantity);
        if (left === undefined) {
          const available = (await stock.stockOnHand(request.storeId, line.sku)) ?? 0;
          throw new HttpError(409, MESSAGES.notEnoughStock(available, line.sku));
        }
      }
      const isGuest = request.customerId === null;
      const customerId = isGuest ? await guestAccountId(trx, request) : request.customerId;
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
      return { orderId, storeOrderId, createdAt, priced };
    });
  }

  /**
   * The account a guest order belongs to: the passwordless account of the e-mail, made on the
   * first guest checkout, which set-password can later give a password (and with it the order
   * history). An e-mail of an account with a password gets none: a guest must not attach orders
   * to someone's account.
   */
  async function guestAccountId(trx: Db, request: CheckoutRequest): Promise<number | null> {
    const repository = accounts.inTransaction(trx);
    const { email, firstName, lastName, phone } = request.contact;
    const holder =
      (await repository.findByEmail(request.storeId, email)) ??
      (await repository.create({
        storeId: request.storeId,
        email,
        firstName,
        lastName,
        phone: phone || null,
        passwordHash: null,
      })) ??
      // Created meanwhile by a concurrent checkout with the same e-mail.
      (await repository.findByEmail(request.storeId, email));
    return holder && holder.password_hash === null ? holder.id : null;
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
    for (const item of await createOrdersRepository(trx).items(orderId)) {
      await stock.releaseStock(locked.order.store_id, item.sku, item.quantity);
    }
    return true;
  }

  /** A paid order empties the customer's server cart (its lines go with it), on `trx`. */
  async function clearCustomerCart(trx: Db, storeId: string, customerId: number) {
    const carts = createCartsRepository(trx);
    const cartId = await carts.findCartId(storeId, { customerId }, { lock: true });
    if (cartId !== undefined) await carts.deleteCart(cartId);
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
      const items = await createOrdersRepository(trx).items(order.id);
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
          orderUrl: order.is_guest ? null : `${originOf(order.store_id)}/orders/${order.id}`,
          // A guest's account is claimed only through this e-mailed link (issue 21).
          setPassword: await guestOrderSetPasswordLink(trx, order, originOf(order.store_id)),
        },
      });
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

  /**
   * Asks the provider about a session whose webhook has not arrived and applies the same
   * completion or release. A provider that cannot be reached leaves the order as it is.
   */
  async function reconcileSession(sessionId: string): Promise<void> {
    let session: Stripe.Checkout.Session;
    try {
      session = await stripe.checkout.sessions.retrieve(sessionId);
    } catch (error) {
      log.warn({ err: error, sessionId }, 'could not ask the provider about a session');
      return;
    }
    if (session.status === 'complete') await completeSession(session);
    else if (session.status === 'expired') await expireSession(session);
  }

  return {
    async createSession(request: CheckoutRequest): Promise<CheckoutSessionRecord> {
      const { orderId, storeOrderId, createdAt, priced } = await placePendingOrder(request);
      const origin = originOf(request.storeId);
      let session: Stripe.Checkout.Session;
      try {
        session = await stripe.checkout.sessions.create(
          {
            mode: 'payment',
            line_items: providerLineItems(priced),
            customer_email: request.contact.email,
            client_reference_id: String(orderId),
            metadata: {
              orderId: String(orderId),
              storeOrderId,
              storeId: request.storeId,
              isGuest: String(request.customerId === null),
              userId: request.customerId === null ? '' : String(request.customerId),
              customerFirstName: request.contact.firstName,
              customerLastName: request.contact.lastName,
              customerPhone: request.contact.phone,
            },
            success_url: `${origin}/checkout/success?session_id={CHECKOUT_SESSION_ID}`,
            cancel_url: `${origin}/checkout/review`,
            expires_at:
              Math.ceil(Date.now() / 1000) + SESSION_LIFETIME_SECONDS + CLOCK_SKEW_SECONDS,
          },
          // The creation time keeps the key unique when a database starts over and order ids
          // come again. Asked once: with the SDK's retry a silent provider took the answer to the
          // request deadline; the shopper can simply press Pay again.
          {
            idempotencyKey: `checkout-order-${orderId}-${createdAt.getTime()}`,
            maxNetworkRetries: 0,
          },
        );
      } catch (error) {
        log.error({ err: error, orderId }, 'creating the checkout session failed');
        await db
          .transaction()
          .execute((trx) => releaseOrder(trx, orderId, CHECKOUT_MESSAGES.sessionNotCreated));
        // A provider that did not answer may well answer shortly: the error handler makes that a
        // 503 with Retry-After. A refusal will not change by trying again: 502.
        if (isProviderUnavailable(error)) throw error;
        throw new HttpError(502, CHECKOUT_MESSAGES.sessionCreationFailed);
      }
      await createOrderLifecycle(db).attachSession(orderId, session.id);
      return { sessionId: session.id, url: session.url ?? '' };
    },

    completeSession,
    expireSession,

    reconcileSession,

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
      const placedBefore = new Date(
        now.getTime() - (SESSION_LIFETIME_SECONDS + 2 * CLOCK_SKEW_SECONDS) * 1000,
      );
      const stale = await createOrdersRepository(db).staleReservations(placedBefore, SWEEP_BATCH);
      for (const order of stale) {
        if (order.provider_session_id) await reconcileSession(order.provider_session_id);
        else {
          await db
            .transaction()
            .execute((trx) => releaseOrder(trx, order.id, CHECKOUT_MESSAGES.sessionNotCreated));
        }
      }
      return stale.length;
    },
  };
}

export type CheckoutService = ReturnType<typeof createCheckoutService>;
