// The checkout module's own service: what a checkout costs and whether its client may open it (the
// unpaid-checkout limits), the provider's Checkout Session for an order and what a session says.
// The checkout itself (reserve, place, pay, release) is the checkout flow (src/flows/checkout.ts),
// which runs these steps with the orders', catalogue's, accounts' and cart's.
import type { CheckoutSessionRecord } from '@storefront/contract/records';
import type Stripe from 'stripe';
import { sql } from 'kysely';
import type { UnpaidCheckoutLimits } from '../../config.js';
import type { Db } from '../../db/connection.js';
import type { OrderAddress, OrderRow } from '../../db/schema.js';
import { HttpError } from '../../http-error.js';
import { storefrontOrigin } from '../auth/index.js';
import { createOrdersReadRepository, type NewOrder, type UnpaidHolder } from '../orders/index.js';
import { isProviderUnavailable } from '../payments/index.js';
import { priceFromCatalog, type CheckoutLine } from './catalog-pricing.js';
import { CHECKOUT_MESSAGES } from './messages.js';
import type { PricedCheckout } from './pricing.js';

/** The provider name payments record. */
export const PAYMENT_PROVIDER = 'stripe';

/** How long the hosted page stays payable; the provider's minimum is 30 minutes. */
const SESSION_LIFETIME_SECONDS = 30 * 60;
/** Orders the reservation sweep looks at per run. */
export const SWEEP_BATCH = 50;
/** Added to the lifetime so our clock running ahead of the provider's never makes it < 30 min. */
const CLOCK_SKEW_SECONDS = 60;
/** verify-session asks the provider about a pending session at most this often. */
export const PROVIDER_CHECK_INTERVAL_SECONDS = 5;
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
  stripe: Stripe;
  storefrontUrls: Readonly<Record<string, string>>;
  unpaidLimits: UnpaidCheckoutLimits;
}

/** A pending order placed for a checkout, priced, for its provider session. */
export interface PlacedCheckout {
  orderId: number;
  storeOrderId: string;
  createdAt: Date;
  priced: PricedCheckout;
}

/**
 * What the checkout routes ask of the checkout flow (src/flows/checkout.ts): open a checkout, look
 * at a pending one when its webhook is late, and apply the provider's paid or expired session.
 */
export interface CheckoutFlow {
  createSession(request: CheckoutRequest): Promise<CheckoutSessionRecord>;
  /** Answers whether the provider was asked (the order may have changed). */
  checkPendingSession(order: OrderRow): Promise<boolean>;
  /** True when this call completed the order. */
  completeSession(session: Stripe.Checkout.Session): Promise<boolean>;
  /** True when this call released the order. */
  expireSession(session: Stripe.Checkout.Session): Promise<boolean>;
}

