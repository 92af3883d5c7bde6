// The store's e-mails: one template per outbox topic says who gets what, and one layout draws it as
// HTML and plain text in the store's name, colours and contact details. Every value is escaped in
// the layout, the only place that writes HTML.
import {
  formatCents,
  formatPostalAddress,
  REFUND_PROCESSING_TIME,
  RESTOCKING_FEE_PERCENT,
  salesEmailOf,
  type StoreConfig,
} from '@storefront/contract';
import { CONTRAST, ensureContrast, readableTextOn } from '@storefront/contract/contrast';
import { countryName } from '@storefront/contract/validation';
import type { MessageAddress, OutboxTopic, OutboxTopics } from './messages.js';

const money = formatCents;

/** Name, street, then "City, ST 12345", then the country by name (US → United States). */
function addressLines(address: MessageAddress): string {
  return [
    address.name,
    address.street,
    `${address.city}, ${address.state} ${address.postalCode}`,
    countryName(address.country),
  ].join('\n');
}

/** A labelled value (a form field), a paragraph, or a link that the text version spells out. */
export type EmailBlock =
  | { paragraph: string }
  | { link: { label: string; url: string } }
  | { fields: Array<[label: string, value: string]> };

export interface EmailContent {
  to: string;
  replyTo?: string;
  /** Extra header lines (List-Unsubscribe), sent as given. */
  headers?: Record<string, string>;
  subject: string;
  heading: string;
  blocks: EmailBlock[];
}

export interface RenderedEmail {
  to: string;
  replyTo?: string;
  headers?: Record<string, string>;
  subject: string;
  html: string;
  text: string;
}

type Template<T extends OutboxTopic> = (
  payload: OutboxTopics[T],
  store: StoreConfig,
) => EmailContent;

