// Refunds of cancelled orders and of received RMAs (issue 40: the RMA's lines less its fee, kept on
// the RMA's row), asked of the card provider only after the cancel has committed, never
// inside a transaction or under the order's row lock. The cancel marks the payment `refunding` (the
// refund is owed); then the provider is asked once, quickly; when it confirms, `onRefunded` records
// it (the cancel-order flow: `refunded` and the order.cancelled e-mail commit together). A provider
// that does not answer in time, or refuses, leaves the payment `refunding` and the retry loop asks
// again later with the same idempotency key, so the refund is made exactly once however often it is
// asked for.
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type Stripe from 'stripe';
import type { Db } from '../../db/connection.js';
import { repeatWhileUp } from '../../plugins/app/repeat-while-up.js';
import { retryDelayMs } from '../outbox/index.js';
import { isProviderUnavailable } from './payment-provider.js';
import { createRefundRepository, REFUND_LEASE_MS, type OwedRefund } from './refund-repository.js';

/** Owed refunds the retry loop asks for per run. */
const RETRY_BATCH = 20;
/** A refund the provider refused (not just did not answer) waits this long for an operator. */
const REFUSED_RETRY_MS = 60 * 60_000;
const MAX_ERROR_LENGTH = 1000;

export interface RefundsOptions {
  db: Db;
  /** The provider's SDK; null when card payment is not configured. */
  stripe: Stripe | null;
  log: FastifyBaseLogger;
  /** First delay before asking again; doubles after each failure, capped at one hour. */
  retryMs: number;
  /** Records a refund the provider made (outside any transaction of ours); repeats are harmless. */
  onRefunded: (owed: OwedRefund) => Promise<void>;
}

export function createRefunds({ db, stripe, log, retryMs, onRefunded }: RefundsOptions) {
  const refunds = createRefundRepository(db);

  /** Asks the provider once for the refund and records the outcome; true when it is refunded. */
  async function attempt(owed: OwedRefund, options: Stripe.RequestOptions = {}): Promise<boolean> {
    const about = { orderId: owed.orderId, rma: owed.rma?.number, attempts: owed.attempts + 1 };
    try {
      if (!stripe) throw new Error('no card provider is configured (STRIPE_SECRET_KEY)');
      await stripe.refunds.create(
        { payment_intent: owed.paymentIntentId, amount: owed.amountCents },
        { ...options, idempotencyKey: owed.idempotencyKey },
      );
    } catch (error) {
      const reason = (error instanceof Error ? error.message : String(error)).slice(
        0,
        MAX_ERROR_LENGTH,
      );
      if (isProviderUnavailable(error)) {
        const retryInMs = retryDelayMs(owed.attempts + 1, retryMs);
        log.warn({ ...about, retryInMs, err: error }, 'refund not made yet: will ask again');
        await refunds.retryLater(owed, reason, retryInMs);
      } else {
        log.error(
          { ...about, err: error },
          'the provider refused a refund that is owed: an operator must check the payment',
        );
        await refunds.retryLater(owed, reason, REFUSED_RETRY_MS);
      }
      return false;
    }
    await onRefunded(owed);
    return true;
  }

  return {
    /** Whether refunds can be asked for at all (a card provider is configured). */
    enabled: stripe !== null,

    /**
     * The refund of an order just cancelled (its payment marked owed with REFUND_LEASE_MS): one
     * try without the SDK's retries, so the shopper has an answer within the provider's time
     * limit; the retry loop takes over when it fails.
     */
    settle: (owed: OwedRefund) => attempt(owed, { maxNetworkRetries: 0 }),

    /** Asks again for every owed refund whose time has come; answers how many it asked for. */
    async retryDue(): Promise<number> {
      const due = await refunds.claimDue(RETRY_BATCH, REFUND_LEASE_MS);
      for (const owed of due) await attempt(owed);
      return due.length;
    },
  };
}

export type Refunds = ReturnType<typeof createRefunds>;

declare module 'fastify' {
  interface FastifyInstance {
    refunds: Refunds;
  }
}

/** Decorates the app with `refunds` and asks again for owed refunds every `retryMs`. */
export const refundRetries = fp(
  async function refundRetries(
    app: FastifyInstance,
    options: Pick<RefundsOptions, 'retryMs' | 'onRefunded'>,
  ) {
    const refunds = createRefunds({
      db: app.db,
      stripe: app.payments?.stripe ?? null,
      log: app.log.child({ module: 'refunds' }),
      ...options,
    });
    app.decorate('refunds', refunds);
    if (refunds.enabled) {
      repeatWhileUp(app, options.retryMs, () => refunds.retryDue(), 'refund retry');
    }
  },
  { name: 'refund-retries', dependencies: ['database', 'payment-provider'] },
);
