import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import Stripe from 'stripe';
import {
  createPaidSession,
  startTestSandbox,
  type TestSandbox,
} from '../testing/sandbox-client.js';
import { sdkError } from '../testing/sdk-error.js';

describe('payment intents and refunds through the official SDK', () => {
  let test: TestSandbox;
  let stripe: Stripe;

  before(async () => {
    test = await startTestSandbox();
    stripe = test.stripe;
  });
  after(() => test.sandbox.close());

  it('retrieves the payment intent a paid session created', async () => {
    const session = await createPaidSession(stripe);
    const intent = await stripe.paymentIntents.retrieve(String(session.payment_intent));
    assert.equal(intent.object, 'payment_intent');
    assert.equal(intent.status, 'succeeded');
    assert.equal(intent.amount, session.amount_total);
    assert.equal(intent.amount_received, session.amount_total);
    assert.equal(intent.currency, 'usd');
    assert.equal(intent.receipt_email, 'pat@example.com');

    const missing = await sdkError(() => stripe.paymentIntents.retrieve('pi_unknown'));
    assert.equal(missing.statusCode, 404);
    assert.equal(missing.code, 'resource_missing');
  });

  it('carries payment_intent_data onto the payment intent', async () => {
    const session = await createPaidSession(stripe, {
      payment_intent_data: { metadata: { orderId: '1001' }, description: 'Order 1001' },
    });
    const intent = await stripe.paymentIntents.retrieve(String(session.payment_intent));
    assert.deepEqual(intent.metadata, { orderId: '1001' });
    assert.equal(intent.description, 'Order 1001');
  });

  it('refunds part, then the rest, then refuses more', async () => {
    const session = await createPaidSession(stripe);
    const paymentIntent = String(session.payment_intent);

    const partial = await stripe.refunds.create({
      payment_intent: paymentIntent,
      amount: 1000,
      reason: 'requested_by_customer',
      metadata: { returnId: 'r-1' },
    });
    assert.match(partial.id, /^re_\w+$/);
    assert.equal(partial.object, 'refund');
    assert.equal(partial.amount, 1000);
    assert.equal(partial.currency, 'usd');
    assert.equal(partial.payment_intent, paymentIntent);
    assert.equal(partial.status, 'succeeded');
    assert.equal(partial.reason, 'requested_by_customer');
    assert.deepEqual(partial.metadata, { returnId: 'r-1' });

    const tooMuch = await sdkError(() =>
      stripe.refunds.create({ payment_intent: paymentIntent, amount: session.amount_total! }),
    );
    assert.equal(tooMuch.statusCode, 400);
    assert.equal(tooMuch.code, 'amount_too_large');
    assert.equal(tooMuch.param, 'amount');
    assert.equal(
      tooMuch.message,
      'Refund amount ($44.98) is greater than unrefunded amount on charge ($34.98).',
    );

    const rest = await stripe.refunds.create({ payment_intent: paymentIntent });
    assert.equal(rest.amount, session.amount_total! - 1000, 'no amount refunds what is left');

    const none = await sdkError(() => stripe.refunds.create({ payment_intent: paymentIntent }));
    assert.equal(none.code, 'charge_already_refunded');

    const retrieved = await stripe.refunds.retrieve(partial.id);
    assert.deepEqual({ ...retrieved }, { ...partial });
  });

  it('validates the refund params', async () => {
    const missing = await sdkError(() => stripe.refunds.create({}));
    assert.equal(missing.message, 'Missing required param: payment_intent.');

    const unknown = await sdkError(() => stripe.refunds.create({ payment_intent: 'pi_unknown' }));
    assert.equal(unknown.statusCode, 404);
    assert.equal(unknown.code, 'resource_missing');
    assert.equal(unknown.message, "No such payment_intent: 'pi_unknown'");

    const session = await createPaidSession(stripe);
    const paymentIntent = String(session.payment_intent);
    const fraction = await sdkError(() =>
      stripe.refunds.create({ payment_intent: paymentIntent, amount: 10.5 }),
    );
    assert.equal(fraction.param, 'amount');
    assert.match(fraction.message, /^Invalid integer for amount: "10.5"\./);
    const zero = await sdkError(() =>
      stripe.refunds.create({ payment_intent: paymentIntent, amount: 0 }),
    );
    assert.equal(zero.param, 'amount');
    const reason = await sdkError(() =>
      stripe.refunds.create({
        payment_intent: paymentIntent,
        reason: 'changed_mind' as Stripe.RefundCreateParams.Reason,
      }),
    );
    assert.equal(reason.param, 'reason');

    const missingRefund = await sdkError(() => stripe.refunds.retrieve('re_unknown'));
    assert.equal(missingRefund.statusCode, 404);
  });

  it('replays a refund for a repeated Idempotency-Key instead of refunding twice', async () => {
    const session = await createPaidSession(stripe);
    const params = { payment_intent: String(session.payment_intent), amount: 500 };
    const first = await stripe.refunds.create(params, { idempotencyKey: 'refund-once' });
    const second = await stripe.refunds.create(params, { idempotencyKey: 'refund-once' });
    assert.equal(second.id, first.id);
    const third = await stripe.refunds.create(params);
    assert.notEqual(third.id, first.id, 'a new key is a new refund');
  });
});
