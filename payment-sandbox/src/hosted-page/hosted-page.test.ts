import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type Stripe from 'stripe';
import {
  formTokenOf,
  sessionParams,
  startTestSandbox,
  submitPaymentForm,
  type TestSandbox,
} from '../testing/sandbox-client.js';
import { startWebhookReceiver, type WebhookReceiver } from '../testing/webhook-receiver.js';
import { checkCard } from './check-card.js';

async function page(url: string): Promise<{ status: number; html: string; headers: Headers }> {
  const response = await fetch(url);
  return { status: response.status, html: await response.text(), headers: response.headers };
}

/** The text of the page's alert, or undefined when it has none. */
function alertText(html: string): string | undefined {
  return /<div class="error" role="alert" id="payment-error">([^<]*)<\/div>/.exec(html)?.[1];
}

describe('hosted payment page', () => {
  let test: TestSandbox;
  let stripe: Stripe;
  let receiver: WebhookReceiver;

  before(async () => {
    receiver = await startWebhookReceiver();
    test = await startTestSandbox({ config: { webhookEndpoints: [receiver.url] } });
    stripe = test.stripe;
  });
  after(async () => {
    await test.sandbox.close();
    await receiver.close();
  });

  it('shows the line items, the total and the e-mail, with a labelled card form and no external assets', async () => {
    const session = await stripe.checkout.sessions.create(sessionParams());
    const { status, html, headers } = await page(session.url!);
    assert.equal(status, 200);
    assert.match(headers.get('content-type') ?? '', /^text\/html/);
    assert.match(headers.get('content-security-policy') ?? '', /default-src 'none'/);
    assert.match(
      html,
      /<td>Condenser fan motor<\/td>\s*<td class="number">2<\/td>\s*<td class="number">\$19\.99<\/td>\s*<td class="number">\$39\.98<\/td>/,
    );
    assert.match(html, /<td>Capacitor 45\/5 µF<\/td>/);
    assert.match(
      html,
      /<th scope="row" colspan="3">Total<\/th>\s*<td class="number">\$44\.98<\/td>/,
    );
    assert.match(html, /<dt>Email<\/dt>\s*<dd>pat@example\.com<\/dd>/);
    for (const [id, label] of [
      ['card-number', 'Card number'],
      ['card-expiry', 'Expiry date'],
      ['card-cvc', 'CVC'],
    ]) {
      assert.match(html, new RegExp(`<label for="${id}">${label}</label>`));
      assert.match(html, new RegExp(`<input id="${id}"[^>]* required`));
    }
    assert.match(html, /<form method="post" action="\/pay\/cs_test_\w+">/);
    assert.match(html, /<button type="submit">Pay \$44\.98<\/button>/);
    assert.match(html, /<a class="cancel" href="http:\/\/localhost:3000\/checkout\/payment">/);
    assert.doesNotMatch(
      html,
      /<script|<link|src=|url\(/,
      'no scripts and nothing loaded from elsewhere',
    );
  });

  it('asks for the e-mail when the session has none', async () => {
    const session = await stripe.checkout.sessions.create(
      sessionParams({ customer_email: undefined }),
    );
    const { html } = await page(session.url!);
    assert.match(html, /<label for="email">Email<\/label>/);
    assert.match(html, /<input id="email" name="email" type="email"/);

    const missing = await submitPaymentForm(session.url!);
    assert.equal(missing.status, 422);
    assert.equal(alertText(await missing.text()), 'Your email address is incomplete.');

    const paid = await submitPaymentForm(session.url!, { email: 'sam@example.com' });
    assert.equal(paid.status, 303);
    const retrieved = await stripe.checkout.sessions.retrieve(session.id);
    assert.equal(retrieved.customer_details?.email, 'sam@example.com');
  });

  it('refuses a cross-site post, even with a valid token: nothing is charged', async () => {
    const session = await stripe.checkout.sessions.create(sessionParams());
    for (const origin of ['https://attacker.example', 'null', 'http://localhost:3000']) {
      const response = await submitPaymentForm(session.url!, {}, { origin });
      assert.equal(response.status, 403, origin);
      const html = await response.text();
      assert.match(alertText(html) ?? '', /not sent from this page\. Nothing was charged/);
      assert.doesNotMatch(html, /value="4242/, 'what the other site sent is not shown back');
    }
    const still = await stripe.checkout.sessions.retrieve(session.id);
    assert.equal(still.status, 'open');
    assert.equal(still.payment_status, 'unpaid');

    // The page's own origin pays.
    const own = new URL(session.url!).origin;
    assert.equal((await submitPaymentForm(session.url!, {}, { origin: own })).status, 303);
  });

  it('refuses a post without the page token, or with another session token', async () => {
    const session = await stripe.checkout.sessions.create(sessionParams());
    const other = await stripe.checkout.sessions.create(sessionParams());
    const token = await formTokenOf(session.url!);
    const otherToken = await formTokenOf(other.url!);
    assert.match(token ?? '', /^[\w-]{32}$/, 'the page carries a token in a hidden field');
    assert.notEqual(token, otherToken, 'each session has its own');

    // One character changed (to another one: a token may end in 'A' already).
    const tampered = `${token!.slice(0, -1)}${token!.endsWith('A') ? 'B' : 'A'}`;
    for (const formToken of [null, '', otherToken!, tampered]) {
      const response = await submitPaymentForm(session.url!, {}, { formToken });
      assert.equal(response.status, 403, `token ${String(formToken)}`);
    }
    assert.equal((await stripe.checkout.sessions.retrieve(session.id)).status, 'open');
    assert.equal((await submitPaymentForm(session.url!, {}, { formToken: token! })).status, 303);
  });

  it('escapes what the store sent', async () => {
    const session = await stripe.checkout.sessions.create(
      sessionParams({
        line_items: [
          {
            price_data: {
              currency: 'usd',
              unit_amount: 2500,
              product_data: { name: '<img src=x onerror=alert(1)>' },
            },
            quantity: 1,
          },
        ],
      }),
    );
    const { html } = await page(session.url!);
    assert.match(html, /&lt;img src=x onerror=alert\(1\)&gt;/);
    assert.doesNotMatch(html, /<img/);
  });

  it('pays with 4242 4242 4242 4242: complete, paid, payment intent, webhook, 303 to success_url', async () => {
    const session = await stripe.checkout.sessions.create(sessionParams());
    const response = await submitPaymentForm(session.url!);
    assert.equal(response.status, 303);
    assert.equal(
      response.headers.get('location'),
      `http://localhost:3000/checkout/success?session_id=${session.id}`,
    );

    const paid = await stripe.checkout.sessions.retrieve(session.id);
    assert.equal(paid.status, 'complete');
    assert.equal(paid.payment_status, 'paid');
    assert.match(String(paid.payment_intent), /^pi_\w+$/);
    assert.equal(paid.url, null);
    assert.equal(paid.customer_details?.email, 'pat@example.com');

    const delivery = await receiver.waitForEvent('checkout.session.completed', session.id);
    const completed = stripe.webhooks.constructEvent(
      delivery.body,
      String(delivery.headers['stripe-signature']),
      test.sandbox.webhookSecret,
    );
    assert.equal(completed.type, 'checkout.session.completed');
    const object = completed.data.object as Stripe.Checkout.Session;
    assert.equal(object.payment_status, 'paid');
    assert.equal(object.payment_intent, paid.payment_intent);
    assert.deepEqual(object.metadata, { orderId: '1001', storeId: 'hvac' });
  });

  it('sends the shopper on to success_url when a paid session is posted again', async () => {
    const session = await stripe.checkout.sessions.create(sessionParams());
    await submitPaymentForm(session.url!);
    const paymentIntent = (await stripe.checkout.sessions.retrieve(session.id)).payment_intent;
    const again = await submitPaymentForm(session.url!);
    assert.equal(again.status, 303);
    assert.match(again.headers.get('location') ?? '', new RegExp(`session_id=${session.id}$`));
    assert.equal(
      (await stripe.checkout.sessions.retrieve(session.id)).payment_intent,
      paymentIntent,
      'paid once',
    );
  });

  it('declines 4000 0000 0000 0002 with exactly "Your card was declined." and leaves the session open', async () => {
    const session = await stripe.checkout.sessions.create(sessionParams());
    const response = await submitPaymentForm(session.url!, { card_number: '4000 0000 0000 0002' });
    assert.equal(response.status, 402);
    const html = await response.text();
    assert.equal(alertText(html), 'Your card was declined.');
    assert.match(
      html,
      /<input id="card-number"[^>]*aria-describedby="payment-error" aria-invalid="true" autofocus \/>/,
    );
    const retrieved = await stripe.checkout.sessions.retrieve(session.id);
    assert.equal(retrieved.status, 'open');
    assert.equal(retrieved.payment_status, 'unpaid');
  });

  it('points at the field to fix when the card details are incomplete', async () => {
    const session = await stripe.checkout.sessions.create(sessionParams());
    const cases: Array<[Record<string, string>, string, string]> = [
      [{ card_number: '4242 4242' }, 'card-number', 'Your card number is incomplete.'],
      [{ card_number: '4242 4242 4242 4241' }, 'card-number', 'Your card number is invalid.'],
      [{ card_expiry: '' }, 'card-expiry', "Your card's expiration date is incomplete."],
      [
        { card_expiry: '13 / 30' },
        'card-expiry',
        "Your card's expiration date is invalid. Use MM / YY.",
      ],
      [{ card_expiry: '01 / 20' }, 'card-expiry', "Your card's expiration date is in the past."],
      [{ card_cvc: '1' }, 'card-cvc', "Your card's security code is incomplete."],
    ];
    for (const [form, id, message] of cases) {
      const response = await submitPaymentForm(session.url!, form);
      assert.equal(response.status, 422, message);
      const html = await response.text();
      assert.equal(alertText(html)?.replaceAll('&#39;', "'"), message);
      assert.match(html, new RegExp(`<input id="${id}"[^>]*aria-invalid="true" autofocus />`));
    }
  });

  it('says so when the session is already paid, expired or unknown', async () => {
    const session = await stripe.checkout.sessions.create(sessionParams());
    await submitPaymentForm(session.url!);
    const paid = await page(session.url!);
    assert.equal(paid.status, 200);
    assert.match(paid.html, /<h1>Payment complete<\/h1>/);
    assert.match(
      paid.html,
      new RegExp(
        `<a href="http://localhost:3000/checkout/success\\?session_id=${session.id}">Return to the store</a>`,
      ),
    );

    const open = await stripe.checkout.sessions.create(sessionParams());
    await stripe.checkout.sessions.expire(open.id);
    const expired = await page(open.url!);
    assert.equal(expired.status, 410);
    assert.match(expired.html, /<h1>This checkout session has expired<\/h1>/);
    const lateSubmit = await submitPaymentForm(open.url!);
    assert.equal(lateSubmit.status, 410, 'an expired session cannot be paid');

    const unknown = await page(`${test.sandbox.url}/pay/cs_test_nothing`);
    assert.equal(unknown.status, 404);
    assert.match(unknown.html, /<h1>Payment page not found<\/h1>/);
  });
});

describe('checkCard', () => {
  const today = new Date('2026-11-21T12:00:00Z');
  const card = { number: '4242424242424242', expiry: '11/26', cvc: '123' };

  it('approves the success test cards, in any spacing', () => {
    assert.deepEqual(checkCard(card, today), { outcome: 'approved' });
    assert.equal(
      checkCard({ ...card, number: '5555-5555-5555-4444', expiry: '1130' }, today).outcome,
      'approved',
    );
    assert.equal(checkCard({ ...card, expiry: '12 / 2030' }, today).outcome, 'approved');
  });

  it('declines the decline test cards and any card that is not a test card', () => {
    assert.deepEqual(checkCard({ ...card, number: '4000000000000002' }, today), {
      outcome: 'declined',
      message: 'Your card was declined.',
    });
    assert.deepEqual(checkCard({ ...card, number: '4000000000009995' }, today), {
      outcome: 'declined',
      message: 'Your card has insufficient funds.',
    });
    const real = checkCard({ ...card, number: '4111111111111111' }, today);
    assert.equal(real.outcome, 'declined');
  });

  it('wants four CVC digits for American Express numbers', () => {
    const amex = { number: '378282246310005', expiry: '11/26', cvc: '123' };
    assert.equal(checkCard(amex, today).outcome, 'invalid');
    assert.equal(checkCard({ ...amex, cvc: '1234' }, today).outcome, 'declined');
  });
});
