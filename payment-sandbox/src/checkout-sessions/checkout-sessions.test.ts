import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import Stripe from 'stripe';
import {
  createPaidSession,
  sdkClient,
  sessionParams,
  startTestSandbox,
  type TestSandbox,
} from '../testing/sandbox-client.js';
import { sdkError } from '../testing/sdk-error.js';
import { startWebhookReceiver, type WebhookReceiver } from '../testing/webhook-receiver.js';

function withFirstItem(
  change: (item: Stripe.Checkout.SessionCreateParams.LineItem) => void,
): Stripe.Checkout.SessionCreateParams {
  const params = sessionParams();
  change(params.line_items![0]!);
  return params;
}

describe('checkout sessions through the official SDK', () => {
  let test: TestSandbox;
  let receiver: WebhookReceiver;
  let stripe: Stripe;

  before(async () => {
    receiver = await startWebhookReceiver();
    test = await startTestSandbox({
      config: {
        webhookEndpoints: [receiver.url],
        secretKeys: ['sk_test_sandbox', 'sk_test_second'],
      },
    });
    stripe = test.stripe;
  });
  after(async () => {
    await test.sandbox.close();
    await receiver.close();
  });

  it('creates an open, unpaid session with its hosted page url and totals', async () => {
    const session = await stripe.checkout.sessions.create(sessionParams());
    assert.match(session.id, /^cs_test_\w+$/);
    assert.equal(session.object, 'checkout.session');
    assert.equal(session.url, `${test.sandbox.url}/pay/${session.id}`);
    assert.equal(session.status, 'open');
    assert.equal(session.payment_status, 'unpaid');
    assert.equal(session.mode, 'payment');
    assert.equal(session.amount_subtotal, 2 * 1999 + 500);
    assert.equal(session.amount_total, 2 * 1999 + 500);
    assert.equal(session.currency, 'usd');
    assert.deepEqual(session.metadata, { orderId: '1001', storeId: 'hvac' });
    assert.equal(session.customer_email, 'pat@example.com');
    assert.equal(session.client_reference_id, 'order-1001');
    assert.equal(session.payment_intent, null);
    assert.equal(session.livemode, false);
    assert.equal(
      session.expires_at - session.created,
      24 * 60 * 60,
      'expires in 24 hours by default',
    );
    assert.equal(session.success_url, sessionParams().success_url, 'the template stays literal');
  });

  it('answers with the provider headers: Request-Id and the Stripe-Version the SDK sent', async () => {
    const session = await stripe.checkout.sessions.create(sessionParams());
    assert.match(session.lastResponse.requestId, /^req_\w+$/);
    assert.equal(session.lastResponse.apiVersion, Stripe.API_VERSION);
  });

  it('keeps a valid expires_at', async () => {
    const expiresAt = Math.floor(Date.now() / 1000) + 45 * 60;
    const session = await stripe.checkout.sessions.create(sessionParams({ expires_at: expiresAt }));
    assert.equal(session.expires_at, expiresAt);
  });

  it('retrieves a session, expanding line items and the payment intent on request', async () => {
    const created = await stripe.checkout.sessions.create(sessionParams());
    const session = await stripe.checkout.sessions.retrieve(created.id, { expand: ['line_items'] });
    assert.equal(session.id, created.id);
    assert.equal(session.line_items?.object, 'list');
    assert.deepEqual(
      session.line_items?.data.map((item) => [item.description, item.quantity, item.amount_total]),
      [
        ['Condenser fan motor', 2, 3998],
        ['Capacitor 45/5 µF', 1, 500],
      ],
    );

    const paid = await createPaidSession(stripe);
    const expanded = await stripe.checkout.sessions.retrieve(paid.id, {
      expand: ['payment_intent'],
    });
    const intent = expanded.payment_intent as Stripe.PaymentIntent;
    assert.equal(intent.object, 'payment_intent');
    assert.equal(intent.status, 'succeeded');
    assert.equal(intent.amount, paid.amount_total);
  });

  it('lists line items as a paged list object', async () => {
    const session = await stripe.checkout.sessions.create(sessionParams());
    const first = await stripe.checkout.sessions.listLineItems(session.id, { limit: 1 });
    assert.equal(first.object, 'list');
    assert.equal(first.url, `/v1/checkout/sessions/${session.id}/line_items`);
    assert.equal(first.has_more, true);
    assert.equal(first.data.length, 1);
    const item = first.data[0]!;
    assert.match(item.id, /^li_\w+$/);
    assert.equal(item.object, 'item');
    assert.equal(item.description, 'Condenser fan motor');
    assert.equal(item.price?.unit_amount, 1999);
    assert.equal(item.price?.currency, 'usd');
    assert.equal(item.amount_subtotal, 3998);

    const second = await stripe.checkout.sessions.listLineItems(session.id, {
      limit: 1,
      starting_after: item.id,
    });
    assert.equal(second.has_more, false);
    assert.deepEqual(
      second.data.map((entry) => entry.description),
      ['Capacitor 45/5 µF'],
    );

    const all = [];
    for await (const entry of stripe.checkout.sessions.listLineItems(session.id, { limit: 1 })) {
      all.push(entry.description);
    }
    assert.deepEqual(
      all,
      ['Condenser fan motor', 'Capacitor 45/5 µF'],
      'SDK auto-pagination works',
    );
  });

  it('expires an open session on request and sends checkout.session.expired', async () => {
    const session = await stripe.checkout.sessions.create(sessionParams());
    const expired = await stripe.checkout.sessions.expire(session.id);
    assert.equal(expired.status, 'expired');
    assert.equal(expired.url, null);
    assert.equal((await stripe.checkout.sessions.retrieve(session.id)).status, 'expired');

    const delivery = await receiver.waitForEvent('checkout.session.expired', session.id);
    const event = stripe.webhooks.constructEvent(
      delivery.body,
      String(delivery.headers['stripe-signature']),
      test.sandbox.webhookSecret,
    );
    assert.equal(event.type, 'checkout.session.expired');
    assert.equal(event.request?.id, expired.lastResponse.requestId);

    const again = await sdkError(() => stripe.checkout.sessions.expire(session.id));
    assert.equal(again.statusCode, 400);
    assert.match(
      again.message,
      /Only Checkout Sessions with a status in \["open"\] can be expired/,
    );
  });

  it('does not expire a paid session', async () => {
    const paid = await createPaidSession(stripe);
    const error = await sdkError(() => stripe.checkout.sessions.expire(paid.id));
    assert.ok(error instanceof Stripe.errors.StripeInvalidRequestError);
    assert.match(error.message, /status of "complete"/);
  });

  describe('bad input', () => {
    it('names a missing required param', async () => {
      const { line_items: _omitted, ...params } = sessionParams();
      const error = await sdkError(() => stripe.checkout.sessions.create(params));
      assert.ok(error instanceof Stripe.errors.StripeInvalidRequestError);
      assert.equal(error.statusCode, 400);
      assert.equal(error.message, 'Missing required param: line_items.');
      assert.equal(error.param, 'line_items');
      assert.equal(error.code, 'parameter_missing');
      assert.equal(error.rawType, 'invalid_request_error');
    });

    it('names missing nested params by their full path', async () => {
      const noName = withFirstItem((item) => {
        item.price_data!.product_data = {
          description: 'no name',
        } as Stripe.Checkout.SessionCreateParams.LineItem.PriceData.ProductData;
      });
      const error = await sdkError(() => stripe.checkout.sessions.create(noName));
      assert.equal(
        error.message,
        'Missing required param: line_items[0][price_data][product_data][name].',
      );

      const { mode: _mode, ...noMode } = sessionParams();
      assert.equal(
        (
          await sdkError(() =>
            stripe.checkout.sessions.create(noMode as Stripe.Checkout.SessionCreateParams),
          )
        ).message,
        'Missing required param: mode.',
      );
      const { success_url: _url, ...noSuccessUrl } = sessionParams();
      assert.equal(
        (await sdkError(() => stripe.checkout.sessions.create(noSuccessUrl))).message,
        'Missing required param: success_url.',
      );
    });

    it('says which amount is malformed', async () => {
      const params = withFirstItem((item) => {
        item.price_data!.unit_amount = 19.99;
      });
      const error = await sdkError(() => stripe.checkout.sessions.create(params));
      assert.equal(error.statusCode, 400);
      assert.equal(error.param, 'line_items[0][price_data][unit_amount]');
      assert.equal(error.code, 'parameter_invalid_integer');
      assert.match(
        error.message,
        /^Invalid integer for line_items\[0\]\[price_data\]\[unit_amount\]: "19.99"\./,
      );

      const negative = withFirstItem((item) => {
        item.price_data!.unit_amount = -5;
      });
      const negativeError = await sdkError(() => stripe.checkout.sessions.create(negative));
      assert.match(
        negativeError.message,
        /Invalid line_items\[0\]\[price_data\]\[unit_amount\]: must be at least 0/,
      );

      const zeroQuantity = withFirstItem((item) => {
        item.quantity = 0;
      });
      const quantityError = await sdkError(() => stripe.checkout.sessions.create(zeroQuantity));
      assert.equal(quantityError.param, 'line_items[0][quantity]');
    });

    it('says which currency is malformed', async () => {
      const params = withFirstItem((item) => {
        item.price_data!.currency = 'dollars';
      });
      const error = await sdkError(() => stripe.checkout.sessions.create(params));
      assert.equal(error.statusCode, 400);
      assert.equal(error.param, 'line_items[0][price_data][currency]');
      assert.match(
        error.message,
        /^Invalid currency for line_items\[0\]\[price_data\]\[currency\]: "dollars"/,
      );

      const mixed = sessionParams();
      mixed.line_items![1]!.price_data!.currency = 'eur';
      const mixedError = await sdkError(() => stripe.checkout.sessions.create(mixed));
      assert.equal(mixedError.param, 'line_items[1][price_data][currency]');
      assert.match(mixedError.message, /every line item must use the same currency \(usd\)/);
    });

    it('refuses a total under the currency minimum', async () => {
      const params = sessionParams({
        line_items: [
          {
            price_data: { currency: 'usd', unit_amount: 10, product_data: { name: 'Washer' } },
            quantity: 1,
          },
        ],
      });
      const error = await sdkError(() => stripe.checkout.sessions.create(params));
      assert.equal(error.code, 'amount_too_small');
      assert.match(error.message, /at least \$0\.50 usd/);
    });

    it('refuses an expires_at outside 30 minutes to 24 hours', async () => {
      const now = Math.floor(Date.now() / 1000);
      const soon = await sdkError(() =>
        stripe.checkout.sessions.create(sessionParams({ expires_at: now + 60 })),
      );
      assert.equal(soon.param, 'expires_at');
      assert.match(soon.message, /at least 30 minutes/);
      const late = await sdkError(() =>
        stripe.checkout.sessions.create(sessionParams({ expires_at: now + 25 * 60 * 60 })),
      );
      assert.match(late.message, /less than 24 hours/);
    });

    it('refuses malformed URLs and e-mail addresses', async () => {
      const url = await sdkError(() =>
        stripe.checkout.sessions.create(sessionParams({ success_url: 'shop/success' })),
      );
      assert.equal(url.param, 'success_url');
      assert.equal(url.code, 'url_invalid');
      const email = await sdkError(() =>
        stripe.checkout.sessions.create(sessionParams({ customer_email: 'pat at example' })),
      );
      assert.equal(email.param, 'customer_email');
      assert.equal(email.code, 'email_invalid');
    });

    it('enforces the provider length limits on what the store sends', async () => {
      const tooLong: [param: string, params: Stripe.Checkout.SessionCreateParams][] = [
        [
          'line_items[0][price_data][product_data][name]',
          withFirstItem((item) => (item.price_data!.product_data!.name = 'x'.repeat(5001))),
        ],
        [
          'line_items[0][price_data][product_data][name]',
          withFirstItem((item) => (item.price_data!.product_data!.name = 'x'.repeat(900_000))),
        ],
        [
          'line_items[0][price_data][product_data][description]',
          withFirstItem(
            (item) => (item.price_data!.product_data!.description = 'x'.repeat(40_001)),
          ),
        ],
        [
          'line_items[0][price_data][product_data][images][0]',
          withFirstItem(
            (item) =>
              (item.price_data!.product_data!.images = [`http://shop.test/${'x'.repeat(5000)}`]),
          ),
        ],
        ['success_url', sessionParams({ success_url: `http://shop.test/${'x'.repeat(5000)}` })],
        ['cancel_url', sessionParams({ cancel_url: `http://shop.test/${'x'.repeat(5000)}` })],
        ['customer_email', sessionParams({ customer_email: `${'x'.repeat(5000)}@example.com` })],
        ['client_reference_id', sessionParams({ client_reference_id: 'x'.repeat(201) })],
        [
          'payment_intent_data[description]',
          sessionParams({ payment_intent_data: { description: 'x'.repeat(1001) } }),
        ],
        ['metadata[note]', sessionParams({ metadata: { note: 'x'.repeat(501) } })],
      ];
      for (const [param, params] of tooLong) {
        const error = await sdkError(() => stripe.checkout.sessions.create(params));
        assert.equal(error.statusCode, 400, param);
        assert.equal(error.type, 'StripeInvalidRequestError', param);
        assert.equal(error.param, param);
        assert.match(error.message, /must be at most \d+ characters/, param);
      }

      // At the limits the session is created and shows the whole name.
      const name = 'N'.repeat(5000);
      const session = await stripe.checkout.sessions.create(
        withFirstItem((item) => {
          item.price_data!.product_data!.name = name;
          item.price_data!.product_data!.description = 'd'.repeat(40_000);
        }),
      );
      const items = await stripe.checkout.sessions.listLineItems(session.id);
      assert.equal(items.data[0]!.description, name);
    });

    it('refuses unknown params and other modes', async () => {
      const unknown = await sdkError(() =>
        stripe.checkout.sessions.create({
          ...sessionParams(),
          shipping_address_collection: { allowed_countries: ['US'] },
        }),
      );
      assert.equal(unknown.message, 'Received unknown parameter: shipping_address_collection');
      const mode = await sdkError(() =>
        stripe.checkout.sessions.create(sessionParams({ mode: 'subscription' })),
      );
      assert.equal(mode.param, 'mode');
      assert.match(mode.message, /supports only mode=payment/);
    });

    it('answers 404 resource_missing for an unknown session', async () => {
      for (const call of [
        () => stripe.checkout.sessions.retrieve('cs_test_unknown'),
        () => stripe.checkout.sessions.listLineItems('cs_test_unknown'),
        () => stripe.checkout.sessions.expire('cs_test_unknown'),
      ]) {
        const error = await sdkError(call);
        assert.ok(error instanceof Stripe.errors.StripeInvalidRequestError);
        assert.equal(error.statusCode, 404);
        assert.equal(error.code, 'resource_missing');
        assert.equal(error.message, "No such checkout.session: 'cs_test_unknown'");
      }
    });

    it('refuses a JSON body: the API is form-encoded', async () => {
      const response = await fetch(`${test.sandbox.url}/v1/checkout/sessions`, {
        method: 'POST',
        headers: { Authorization: 'Bearer sk_test_sandbox', 'Content-Type': 'application/json' },
        body: JSON.stringify(sessionParams()),
      });
      assert.equal(response.status, 400);
      const body = (await response.json()) as { error: { type: string; message: string } };
      assert.equal(body.error.type, 'invalid_request_error');
      assert.match(body.error.message, /form-encoded/);
    });

    it('answers an unknown URL in the provider shape', async () => {
      const response = await fetch(`${test.sandbox.url}/v1/customers`, {
        headers: { Authorization: 'Bearer sk_test_sandbox' },
      });
      assert.equal(response.status, 404);
      const body = (await response.json()) as { error: { message: string } };
      assert.match(body.error.message, /^Unrecognized request URL \(GET: \/v1\/customers\)/);
    });
  });

  describe('secret keys', () => {
    it('answers a wrong key with 401 in the provider shape', async () => {
      const error = await sdkError(() =>
        sdkClient(test.sandbox, 'sk_test_wrongkey12345678').checkout.sessions.create(
          sessionParams(),
        ),
      );
      assert.ok(error instanceof Stripe.errors.StripeAuthenticationError);
      assert.equal(error.statusCode, 401);
      assert.equal(error.rawType, 'invalid_request_error');
      assert.equal(error.message, 'Invalid API Key provided: sk_test_************5678');
    });

    it('answers a request without a key with 401', async () => {
      const response = await fetch(`${test.sandbox.url}/v1/checkout/sessions/cs_test_x`);
      assert.equal(response.status, 401);
      const body = (await response.json()) as { error: { type: string; message: string } };
      assert.equal(body.error.type, 'invalid_request_error');
      assert.match(body.error.message, /^You did not provide an API key/);
    });

    it('accepts the key as a Basic user name, as curl -u sends it', async () => {
      const session = await stripe.checkout.sessions.create(sessionParams());
      const response = await fetch(`${test.sandbox.url}/v1/checkout/sessions/${session.id}`, {
        headers: { Authorization: `Basic ${Buffer.from('sk_test_sandbox:').toString('base64')}` },
      });
      assert.equal(response.status, 200);
    });
  });

  describe('Idempotency-Key', () => {
    it('replays the first response for the same key and params', async () => {
      const params = sessionParams();
      const first = await stripe.checkout.sessions.create(params, {
        idempotencyKey: 'order-1001-try-1',
      });
      const again = await stripe.checkout.sessions.create(params, {
        idempotencyKey: 'order-1001-try-1',
      });
      assert.equal(again.id, first.id);
      assert.deepEqual({ ...again }, { ...first });
      assert.equal(again.lastResponse.headers['idempotent-replayed'], 'true');
      assert.equal(again.lastResponse.idempotencyKey, 'order-1001-try-1');
    });

    it('refuses the same key with different params (400 idempotency_error)', async () => {
      await stripe.checkout.sessions.create(sessionParams(), { idempotencyKey: 'order-1002' });
      const error = await sdkError(() =>
        stripe.checkout.sessions.create(sessionParams({ client_reference_id: 'order-9999' }), {
          idempotencyKey: 'order-1002',
        }),
      );
      assert.ok(error instanceof Stripe.errors.StripeIdempotencyError);
      assert.equal(error.statusCode, 400);
      assert.equal(error.rawType, 'idempotency_error');
      assert.match(error.message, /same parameters they were first used with/);
    });

    it('refuses a key reused on another endpoint', async () => {
      const session = await stripe.checkout.sessions.create(sessionParams(), {
        idempotencyKey: 'shared-key',
      });
      const error = await sdkError(() =>
        stripe.checkout.sessions.expire(session.id, {}, { idempotencyKey: 'shared-key' }),
      );
      assert.ok(error instanceof Stripe.errors.StripeIdempotencyError);
    });

    it('does not save a failed request, so a corrected retry may reuse the key', async () => {
      const { line_items: _omitted, ...broken } = sessionParams();
      await sdkError(() =>
        stripe.checkout.sessions.create(broken, { idempotencyKey: 'order-1003' }),
      );
      const session = await stripe.checkout.sessions.create(sessionParams(), {
        idempotencyKey: 'order-1003',
      });
      assert.equal(session.status, 'open');
    });

    it('keeps keys per secret key', async () => {
      const params = sessionParams();
      const first = await stripe.checkout.sessions.create(params, { idempotencyKey: 'per-key' });
      const other = await stripe.checkout.sessions.create(params, {
        idempotencyKey: 'per-key',
        apiKey: 'sk_test_second',
      });
      assert.notEqual(other.id, first.id);
    });
  });
});