const templates: { [T in OutboxTopic]: Template<T> } = {
  // No account e-mail names the customer: the name was typed by whoever registered (messages.ts).
  'account.welcome': ({ to }, store) => ({
    to,
    subject: `Welcome to ${store.name}`,
    heading: `Welcome to ${store.name}!`,
    blocks: [
      { paragraph: `Thank you for creating your ${store.name} account with this e-mail address.` },
      {
        paragraph:
          'You can now check out faster, keep your addresses and follow your orders from your account.',
      },
      {
        paragraph: `If you did not create this account, write to us at ${store.contact.email} and we will close it.`,
      },
    ],
  }),
  'account.password-reset': ({ to, resetUrl, expiresInMinutes }, store) => ({
    to,
    subject: `Reset your ${store.name} password`,
    heading: 'Reset your password',
    blocks: [
      {
        paragraph: `Hello, we received a request to reset the password of your ${store.name} account.`,
      },
      { link: { label: 'Choose a new password', url: resetUrl } },
      { paragraph: `This link expires in ${expiresInMinutes} minutes and works once.` },
      {
        paragraph:
          'If you did not ask for a new password, ignore this e-mail: your password stays the same.',
      },
    ],
  }),
  'account.set-password': ({ to, setPasswordUrl, expiresInHours }, store) => ({
    to,
    subject: `Set your ${store.name} password`,
    heading: 'Set your password',
    blocks: [
      {
        paragraph: `Hello, someone checked out at ${store.name} as a guest with this e-mail. Choose a password to see your orders and check out faster next time.`,
      },
      { link: { label: 'Choose your password', url: setPasswordUrl } },
      { paragraph: `This link expires in ${expiresInHours} hours and works once.` },
      {
        paragraph:
          'If you did not ask for this, ignore this e-mail: nobody can use the account without the link.',
      },
    ],
  }),
  'account.password-changed': ({ to }, store) => ({
    to,
    subject: `Your ${store.name} password was changed`,
    heading: 'Your password was changed',
    blocks: [
      {
        paragraph: `Hello, the password of your ${store.name} account was just changed.`,
      },
      {
        paragraph: `If this was not you, contact us right away at ${store.contact.email} or ${store.contact.phone}.`,
      },
    ],
  }),
  'account.sign-in-paused': ({ to, pausedMinutes, resetPageUrl }, store) => ({
    to,
    subject: `Sign-in to your ${store.name} account was paused`,
    heading: 'We paused sign-in to your account',
    blocks: [
      {
        paragraph: `Someone tried to sign in to your ${store.name} account with wrong passwords many times. To protect it, we paused sign-in to it for ${pausedMinutes} ${pausedMinutes === 1 ? 'minute' : 'minutes'}, and for longer if the attempts go on.`,
      },
      {
        paragraph:
          'Nobody signed in and your password is unchanged. You can still sign in from a device and network you signed in from before.',
      },
      {
        paragraph:
          'If you cannot wait, or think someone may know your password, choose a new one: a reset ends the pause.',
      },
      { link: { label: 'Reset your password', url: resetPageUrl } },
      {
        paragraph: `Questions? Write to ${store.contact.email} or call ${store.contact.phone}.`,
      },
    ],
  }),
  'contact.message': ({ name, email, subject, message }, store) => ({
    to: store.contact.email,
    replyTo: email,
    subject: `Contact form: ${subject}`,
    heading: 'New message from the contact form',
    blocks: [
      {
        fields: [
          ['Name', name],
          ['Email', email],
          ['Subject', subject],
        ],
      },
      { paragraph: message },
      { paragraph: `Reply to this e-mail to answer ${name}. Sent from the ${store.name} website.` },
    ],
  }),
  'bulk.request': (request, store) => ({
    to: salesEmailOf(store.contact),
    replyTo: request.email,
    subject: `Bulk purchase request #${request.requestId} from ${request.companyName}`,
    heading: `Bulk purchase request #${request.requestId}`,
    blocks: [
      {
        fields: [
          ['Company', request.companyName],
          ['Contact person', request.contactPerson],
          ['Email', request.email],
          ['Phone', request.phone],
          ['Products and quantities', request.products],
          ['Delivery address', request.deliveryAddress],
          ['Delivery timeline', request.deliveryTimeline],
          ['Additional information', request.additionalInformation],
        ],
      },
      { paragraph: 'The requester was told to expect a reply within 1-2 business days.' },
    ],
  }),
  // Nothing the requester typed: they may not own the address (messages.ts).
  'bulk.confirmation': ({ to, requestId }, store) => ({
    to,
    subject: `We received your bulk purchase request #${requestId}`,
    heading: 'Thank you for your request',
    blocks: [
      {
        paragraph: `Hello, ${store.name} received the bulk purchase request #${requestId} sent from our website with this e-mail address.`,
      },
      {
        paragraph: `Our sales team will reply within 1-2 business days. For anything urgent, call us at ${store.contact.phone}.`,
      },
      {
        paragraph: 'If you did not send this request, ignore this e-mail.',
      },
    ],
  }),
  // Only the store's own words and the product's name: the guest's address is not confirmed yet.
  'stock-alert.confirm': ({ to, productName, productUrl, confirmUrl, expiresInHours }, store) => ({
    to,
    subject: `Confirm your ${store.name} back-in-stock alert`,
    heading: 'Confirm your back-in-stock alert',
    blocks: [
      {
        paragraph: `Hello, someone asked ${store.name} to e-mail this address when ${productName} is back in stock. Confirm it and we will write once it is.`,
      },
      { link: { label: 'Confirm my alert', url: confirmUrl } },
      { paragraph: `This link works for ${expiresInHours} hours.` },
      { link: { label: 'View the product', url: productUrl } },
      {
        paragraph:
          'If you did not ask for this, ignore this e-mail: without the confirmation we will not write again.',
      },
    ],
  }),
  'stock-alert.back-in-stock': (
    { to, productName, productUrl, unsubscribeUrl, oneClickUnsubscribeUrl },
    store,
  ) => ({
    to,
    // RFC 2369 and RFC 8058: mail clients offer their own one-click unsubscribe button.
    headers: {
      'List-Unsubscribe': `<${oneClickUnsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
    subject: `${productName} is back in stock at ${store.name}`,
    heading: "It's back in stock",
    blocks: [
      {
        paragraph: `Good news: ${productName} is back in stock at ${store.name}. Stock can go quickly, so order soon.`,
      },
      { link: { label: 'View the product', url: productUrl } },
      {
        paragraph: `You get this e-mail because you asked ${store.name} to tell you when this product is back in stock.`,
      },
      { link: { label: 'Unsubscribe from this alert', url: unsubscribeUrl } },
    ],
  }),
  'order.confirmation': (order, store) => ({
    to: order.to,
    subject: `Your ${store.name} order ${order.storeOrderId}`,
    heading: 'Thank you for your order!',
    blocks: [
      {
        paragraph: `Hi ${order.firstName}, we received your payment for order ${order.storeOrderId}. We will e-mail you again when it ships.`,
      },
      {
        fields: order.items.map((item): [string, string] => [
          `${item.quantity} × ${item.name}`,
          `${money(item.totalCents)} (SKU ${item.sku}, ${money(item.unitPriceCents)} each)`,
        ]),
      },
      {
        fields: [
          ['Subtotal', money(order.subtotalCents)],
          ['Shipping', order.shippingCents === 0 ? 'Free' : money(order.shippingCents)],
          ['Total', money(order.totalCents)],
        ],
      },
      {
        fields: [
          ['Shipping address', addressLines(order.shippingAddress)],
          ['Billing address', addressLines(order.billingAddress)],
        ],
      },
      ...(order.orderUrl
        ? [{ link: { label: 'View your order', url: order.orderUrl } }]
        : [
            {
              paragraph: `Keep this e-mail: your order number is ${order.storeOrderId}. Questions? Write to ${store.contact.email} or call ${store.contact.phone}.`,
            },
          ]),
      ...(order.setPassword
        ? [
            {
              paragraph:
                'Create an account to follow this order and check out faster next time: choose a password with this link.',
            },
            { link: { label: 'Create an Account', url: order.setPassword.url } },
            {
              paragraph: `The link works once, for ${order.setPassword.expiresInHours} hours.`,
            },
          ]
        : []),
    ],
  }),
  'order.cancelled': (order, store) => ({
    to: order.to,
    subject: `Your ${store.name} order ${order.storeOrderId} was cancelled`,
    heading: 'Your order was cancelled',
    blocks: [
      { paragraph: `Hi ${order.firstName}, your order ${order.storeOrderId} has been cancelled.` },
      { fields: [['Reason', order.reason]] },
      {
        paragraph:
          order.refundCents > 0
            ? `We refunded ${money(order.refundCents)} in full to your card. Your bank shows it within ${REFUND_PROCESSING_TIME}.`
            : 'Nothing had been charged, so there is nothing to refund.',
      },
    ],
  }),
  'order.return-received': (order, store) => ({
    to: order.to,
    subject: `Your return of ${store.name} order ${order.storeOrderId}`,
    heading: 'We received your return request',
    blocks: [
      {
        paragraph: `Hi ${order.firstName}, we recorded the return of order ${order.storeOrderId}.`,
      },
      { fields: [['Reason', order.reason]] },
      {
        paragraph: `Your refund of ${money(order.totalCents)}, less a ${RESTOCKING_FEE_PERCENT}% restocking fee, is issued once the goods reach us and takes ${REFUND_PROCESSING_TIME}.`,
      },
      {
        paragraph: `Questions? Write to ${store.contact.email} or call ${store.contact.phone}.`,
      },
    ],
  }),
  'order.return-authorized': (rma, store) => ({
    to: rma.to,
    subject: `Your return ${rma.rmaNumber} for ${store.name} order ${rma.storeOrderId}`,
    heading: `Return authorised: ${rma.rmaNumber}`,
    blocks: [
      {
        paragraph: `Hi ${rma.firstName}, your return of items from order ${rma.storeOrderId} is authorised under RMA number ${rma.rmaNumber}. Please write it on the parcel, or put the printed return slip from your order page inside.`,
      },
      {
        fields: rma.lines.map(({ name, sku, quantity, reason }): [string, string] => [
          `${quantity} x ${name} (${sku})`,
          reason,
        ]),
      },
      {
        fields: [
          ['Items', money(rma.merchandiseCents)],
          [`Restocking fee (${rma.restockingFeePercent}%)`, money(rma.restockingFeeCents)],
          ['Refund', money(rma.refundCents)],
        ],
      },
      {
        paragraph: `Send the items to: ${store.name}, ${formatPostalAddress(store.contact.address)}. Your refund goes to your card once they reach us, within ${store.policies.returns.refundProcessingTime}.`,
      },
      {
        paragraph: `Questions? Write to ${store.contact.email} or call ${store.contact.phone}.`,
      },
    ],
  }),
  'order.return-refunded': (rma, store) => ({
    to: rma.to,
    subject: `Refund for your return ${rma.rmaNumber} (${store.name} order ${rma.storeOrderId})`,
    heading: 'Your return was refunded',
    blocks: [
      {
        paragraph: `Hi ${rma.firstName}, the items of return ${rma.rmaNumber} reached us. We refunded ${money(rma.refundCents)} to your card; your bank shows it within ${store.policies.returns.refundProcessingTime}.`,
      },
    ],
  }),
  'order.payment-review': (review, store) => ({
    to: store.contact.email,
    subject: `Payment of order ${review.storeOrderId} needs a check`,
    heading: 'A payment needs your review',
    blocks: [
      {
        paragraph: `The card provider reported a payment for order ${review.storeOrderId} that does not match it. The order was not marked paid; its items stay reserved until you settle it.`,
      },
      {
        fields: [
          ['Order', `${review.storeOrderId} (id ${review.orderId})`],
          ['What differs', review.reason],
          ['Checkout session', review.sessionId],
          ['Provider payment', review.transactionId ?? 'not named'],
        ],
      },
      {
        paragraph:
          'Check the payment at the provider, then refund it or contact the customer. `ops list` shows every order waiting for a review.',
      },
    ],
  }),
  'order.shipped': (order, store) => ({
    to: order.to,
    subject: `Your ${store.name} order ${order.storeOrderId} has shipped`,
    heading: 'Your order is on its way',
    blocks: [
      { paragraph: `Hi ${order.firstName}, items of order ${order.storeOrderId} have shipped.` },
      ...order.items.map((item) => ({
        link: {
          label: `Track ${item.quantity} × ${item.name} (${item.trackingNumber})`,
          url: item.trackingUrl,
        },
      })),
    ],
  }),
};

/** Thrown for a message no template can render: retrying would never help. */
export class UnrenderableMessageError extends Error {}

export function hasTemplate(topic: string): topic is OutboxTopic {
  return Object.hasOwn(templates, topic);
}

/** The e-mail of a queued message for its store. */
export function renderEmail(topic: string, payload: unknown, store: StoreConfig): RenderedEmail {
  if (!hasTemplate(topic)) throw new UnrenderableMessageError(`no template for topic ${topic}`);
  if (typeof payload !== 'object' || payload === null) {
    throw new UnrenderableMessageError(`the ${topic} payload is not an object`);
  }
  // The payload was typed by the catalogue when it was queued.
  const template = templates[topic] as Template<OutboxTopic>;
  return layout(template(payload as OutboxTopics[OutboxTopic], store), store);
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: unknown): string {
  return String(value ?? '').replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

/** Only web links become buttons: a `javascript:` URL in a payload is shown, never linked. */
function isWebUrl(url: string): boolean {
  return /^https?:\/\//i.test(url);
}

const WHITE = '#ffffff';

/**
 * The store's palette made readable the way the site's theme does it (WCAG AA, the contract's contrast
 * helpers): e-mail clients show the content on white, the header on the primary colour.
 */
export function emailColors({ theme }: StoreConfig) {
  return {
    primary: theme.primary,
    onPrimary: readableTextOn(theme.primary, [theme.textaccent, theme.text]),
    background: theme.background,
    surface: WHITE,
    text: ensureContrast(theme.text, [WHITE], CONTRAST.text),
    link: ensureContrast(theme.primary, [WHITE], CONTRAST.text),
    muted: ensureContrast('#5f6b76', [WHITE], CONTRAST.text),
    border: '#d9dee3',
  };
}

function layout(content: EmailContent, store: StoreConfig): RenderedEmail {
  const colors = emailColors(store);
  const { contact } = store;
  const address = formatPostalAddress(contact.address);
  const footer = [store.name, address, `${contact.email} · ${contact.phone}`, contact.hours];
  const paragraphStyle = `margin:0 0 16px;white-space:pre-wrap`;

  const htmlBlock = (block: EmailBlock): string => {
    if ('paragraph' in block)
      return `<p style="${paragraphStyle}">${escapeHtml(block.paragraph)}</p>`;
    if ('link' in block) {
      const { label, url } = block.link;
      const small = 'margin:0 0 16px;font-size:13px;word-break:break-all';
      if (!isWebUrl(url)) return `<p style="${small}">${escapeHtml(label)}: ${escapeHtml(url)}</p>`;
      const href = escapeHtml(url);
      return `<p style="margin:0 0 8px"><a href="${href}" style="display:inline-block;padding:12px 20px;border-radius:6px;background:${colors.primary};color:${colors.onPrimary};font-weight:bold;text-decoration:none">${escapeHtml(label)}</a></p>
<p style="${small}">If the button does not work, open this link: <a href="${href}" style="color:${colors.link}">${href}</a></p>`;
    }
    const rows = block.fields
      .map(
        ([label, value]) =>
          `<tr><th align="left" valign="top" style="padding:4px 12px 4px 0;white-space:nowrap">${escapeHtml(label)}</th><td style="padding:4px 0;white-space:pre-wrap">${escapeHtml(value)}</td></tr>`,
      )
      .join('');
    return `<table role="presentation" style="border-collapse:collapse;margin:0 0 16px">${rows}</table>`;
  };

  const textBlock = (block: EmailBlock): string => {
    if ('paragraph' in block) return block.paragraph;
    if ('link' in block) return `${block.link.label}: ${block.link.url}`;
    return block.fields.map(([label, value]) => `${label}: ${value}`).join('\n');
  };

  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;padding:0;background:${colors.background};color:${colors.text};font-family:Arial,Helvetica,sans-serif">
<table role="presentation" width="100%" style="border-collapse:collapse"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="600" style="max-width:600px;border-collapse:collapse;background:${colors.surface}">
<tr><td style="padding:16px 24px;background:${colors.primary};color:${colors.onPrimary};font-size:20px;font-weight:bold">${escapeHtml(store.name)}</td></tr>
<tr><td style="padding:24px;font-size:15px;line-height:1.5">
<h1 style="margin:0 0 16px;font-size:22px;color:${colors.text}">${escapeHtml(content.heading)}</h1>
${content.blocks.map(htmlBlock).join('\n')}
</td></tr>
<tr><td style="padding:16px 24px;border-top:1px solid ${colors.border};font-size:12px;color:${colors.muted}">${footer.map(escapeHtml).join('<br>')}</td></tr>
</table></td></tr></table>
</body></html>
`;
  const text = [
    content.heading,
    '',
    ...content.blocks.flatMap((block) => [textBlock(block), '']),
    '--',
    ...footer,
    '',
  ].join('\n');

  return {
    to: content.to,
    ...(content.replyTo ? { replyTo: content.replyTo } : {}),
    ...(content.headers ? { headers: content.headers } : {}),
    subject: content.subject,
    html,
    text,
  };
}