/** The order id a session was created for (client_reference_id), or null for a foreign one. */
export function orderIdOf(session: Stripe.Checkout.Session): number | null {
  const id = Number(session.client_reference_id);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

export function paymentIntentIdOf(session: Stripe.Checkout.Session): string | null {
  const intent = session.payment_intent;
  return typeof intent === 'string' ? intent : (intent?.id ?? null);
}

/** The hosted page's name of the freight line. */
export const FREIGHT_LINE_NAME = 'Freight delivery';

/**
 * The session's lines in cents: every item, and parcel shipping and freight as lines of their own
 * when charged, so the provider's total is the order's total to the cent.
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
  const parcelCents = priced.shippingCents - priced.freightCents;
  return [
    ...priced.lines.map((item) => line(item.name, item.unitPriceCents, item.quantity, item.sku)),
    ...(parcelCents > 0 ? [line('Shipping', parcelCents, 1)] : []),
    ...(priced.freightCents > 0 ? [line(FREIGHT_LINE_NAME, priced.freightCents, 1)] : []),
  ];
}

const amountText = (cents: number, currency: string | null) =>
  `${(cents / 100).toFixed(2)} ${currency?.toUpperCase() ?? '(no currency)'}`;

/**
 * Why a paid session cannot complete its order: the provider took another amount or currency than
 * the order's (null when they match). Never paid blindly: the difference waits for an operator.
 */
export function paymentMismatch(session: Stripe.Checkout.Session, order: OrderRow): string | null {
  const currency = session.currency?.toLowerCase() ?? null;
  if (session.amount_total === order.total_cents && currency === order.currency) return null;
  const reported =
    session.amount_total === null ? 'no amount' : amountText(session.amount_total, currency);
  return `The provider reported ${reported} paid for session ${session.id}; the order totals ${amountText(order.total_cents, order.currency)}.`;
}

export function createCheckoutService({
  stripe,
  storefrontUrls,
  unpaidLimits,
}: CheckoutServiceOptions) {
  const originOf = (storeId: string) => storefrontOrigin(storefrontUrls, storeId);

  return {
    originOf,

    /** How many units the checkout holds; more than an unpaid checkout may hold is a 409. */
    unitsOf(request: CheckoutRequest): number {
      const units = request.items.reduce((sum, item) => sum + item.quantity, 0);
      if (units > unpaidLimits.unitsMax) {
        throw new HttpError(409, CHECKOUT_MESSAGES.checkoutTooLarge(unpaidLimits.unitsMax));
      }
      return units;
    },

    /** The lines priced from the store's catalogue (on `trx`, inside the checkout's transaction). */
    price: (trx: Db, request: CheckoutRequest) =>
      priceFromCatalog(trx, request.storeId, request.items),

    /**
     * Refuses a checkout that would take a client address or an e-mail past its unpaid limits (each
     * counted apart, so rotating e-mails from one address, or addresses with one e-mail, gains
     * nothing). The units of checkouts it left unpaid in the last LAPSED_CHECKOUT_HOURS count too,
     * so letting checkouts lapse and renewing them gains nothing either. Holds a transaction lock
     * per address and per e-mail until the commit, so concurrent checkouts of one client count each
     * other instead of all passing on the same count. Called last in the transaction, after its
     * writes (`orderId` is the order it placed, left out of the counts): the locks then cover only
     * these counts and the commit, so the checkouts of one address (an office, a carrier's NAT)
     * no longer queue through each other's whole transaction, and a lock holder takes no row
     * lock after it (no deadlock with a checkout waiting for it while holding stock rows).
     */
    async enforceUnpaidLimits(trx: Db, request: CheckoutRequest, units: number, orderId: number) {
      const { storeId, clientAddress } = request;
      const email = request.contact.email.toLowerCase();
      const holders: UnpaidHolder[] = [{ clientAddress }, { email }];
      // Sorted: two checkouts sharing both keys take them in one order and never deadlock.
      const lockKeys = [`address\n${clientAddress}`, `email\n${email}`]
        .map((key) => `unpaid-checkouts\n${storeId}\n${key}`)
        .sort();
      // One statement, taking them in the array's order (PostgreSQL calls a volatile function in
      // the select list after the sort).
      await sql`select pg_advisory_xact_lock(hashtextextended(lock.key, 0))
        from unnest(${lockKeys}::text[]) with ordinality as lock(key, position)
        order by lock.position`.execute(trx);
      const orders = createOrdersReadRepository(trx);
      const lapsed = {
        since: new Date(Date.now() - LAPSED_CHECKOUT_HOURS * 60 * 60 * 1000),
        exceptReason: CHECKOUT_MESSAGES.sessionNotCreated,
        exceptOrderId: orderId,
      };
      const secondsUntil = (time: number) => Math.max(1, Math.ceil((time - Date.now()) / 1000));
      // After the locks, in a statement of its own: its snapshot then sees every checkout of
      // these holders that committed while this one waited for them.
      const holdings = await orders.unpaidHoldings(storeId, holders, lapsed);
      for (const held of holdings) {
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
    },

    /**
     * The provider's hosted payment page for a placed order. Asked once, outside any transaction;
     * a provider that fails throws: the caller releases the order first.
     */
    async openSession(request: CheckoutRequest, placed: PlacedCheckout) {
      const { orderId, storeOrderId, createdAt, priced } = placed;
      const origin = originOf(request.storeId);
      const session = await stripe.checkout.sessions.create(
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
          expires_at: Math.ceil(Date.now() / 1000) + SESSION_LIFETIME_SECONDS + CLOCK_SKEW_SECONDS,
        },
        // The creation time keeps the key unique when a database starts over and order ids
        // come again. Asked once: with the SDK's retry a silent provider took the answer to the
        // request deadline; the shopper can simply press Pay again.
        {
          idempotencyKey: `checkout-order-${orderId}-${createdAt.getTime()}`,
          maxNetworkRetries: 0,
        },
      );
      return session;
    },

    /**
     * What to answer when the session could not be made: a provider that did not answer may well
     * answer shortly (the error handler makes that a 503 with Retry-After); a refusal will not
     * change by trying again: 502.
     */
    sessionFailure(error: unknown): unknown {
      if (isProviderUnavailable(error)) return error;
      return new HttpError(502, CHECKOUT_MESSAGES.sessionCreationFailed);
    },

    /** The provider's session; throws when the provider cannot be asked. */
    retrieveSession: (sessionId: string) => stripe.checkout.sessions.retrieve(sessionId),

    /** When an unpaid order was placed long enough ago that its session has surely expired. */
    staleBefore: (now: Date) =>
      new Date(now.getTime() - (SESSION_LIFETIME_SECONDS + 2 * CLOCK_SKEW_SECONDS) * 1000),
  };
}

export type CheckoutService = ReturnType<typeof createCheckoutService>;