describe('hosted page URL', () => {
  it('uses SANDBOX_PUBLIC_URL when set', async () => {
    const { sandbox, stripe } = await startTestSandbox({
      config: { publicUrl: 'http://pay.localhost:8080' },
    });
    try {
      const session = await stripe.checkout.sessions.create(sessionParams());
      assert.equal(session.url, `http://pay.localhost:8080/pay/${session.id}`);
    } finally {
      await sandbox.close();
    }
  });
});

describe('automatic expiry', () => {
  it('expires a session once its expires_at has passed and sends checkout.session.expired', async () => {
    let offsetMs = 0;
    const clock = { now: () => Date.now() + offsetMs };
    const receiver = await startWebhookReceiver();
    const { sandbox, stripe } = await startTestSandbox({
      clock,
      config: { webhookEndpoints: [receiver.url], expirySweepIntervalMs: 20 },
    });
    try {
      const expiresAt = Math.floor(clock.now() / 1000) + 31 * 60;
      const session = await stripe.checkout.sessions.create(
        sessionParams({ expires_at: expiresAt }),
      );
      offsetMs = 31 * 60 * 1000 + 1000;
      const delivery = await receiver.waitForEvent('checkout.session.expired', session.id);
      const event = stripe.webhooks.constructEvent(
        delivery.body,
        String(delivery.headers['stripe-signature']),
        sandbox.webhookSecret,
      );
      assert.equal((event.data.object as Stripe.Checkout.Session).status, 'expired');
      assert.equal(event.request?.id, null, 'no API request caused it');
      const retrieved = await stripe.checkout.sessions.retrieve(session.id);
      assert.equal(retrieved.status, 'expired');
      assert.equal(retrieved.url, null);
    } finally {
      await sandbox.close();
      await receiver.close();
    }
  });

  it('treats a session past expires_at as expired even before the sweep runs', async () => {
    let offsetMs = 0;
    const clock = { now: () => Date.now() + offsetMs };
    const { sandbox, stripe } = await startTestSandbox({
      clock,
      config: { expirySweepIntervalMs: 60_000 },
    });
    try {
      const session = await stripe.checkout.sessions.create(sessionParams());
      offsetMs = 25 * 60 * 60 * 1000;
      assert.equal((await stripe.checkout.sessions.retrieve(session.id)).status, 'expired');
    } finally {
      await sandbox.close();
    }
  });
});
