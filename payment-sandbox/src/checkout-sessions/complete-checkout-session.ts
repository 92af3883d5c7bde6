// Paying a session: the payment intent is created, the session becomes complete/paid and
// `checkout.session.completed` goes to every webhook endpoint.
import { unixSeconds } from '../lib/clock.js';
import { newId } from '../lib/ids.js';
import type { PaymentIntentObject } from '../payment-intents/types.js';
import { automaticOrigin, type SandboxContext } from '../sandbox-context.js';
import { toCheckoutSessionObject } from './checkout-session-object.js';
import type { StoredCheckoutSession } from './types.js';

/** Records a successful card payment of an open session. */
export function completeCheckoutSession(
  ctx: SandboxContext,
  stored: StoredCheckoutSession,
  payer: { email: string },
): PaymentIntentObject {
  const { session } = stored;
  if (session.status !== 'open') {
    throw new Error(`Checkout session ${session.id} is ${session.status}, not open`);
  }
  const paymentIntent: PaymentIntentObject = {
    id: newId('pi'),
    object: 'payment_intent',
    amount: session.amount_total,
    amount_capturable: 0,
    amount_received: session.amount_total,
    capture_method: 'automatic',
    created: unixSeconds(ctx.clock),
    currency: session.currency,
    description: stored.paymentIntentData.description,
    latest_charge: newId('ch'),
    livemode: false,
    metadata: stored.paymentIntentData.metadata,
    payment_method: newId('pm'),
    payment_method_types: ['card'],
    receipt_email: payer.email,
    status: 'succeeded',
  };
  ctx.store.paymentIntents.set(paymentIntent.id, paymentIntent);
  session.status = 'complete';
  session.payment_status = 'paid';
  session.payment_intent = paymentIntent.id;
  session.customer_details = {
    email: payer.email,
    name: null,
    phone: null,
    address: null,
    tax_exempt: 'none',
    tax_ids: [],
  };
  ctx.webhooks.publish('checkout.session.completed', toCheckoutSessionObject(ctx, stored), {
    apiVersion: stored.apiVersion,
    origin: automaticOrigin,
  });
  ctx.store.save();
  return paymentIntent;
}
