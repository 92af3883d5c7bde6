// Every outbox topic renders an HTML and a plain-text e-mail in each store's name and colours,
// with the store's contact details, and no value from a payload can inject markup.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { STORE_IDS, salesEmailOf, storeConfigs } from '@storefront/contract';
import { contrastRatio } from '@storefront/contract/testing/contrast';
import type { OutboxTopic, OutboxTopics } from './messages.js';
import { emailColors, escapeHtml, renderEmail, UnrenderableMessageError } from './templates.js';

const SCRIPT = '<script>alert(1)</script>';

/** A payload of each topic with markup in every text a shopper types. */
const payloads: { [T in OutboxTopic]: OutboxTopics[T] } = {
  'account.welcome': { to: 'ann@example.com' },
  'account.password-reset': {
    to: 'ann@example.com',
    resetUrl: 'http://hvac.localhost:3000/reset-password?token=abc&email=ann%40example.com',
    expiresInMinutes: 30,
  },
  'account.set-password': {
    to: 'ann@example.com',
    setPasswordUrl:
      'http://hvac.localhost:3000/set-password?email=ann%40example.com&orderId=42&token=abc',
    expiresInHours: 24,
  },
  'account.password-changed': { to: 'ann@example.com' },
  'account.sign-in-paused': {
    to: 'ann@example.com',
    pausedMinutes: 1,
    resetPageUrl: 'http://hvac.localhost:3000/login?reset=true&email=ann%40example.com',
  },
  'contact.message': {
    name: `Ann ${SCRIPT}`,
    email: 'ann@example.com',
    subject: `Question ${SCRIPT}`,
    message: `Hello ${SCRIPT}`,
  },
  'bulk.request': {
    requestId: 42,
    companyName: `Acme ${SCRIPT}`,
    contactPerson: `Ann ${SCRIPT}`,
    email: 'ann@example.com',
    phone: '555-0100',
    products: `200 filters ${SCRIPT}`,
    deliveryAddress: '1 Main St',
    deliveryTimeline: 'May',
    additionalInformation: SCRIPT,
  },
  'bulk.confirmation': { to: 'ann@example.com', requestId: 42 },
  'order.confirmation': {
    to: 'ann@example.com',
    firstName: `Ann ${SCRIPT}`,
    storeOrderId: 'HVAC-000042',
    items: [
      {
        name: `Fan motor ${SCRIPT}`,
        sku: 'FAN-1',
        quantity: 2,
        unitPriceCents: 1999,
        totalCents: 3998,
      },
      { name: 'Capacitor', sku: 'CAP-7', quantity: 1, unitPriceCents: 500, totalCents: 500 },
    ],
    subtotalCents: 4498,
    shippingCents: 500,
    totalCents: 4998,
    shippingAddress: {
      name: 'Ann Lee',
      street: '12 Main St, Apt 4',
      city: 'Austin',
      state: 'TX',
      postalCode: '78701',
      country: 'US',
    },
    billingAddress: {
      name: 'Ann Lee',
      street: '9 Elm Rd',
      city: 'Dallas',
      state: 'TX',
      postalCode: '75201',
      country: 'US',
    },
    orderUrl: 'http://hvac.localhost:3000/orders/42',
  },
  'order.cancelled': {
    to: 'ann@example.com',
    firstName: `Ann ${SCRIPT}`,
    storeOrderId: 'HVAC-000042',
    reason: `Changed my mind ${SCRIPT}`,
    refundCents: 4998,
  },
  'order.return-received': {
    to: 'ann@example.com',
    firstName: `Ann ${SCRIPT}`,
    storeOrderId: 'HVAC-000042',
    reason: `Wrong size ${SCRIPT}`,
    totalCents: 4998,
  },
  'order.return-authorized': {
    to: 'ann@example.com',
    firstName: `Ann ${SCRIPT}`,
    storeOrderId: 'HVAC-000042',
    rmaNumber: 'RMA-HVAC-000042-01',
    lines: [{ name: 'Fan motor', sku: 'FAN-1', quantity: 1, reason: `Wrong size ${SCRIPT}` }],
    merchandiseCents: 1999,
    restockingFeePercent: 15,
    restockingFeeCents: 300,
    refundCents: 1699,
  },
  'order.return-refunded': {
    to: 'ann@example.com',
    firstName: `Ann ${SCRIPT}`,
    storeOrderId: 'HVAC-000042',
    rmaNumber: 'RMA-HVAC-000042-01',
    refundCents: 1699,
  },
  'order.payment-review': {
    orderId: 42,
    storeOrderId: 'HVAC-000042',
    sessionId: 'cs_test_review',
    transactionId: 'pi_review',
    reason: `The provider reported 0.01 USD paid ${SCRIPT}; the order totals 49.98 USD.`,
  },
  'order.shipped': {
    to: 'ann@example.com',
    firstName: `Ann ${SCRIPT}`,
    storeOrderId: 'HVAC-000042',
    items: [
      {
        name: `Fan motor ${SCRIPT}`,
        quantity: 2,
        trackingNumber: '1Z999',
        trackingUrl: 'https://parcelsapp.com/en/tracking/1Z999',
      },
    ],
  },
  'stock-alert.confirm': {
    to: 'ann@example.com',
    productName: `Fan motor ${SCRIPT}`,
    productUrl: 'http://hvac.localhost:3000/product/42',
    confirmUrl: 'http://hvac.localhost:3000/stock-alerts/confirm?token=abc',
    expiresInHours: 48,
  },
  'stock-alert.back-in-stock': {
    to: 'ann@example.com',
    productName: `Fan motor ${SCRIPT}`,
    productUrl: 'http://hvac.localhost:3000/product/42',
    unsubscribeUrl: 'http://hvac.localhost:3000/stock-alerts/unsubscribe?token=xyz',
    oneClickUnsubscribeUrl:
      'http://localhost:4000/store-api/stock-alerts/one-click-unsubscribe?token=xyz',
  },
};

