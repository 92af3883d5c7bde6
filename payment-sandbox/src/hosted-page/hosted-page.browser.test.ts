// The hosted payment flow in headless Chromium: session from the SDK, the shopper on the page.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { chromium, type Browser, type Page } from 'playwright-core';
import type Stripe from 'stripe';
import { chromiumLaunchOptions } from '../../../scripts/lib/chromium.mjs';
import { sessionParams, startTestSandbox, type TestSandbox } from '../testing/sandbox-client.js';
import { startStorePages, type StorePages } from '../testing/store-pages.js';
import { startWebhookReceiver, type WebhookReceiver } from '../testing/webhook-receiver.js';

describe('hosted payment page in Chromium', () => {
  let browser: Browser;
  let test: TestSandbox;
  let stripe: Stripe;
  let store: StorePages;
  let receiver: WebhookReceiver;
  let page: Page;

  before(async () => {
    [browser, store, receiver] = await Promise.all([
      chromium.launch(chromiumLaunchOptions()),
      startStorePages(),
      startWebhookReceiver(),
    ]);
    test = await startTestSandbox({ config: { webhookEndpoints: [receiver.url] } });
    stripe = test.stripe;
  });
  after(async () => {
    await browser?.close();
    await test?.sandbox.close();
    await store?.close();
    await receiver?.close();
  });

  async function openCheckout(): Promise<Stripe.Checkout.Session> {
    const session = await stripe.checkout.sessions.create(
      sessionParams({ success_url: store.successUrl, cancel_url: store.cancelUrl }),
    );
    page = await browser.newPage();
    await page.goto(session.url!);
    return session;
  }

  const focusedId = () => page.evaluate(() => document.activeElement?.id ?? '');

  it('pays with 4242 4242 4242 4242 from the keyboard alone and lands on success_url with the session id', async () => {
    const session = await openCheckout();
    assert.equal(await page.getByRole('heading', { level: 1 }).textContent(), 'Pay $44.98');
    assert.equal(await page.getByRole('cell', { name: 'Condenser fan motor' }).count(), 1);
    assert.equal(await page.getByText('pat@example.com').count(), 1);

    await page.keyboard.press('Tab');
    assert.equal(await focusedId(), 'card-number');
    await page.keyboard.type('4242 4242 4242 4242');
    await page.keyboard.press('Tab');
    assert.equal(await focusedId(), 'card-expiry');
    await page.keyboard.type('12 / 34');
    await page.keyboard.press('Tab');
    assert.equal(await focusedId(), 'card-cvc');
    await page.keyboard.type('123');
    await page.keyboard.press('Tab');
    assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'Pay $44.98');
    await Promise.all([page.waitForURL(/\/checkout\/success/), page.keyboard.press('Enter')]);

    assert.equal(page.url(), store.successUrl.replace('{CHECKOUT_SESSION_ID}', session.id));
    assert.equal(await page.locator('#session-id').textContent(), session.id);
    const paid = await stripe.checkout.sessions.retrieve(session.id);
    assert.equal(paid.status, 'complete');
    assert.equal(paid.payment_status, 'paid');
    await receiver.waitForEvent('checkout.session.completed', session.id);
    await page.close();
  });

  it('labels every field', async () => {
    await openCheckout();
    const unlabelled = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLInputElement>('input:not([type=hidden])')]
        .filter((input) => input.labels?.length !== 1)
        .map((input) => input.name),
    );
    assert.deepEqual(unlabelled, []);
    for (const label of ['Card number', 'Expiry date', 'CVC']) {
      assert.equal(await page.getByLabel(label, { exact: true }).count(), 1, label);
    }
    await page.close();
  });

  it('shows "Your card was declined." for 4000 0000 0000 0002, then pays with a good card', async () => {
    const session = await openCheckout();
    await page.getByLabel('Card number').fill('4000 0000 0000 0002');
    await page.getByLabel('Expiry date').fill('12 / 34');
    await page.getByLabel('CVC').fill('123');
    await page.getByRole('button', { name: 'Pay $44.98' }).click();

    const alert = page.getByRole('alert');
    await alert.waitFor();
    assert.equal(await alert.textContent(), 'Your card was declined.');
    assert.equal(await focusedId(), 'card-number', 'focus returns to the card number');
    assert.equal((await stripe.checkout.sessions.retrieve(session.id)).status, 'open');

    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await Promise.all([
      page.waitForURL(/\/checkout\/success/),
      page.getByRole('button', { name: 'Pay $44.98' }).click(),
    ]);
    assert.equal(await page.locator('#session-id').textContent(), session.id);
    await page.close();
  });

  it('returns to cancel_url on Cancel, leaving the session open', async () => {
    const session = await openCheckout();
    await Promise.all([
      page.waitForURL(store.cancelUrl),
      page.getByRole('link', { name: 'Cancel and return to the store' }).click(),
    ]);
    assert.equal(await page.getByRole('heading', { level: 1 }).textContent(), 'Payment cancelled');
    assert.equal((await stripe.checkout.sessions.retrieve(session.id)).status, 'open');
    await page.close();
  });
});
