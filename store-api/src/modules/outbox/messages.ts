// Every message the store queues in the outbox, by topic, with its payload. A domain enqueues one of
// these on its transaction (`createOutboxRepository(trx).add(...)`); the outbox worker renders the
// e-mail of each topic with the store's template and sends it. A new message is one line here and
// one template.

/**
 * Account e-mails (accounts issue). `to` is the customer's address. None carries the account's
 * name: whoever registered typed it, and nobody confirmed the address (issue 36: no stranger's
 * text to a third party).
 */
export interface AccountMessages {
  /** After registration, or a guest checkout's account getting its first password. */
  'account.welcome': { to: string };
  /** A reset link on the store's own host name: /reset-password?token=…&email=… */
  'account.password-reset': { to: string; resetUrl: string; expiresInMinutes: number };
  /**
   * The first-password link of a guest checkout's account, on the store's own host name:
   * /set-password?email=…&orderId=…&token=… (after a registration with the e-mail, or on request).
   */
  'account.set-password': { to: string; setPasswordUrl: string; expiresInHours: number };
  /** After a reset or a change of an existing password: "if this was not you, contact us". */
  'account.password-changed': { to: string };
  /**
   * Sign-in to the account was paused after failed sign-ins from many addresses (the first pause
   * of a day only); `resetPageUrl` opens the store's reset panel: /login?reset=true&email=…
   */
  'account.sign-in-paused': { to: string; pausedMinutes: number; resetPageUrl: string };
}

/** Content e-mails (content issue). The store's own addresses come from its configuration. */
export interface ContentMessages {
  /** A contact-form message to the store's contact address, reply-to the shopper. */
  'contact.message': { name: string; email: string; subject: string; message: string };
  /** A bulk-purchasing request to the store's sales address. */
  'bulk.request': {
    requestId: number;
    companyName: string;
    contactPerson: string;
    email: string;
    phone: string;
    products: string;
    deliveryAddress: string;
    deliveryTimeline: string;
    additionalInformation: string;
  };
  /**
   * The requester's confirmation naming the reply time: nothing they typed (the address is not
   * confirmed), only the request's number.
   */
  'bulk.confirmation': { to: string; requestId: number };
}

/** An address as the order confirmation shows it. */
export interface MessageAddress {
  name: string;
  street: string;
  city: string;
  state: string;
  postalCode: string;
  country: string;
}

/** Order e-mails (checkout issue). Money in integer cents. */
export interface OrderMessages {
  /** After payment: what was bought, for how much and where it goes. */
  'order.confirmation': {
    to: string;
    firstName: string;
    storeOrderId: string;
    items: Array<{
      name: string;
      sku: string;
      quantity: number;
      unitPriceCents: number;
      totalCents: number;
    }>;
    subtotalCents: number;
    shippingCents: number;
    totalCents: number;
    shippingAddress: MessageAddress;
    billingAddress: MessageAddress;
    /** The order page on the store's site, for a customer; null for a guest. */
    orderUrl: string | null;
    /**
     * A guest's set-password link (/set-password?email=…&orderId=…&token=…) while the e-mail's
     * account has no password; null or absent otherwise.
     */
    setPassword?: { url: string; expiresInHours: number } | null;
  };
  /** A cancelled order (orders issue): the refund of what was paid, if anything was. */
  'order.cancelled': {
    to: string;
    firstName: string;
    storeOrderId: string;
    reason: string;
    /** Refunded in full to the card; 0 when nothing had been paid. */
    refundCents: number;
  };
  /** A return was recorded: the refund waits for the goods (restocking fee, refund time). */
  'order.return-received': {
    to: string;
    firstName: string;
    storeOrderId: string;
    reason: string;
    totalCents: number;
  };
  /**
   * An RMA was issued (issue 40): its number, lines and refund to come; the template adds the
   * store's return address from its configuration.
   */
  'order.return-authorized': {
    to: string;
    firstName: string;
    storeOrderId: string;
    rmaNumber: string;
    lines: Array<{ name: string; sku: string; quantity: number; reason: string }>;
    merchandiseCents: number;
    restockingFeePercent: number;
    restockingFeeCents: number;
    refundCents: number;
  };
  /** The goods of an RMA arrived and its refund was made. */
  'order.return-refunded': {
    to: string;
    firstName: string;
    storeOrderId: string;
    rmaNumber: string;
    refundCents: number;
  };
  /**
   * To the store's contact address: the provider reported a paid session whose amount or currency
   * differs from the order, so the order was not marked paid and waits for an operator.
   */
  'order.payment-review': {
    orderId: number;
    storeOrderId: string;
    sessionId: string;
    /** The provider's payment (PaymentIntent) to refund or accept; null when it named none. */
    transactionId: string | null;
    /** What was reported against what the order totals. */
    reason: string;
  };
  /** Items left the warehouse: each with the tracking page of its number. */
  'order.shipped': {
    to: string;
    firstName: string;
    storeOrderId: string;
    items: Array<{ name: string; quantity: number; trackingNumber: string; trackingUrl: string }>;
  };
}

/**
 * Back-in-stock alerts (issue 40 item 5). Neither carries text the subscriber typed: the address
 * of a guest's confirmation is nobody's until the link is used. Links are on the store's own host.
 */
export interface StockAlertMessages {
  /** A guest asked for an alert: /stock-alerts/confirm?token=… (the token only here). */
  'stock-alert.confirm': {
    to: string;
    productName: string;
    productUrl: string;
    confirmUrl: string;
    expiresInHours: number;
  };
  /**
   * The product is back: `unsubscribeUrl` is the store's page (/stock-alerts/unsubscribe?token=…),
   * `oneClickUnsubscribeUrl` the API's RFC 8058 address for the List-Unsubscribe header.
   */
  'stock-alert.back-in-stock': {
    to: string;
    productName: string;
    productUrl: string;
    unsubscribeUrl: string;
    oneClickUnsubscribeUrl: string;
  };
}

export type OutboxTopics = AccountMessages & ContentMessages & OrderMessages & StockAlertMessages;
export type OutboxTopic = keyof OutboxTopics;

/** One queued message: its topic, the store it is sent for and its payload. */
export type OutboxMessage = {
  [T in OutboxTopic]: { topic: T; storeId: string; payload: OutboxTopics[T] };
}[OutboxTopic];