const topics = Object.keys(payloads) as OutboxTopic[];

/** Sent to an address nobody confirmed, so they carry nothing a shopper typed (issue 36). */
const WITHOUT_TYPED_TEXT = new Set<OutboxTopic>([
  'account.welcome',
  'account.password-reset',
  'account.set-password',
  'account.password-changed',
  'account.sign-in-paused',
  'bulk.confirmation',
  'stock-alert.confirm',
  'stock-alert.back-in-stock',
]);

describe('e-mail templates', () => {
  for (const storeId of STORE_IDS) {
    const store = storeConfigs[storeId];
    for (const topic of topics) {
      it(`renders ${topic} for the ${storeId} store as HTML and text, escaping markup`, () => {
        const email = renderEmail(topic, payloads[topic], store);
        // The HTML carries the same words, escaped (Summit Parts &amp; Tools).
        for (const [body, as] of [
          [email.html, escapeHtml],
          [email.text, String],
        ] as const) {
          assert.ok(body.includes(as(store.name)), 'names the store');
          assert.ok(body.includes(as(store.contact.phone)), 'has the contact phone');
          assert.ok(body.includes(as(store.contact.hours)), 'has the opening hours');
          assert.ok(body.includes(as(store.contact.address.city)), 'has the address');
        }
        assert.ok(email.html.includes(store.contact.email));
        assert.ok(!email.html.includes('<script>'), 'no markup from the payload');
        if (!WITHOUT_TYPED_TEXT.has(topic)) {
          assert.ok(email.html.includes('&lt;script&gt;alert(1)&lt;/script&gt;'));
          assert.ok(email.text.includes(SCRIPT), 'the text version shows what was typed');
        }
        assert.ok(email.html.includes(`background:${emailColors(store).primary}`));
        assert.ok(email.subject.length > 0);
      });
    }
  }

  it('greets neutrally and repeats nothing a stranger typed in the e-mails to unconfirmed addresses, even from a payload queued before', () => {
    const SPAM = 'WIN $500 at spam.example';
    // What the welcome and the bulk confirmation were queued with until issue 36.
    const typedBefore = { firstName: SPAM, contactPerson: SPAM, companyName: `${SPAM} Inc` };
    for (const topic of WITHOUT_TYPED_TEXT) {
      const email = renderEmail(topic, { ...payloads[topic], ...typedBefore }, storeConfigs.hvac);
      for (const body of [email.subject, email.html, email.text]) {
        assert.ok(!body.includes('spam.example'), `${topic} repeats the typed text`);
      }
    }
    const welcome = renderEmail('account.welcome', payloads['account.welcome'], storeConfigs.hvac);
    assert.equal(welcome.subject, 'Welcome to Comfort Air HVAC Supply');
    assert.ok(
      welcome.text.startsWith(
        'Welcome to Comfort Air HVAC Supply!\n\nThank you for creating your Comfort Air HVAC Supply account with this e-mail address.',
      ),
      welcome.text,
    );
    const confirmation = renderEmail(
      'bulk.confirmation',
      payloads['bulk.confirmation'],
      storeConfigs.default,
    );
    assert.ok(
      confirmation.text.startsWith(
        'Thank you for your request\n\nHello, Summit Parts & Tools received the bulk purchase request #42 sent from our website with this e-mail address.',
      ),
      confirmation.text,
    );
  });

  it('tells the owner that sign-in was paused, that nobody got in, and how to get in anyway', () => {
    const payload = payloads['account.sign-in-paused'];
    const email = renderEmail('account.sign-in-paused', payload, storeConfigs.hvac);
    assert.equal(email.to, 'ann@example.com');
    assert.equal(email.subject, 'Sign-in to your Comfort Air HVAC Supply account was paused');
    for (const text of [
      'Someone tried to sign in to your Comfort Air HVAC Supply account with wrong passwords many times. To protect it, we paused sign-in to it for 1 minute, and for longer if the attempts go on.',
      'Nobody signed in and your password is unchanged. You can still sign in from a device and network you signed in from before.',
      `Reset your password: ${payload.resetPageUrl}`,
    ]) {
      assert.ok(email.text.includes(text), text);
    }
  });

  it('sends account e-mails to the customer and shows the reset link and its expiry', () => {
    const email = renderEmail(
      'account.password-reset',
      payloads['account.password-reset'],
      storeConfigs.hvac,
    );
    assert.equal(email.to, 'ann@example.com');
    assert.equal(email.subject, `Reset your ${storeConfigs.hvac.name} password`);
    const { resetUrl } = payloads['account.password-reset'];
    assert.ok(email.text.includes(resetUrl));
    assert.ok(email.html.includes(`href="${resetUrl.replace('&', '&amp;')}"`));
    for (const body of [email.html, email.text]) assert.match(body, /expires in 30 minutes/);
  });

  it('shows a reset link that is not a web address without linking it', () => {
    const email = renderEmail(
      'account.password-reset',
      { ...payloads['account.password-reset'], resetUrl: 'javascript:alert(1)' },
      storeConfigs.hvac,
    );
    assert.ok(!email.html.includes('href="javascript:'));
    assert.ok(email.html.includes('javascript:alert(1)'));
  });

  it("alerts the store's contact address to a payment that does not match its order", () => {
    const email = renderEmail(
      'order.payment-review',
      payloads['order.payment-review'],
      storeConfigs.parts,
    );
    assert.equal(email.to, storeConfigs.parts.contact.email);
    assert.equal(email.subject, 'Payment of order HVAC-000042 needs a check');
    for (const text of [
      '0.01 USD paid',
      'the order totals 49.98 USD',
      'cs_test_review',
      'pi_review',
    ]) {
      assert.ok(email.text.includes(text), text);
    }
    assert.match(email.text, /was not marked paid/);
  });

  it('sends a contact message to the store, replying to the shopper', () => {
    const email = renderEmail('contact.message', payloads['contact.message'], storeConfigs.parts);
    assert.equal(email.to, storeConfigs.parts.contact.email);
    assert.equal(email.replyTo, 'ann@example.com');
  });

  it('sends a bulk request to the sales address and promises the requester a reply in 1-2 business days', () => {
    const request = renderEmail('bulk.request', payloads['bulk.request'], storeConfigs.default);
    assert.equal(request.to, 'sales@summitpartsandtools.com', 'the store has a sales desk');
    const hvacRequest = renderEmail('bulk.request', payloads['bulk.request'], storeConfigs.hvac);
    assert.equal(
      hvacRequest.to,
      storeConfigs.hvac.contact.email,
      'no sales desk: the contact address',
    );
    assert.equal(salesEmailOf(storeConfigs.hvac.contact), storeConfigs.hvac.contact.email);
    assert.equal(request.replyTo, 'ann@example.com');
    assert.match(request.subject, /#42/);
    const confirmation = renderEmail(
      'bulk.confirmation',
      payloads['bulk.confirmation'],
      storeConfigs.default,
    );
    assert.equal(confirmation.to, 'ann@example.com');
    for (const body of [confirmation.html, confirmation.text]) {
      assert.match(body, /within 1-2 business days/);
    }
  });

  it('confirms an order with its number, items, totals and both addresses, linking a customer to it', () => {
    const order = payloads['order.confirmation'];
    const email = renderEmail('order.confirmation', order, storeConfigs.hvac);
    assert.equal(email.to, 'ann@example.com');
    assert.match(email.subject, /HVAC-000042/);
    for (const text of [
      '2 × Fan motor',
      '$39.98',
      '$19.99 each',
      'Subtotal: $44.98',
      'Shipping: $5.00',
      'Total: $49.98',
      '12 Main St, Apt 4',
      'Dallas, TX 75201',
      `View your order: ${order.orderUrl}`,
    ]) {
      assert.ok(email.text.includes(text), `the text shows ${text}`);
    }
    assert.ok(email.html.includes(`href="${order.orderUrl}"`));
  });

  it('prints the country of each address by its name, not its code', () => {
    const email = renderEmail(
      'order.confirmation',
      payloads['order.confirmation'],
      storeConfigs.parts,
    );
    assert.ok(email.text.includes('Austin, TX 78701\nUnited States'), 'shipping address');
    assert.ok(email.text.includes('Dallas, TX 75201\nUnited States'), 'billing address');
    assert.doesNotMatch(email.text, /^US$/m);
  });

  it('sends the set-password link to the guest with its expiry', () => {
    const payload = payloads['account.set-password'];
    const email = renderEmail('account.set-password', payload, storeConfigs.hvac);
    assert.equal(email.to, 'ann@example.com');
    assert.equal(email.subject, `Set your ${storeConfigs.hvac.name} password`);
    assert.ok(email.text.includes(`Choose your password: ${payload.setPasswordUrl}`));
    assert.ok(email.html.includes(`href="${payload.setPasswordUrl.replaceAll('&', '&amp;')}"`));
    for (const body of [email.html, email.text]) assert.match(body, /expires in 24 hours/);
  });

  it("links a guest's confirmation to set-password while the e-mail has no password", () => {
    const url =
      'http://parts.localhost:3000/set-password?email=ann%40example.com&orderId=7&token=xyz';
    const email = renderEmail(
      'order.confirmation',
      {
        ...payloads['order.confirmation'],
        orderUrl: null,
        setPassword: { url, expiresInHours: 24 },
      },
      storeConfigs.parts,
    );
    assert.ok(email.text.includes(`Create an Account: ${url}`));
    assert.ok(email.html.includes(`href="${url.replaceAll('&', '&amp;')}"`));
    assert.match(email.text, /works once, for 24 hours/);
  });

  it("gives a guest's confirmation the order number to keep and free shipping, without a link", () => {
    const email = renderEmail(
      'order.confirmation',
      { ...payloads['order.confirmation'], orderUrl: null, shippingCents: 0, totalCents: 4498 },
      storeConfigs.parts,
    );
    assert.ok(!email.html.includes('/orders/'));
    assert.match(email.text, /Shipping: Free/);
    assert.match(email.text, /your order number is HVAC-000042/);
  });

  it('tells of a cancellation with the full refund, or that nothing was charged', () => {
    const refunded = renderEmail('order.cancelled', payloads['order.cancelled'], storeConfigs.hvac);
    assert.match(refunded.subject, /HVAC-000042 was cancelled/);
    assert.match(refunded.text, /We refunded \$49\.98 in full/);
    const unpaid = renderEmail(
      'order.cancelled',
      { ...payloads['order.cancelled'], refundCents: 0 },
      storeConfigs.hvac,
    );
    assert.match(unpaid.text, /nothing to refund/);
  });

  it('says a return refund waits for the goods, less the 15% restocking fee, in 7-10 business days', () => {
    const email = renderEmail(
      'order.return-received',
      payloads['order.return-received'],
      storeConfigs.hvac,
    );
    assert.match(email.text, /refund of \$49\.98, less a 15% restocking fee/);
    assert.match(email.text, /once the goods reach us and takes 7-10 business days/);
  });

  it("gives an RMA's number, lines, fee, refund and the store's return address", () => {
    const email = renderEmail(
      'order.return-authorized',
      payloads['order.return-authorized'],
      storeConfigs.hvac,
    );
    assert.match(email.subject, /Your return RMA-HVAC-000042-01 for .* order HVAC-000042/);
    assert.match(email.text, /1 x Fan motor \(FAN-1\)/);
    assert.match(email.text, /Restocking fee \(15%\)[^\n]*\$3\.00/);
    assert.match(email.text, /Refund[^\n]*\$16\.99/);
    const { street, city } = storeConfigs.hvac.contact.address;
    assert.ok(
      email.text.includes(`Send the items to: ${storeConfigs.hvac.name}, ${street}, ${city}`),
    );
    const refunded = renderEmail(
      'order.return-refunded',
      payloads['order.return-refunded'],
      storeConfigs.hvac,
    );
    assert.match(refunded.text, /We refunded \$16\.99 to your card/);
  });

  it('links every shipped item to its tracking page', () => {
    const email = renderEmail('order.shipped', payloads['order.shipped'], storeConfigs.hvac);
    assert.ok(email.html.includes('href="https://parcelsapp.com/en/tracking/1Z999"'));
    assert.match(email.text, /1Z999/);
  });

  it('asks a guest to confirm a back-in-stock alert with its link, naming the product but nothing the guest typed', () => {
    const email = renderEmail(
      'stock-alert.confirm',
      payloads['stock-alert.confirm'],
      storeConfigs.hvac,
    );
    assert.equal(email.to, 'ann@example.com');
    assert.equal(email.subject, 'Confirm your Comfort Air HVAC Supply back-in-stock alert');
    assert.match(
      email.text,
      /Confirm my alert: http:\/\/hvac\.localhost:3000\/stock-alerts\/confirm\?token=abc/,
    );
    assert.match(email.text, /This link works for 48 hours\./);
    assert.equal(email.headers, undefined);
  });

  it('tells a subscriber the product is back, with a one-click unsubscribe link and List-Unsubscribe headers', () => {
    const email = renderEmail(
      'stock-alert.back-in-stock',
      payloads['stock-alert.back-in-stock'],
      storeConfigs.hvac,
    );
    assert.equal(email.subject, `Fan motor ${SCRIPT} is back in stock at Comfort Air HVAC Supply`);
    assert.match(email.text, /View the product: http:\/\/hvac\.localhost:3000\/product\/42/);
    assert.match(
      email.text,
      /Unsubscribe from this alert: http:\/\/hvac\.localhost:3000\/stock-alerts\/unsubscribe\?token=xyz/,
    );
    assert.deepEqual(email.headers, {
      'List-Unsubscribe':
        '<http://localhost:4000/store-api/stock-alerts/one-click-unsubscribe?token=xyz>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });

  it('draws readable text on every store colour (WCAG AA)', () => {
    for (const storeId of STORE_IDS) {
      const colors = emailColors(storeConfigs[storeId]);
      assert.ok(contrastRatio(colors.onPrimary, colors.primary) >= 4.5, `${storeId} header`);
      assert.ok(contrastRatio(colors.link, colors.surface) >= 4.5, `${storeId} links`);
      assert.ok(contrastRatio(colors.text, colors.surface) >= 4.5, `${storeId} text`);
    }
  });

  it('refuses a topic without a template and a payload that is not an object', () => {
    assert.throws(
      () => renderEmail('order.unheard-of', {}, storeConfigs.hvac),
      UnrenderableMessageError,
    );
    assert.throws(
      () => renderEmail('account.welcome', null, storeConfigs.hvac),
      UnrenderableMessageError,
    );
  });
});
