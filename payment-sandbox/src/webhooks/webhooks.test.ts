import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import Stripe from 'stripe';
import {
  createPaidSession,
  sessionParams,
  startTestSandbox,
  submitPaymentForm,
} from '../testing/sandbox-client.js';
import { startWebhookReceiver } from '../testing/webhook-receiver.js';
import { signPayload } from './sign-payload.js';
import { retryDelayMs } from './webhook-dispatcher.js';

const secret = 'whsec_sandbox';
const sdk = new Stripe('sk_test_sandbox');

describe('webhook signatures', () => {
  it('signs the way the SDK expects: t=<unix>,v1=<hex HMAC-SHA256 of "<t>.<payload>">', () => {
    const payload = JSON.stringify({ id: 'evt_1', object: 'event' });
    const timestamp = 1_790_000_000;
    const header = signPayload(payload, secret, timestamp);
    assert.equal(header, sdk.webhooks.generateTestHeaderString({ payload, secret, timestamp }));
    assert.match(header, /^t=1790000000,v1=[0-9a-f]{64}$/);
  });

  it('is accepted by constructEvent and a tampered payload is rejected', () => {
    const payload = JSON.stringify({
      id: 'evt_1',
      object: 'event',
      type: 'checkout.session.completed',
    });
    const header = signPayload(payload, secret, Math.floor(Date.now() / 1000));
    assert.equal(sdk.webhooks.constructEvent(payload, header, secret).id, 'evt_1');

    const tampered = payload.replace('evt_1', 'evt_2');
    assert.throws(
      () => sdk.webhooks.constructEvent(tampered, header, secret),
      Stripe.errors.StripeSignatureVerificationError,
    );
    assert.throws(
      () => sdk.webhooks.constructEvent(payload, header, 'whsec_other'),
      Stripe.errors.StripeSignatureVerificationError,
    );
  });
});

describe('webhook delivery', () => {
  it('posts a signed checkout.session.completed to every endpoint, verified with constructEvent', async () => {
    const first = await startWebhookReceiver();
    const second = await startWebhookReceiver();
    const { sandbox, stripe } = await startTestSandbox({
      config: { webhookEndpoints: [first.url, second.url], webhookSecret: 'whsec_test_delivery' },
    });
    try {
      const session = await createPaidSession(stripe);
      for (const receiver of [first, second]) {
        const [delivery] = await receiver.waitFor(1);
        assert.equal(delivery!.headers['content-type'], 'application/json; charset=utf-8');
        const event = stripe.webhooks.constructEvent(
          delivery!.body,
          String(delivery!.headers['stripe-signature']),
          'whsec_test_delivery',
        );
        assert.match(event.id, /^evt_\w+$/);
        assert.equal(event.object, 'event');
        assert.equal(event.type, 'checkout.session.completed');
        assert.equal(event.livemode, false);
        assert.equal(
          event.api_version,
          Stripe.API_VERSION,
          'the version the session was created with',
        );
        assert.equal(typeof event.created, 'number');
        const object = event.data.object as Stripe.Checkout.Session;
        assert.equal(object.id, session.id);
        assert.equal(object.status, 'complete');
        assert.equal(object.payment_status, 'paid');
        assert.equal(object.payment_intent, session.payment_intent);

        const tampered = delivery!.body.replace('"paid"', '"unpaid"');
        assert.throws(
          () =>
            stripe.webhooks.constructEvent(
              tampered,
              String(delivery!.headers['stripe-signature']),
              'whsec_test_delivery',
            ),
          Stripe.errors.StripeSignatureVerificationError,
        );
      }
    } finally {
      await sandbox.close();
      await first.close();
      await second.close();
    }
  });

  it('retries a failing endpoint with a doubling delay until it answers 2xx', async () => {
    const receiver = await startWebhookReceiver([500, 503, 200]);
    const { sandbox, stripe } = await startTestSandbox({
      config: {
        webhookEndpoints: [receiver.url],
        webhookRetry: { baseDelayMs: 40, maxAttempts: 5 },
      },
    });
    try {
      const session = await stripe.checkout.sessions.create(sessionParams());
      await submitPaymentForm(session.url!);
      const attempts = await receiver.waitFor(3);
      const events = attempts.map((attempt) =>
        stripe.webhooks.constructEvent(
          attempt.body,
          String(attempt.headers['stripe-signature']),
          sandbox.webhookSecret,
        ),
      );
      assert.ok(
        events.every((event) => event.id === events[0]!.id),
        'the same event each time',
      );
      const gaps = [
        attempts[1]!.receivedAt - attempts[0]!.receivedAt,
        attempts[2]!.receivedAt - attempts[1]!.receivedAt,
      ];
      assert.ok(gaps[0]! >= 35, `first retry after ~40 ms (was ${gaps[0]} ms)`);
      assert.ok(gaps[1]! >= 75, `second retry after ~80 ms (was ${gaps[1]} ms)`);

      await new Promise((resolve) => setTimeout(resolve, 300));
      assert.equal(receiver.received.length, 3, 'no more attempts after the success');
      const [delivery] = [...sandbox.app.sandbox.store.deliveries.values()];
      assert.equal(delivery!.status, 'succeeded');
      assert.equal(delivery!.attempts, 3);
      assert.equal(sandbox.app.sandbox.store.events.get(events[0]!.id)!.pending_webhooks, 0);
    } finally {
      await sandbox.close();
      await receiver.close();
    }
  });

  it('gives up after maxAttempts on an endpoint that keeps failing', async () => {
    const receiver = await startWebhookReceiver([500]);
    const { sandbox, stripe } = await startTestSandbox({
      config: {
        webhookEndpoints: [receiver.url],
        webhookRetry: { baseDelayMs: 10, maxAttempts: 4 },
      },
    });
    try {
      await createPaidSession(stripe);
      await receiver.waitFor(4);
      await new Promise((resolve) => setTimeout(resolve, 300));
      assert.equal(receiver.received.length, 4);
      const [delivery] = [...sandbox.app.sandbox.store.deliveries.values()];
      assert.equal(delivery!.status, 'failed');
      assert.equal(delivery!.lastError, 'HTTP 500');
    } finally {
      await sandbox.close();
      await receiver.close();
    }
  });

  it('retries an endpoint that is not listening', async () => {
    const receiver = await startWebhookReceiver();
    const url = receiver.url;
    await receiver.close();
    const { sandbox, stripe } = await startTestSandbox({
      config: { webhookEndpoints: [url], webhookRetry: { baseDelayMs: 10, maxAttempts: 2 } },
    });
    try {
      await createPaidSession(stripe);
      const deliveries = sandbox.app.sandbox.store.deliveries;
      const deadline = Date.now() + 3000;
      while ([...deliveries.values()][0]?.status !== 'failed' && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      const [delivery] = [...deliveries.values()];
      assert.equal(delivery!.status, 'failed');
      assert.equal(delivery!.attempts, 2);
      assert.equal(delivery!.lastError, 'ECONNREFUSED');
    } finally {
      await sandbox.close();
    }
  });

  it('bounds the delay between retries', () => {
    const retry = { maxAttempts: 10, baseDelayMs: 1000, maxDelayMs: 60_000, timeoutMs: 10_000 };
    assert.deepEqual(
      [1, 2, 3, 4, 5, 6, 7, 8].map((attempts) => retryDelayMs(retry, attempts)),
      [1000, 2000, 4000, 8000, 16_000, 32_000, 60_000, 60_000],
    );
  });
});
