// What the back-in-stock alert calls (issue 40 item 5) say to the shopper: the store API's answers
// and the landing pages' own texts.
export const STOCK_ALERT_MESSAGES = {
  /** A guest's answer, the same whether or not the address has an alert (no enumeration). */
  confirmationSent: (email: string) =>
    `Almost done: confirm your alert with the link we e-mail to ${email}. It works for 48 hours.`,
  subscribed: (email: string) => `We will e-mail ${email} when it's back in stock.`,
  inStock: 'This product is in stock: you can order it now.',
  confirmed: "Your alert is on: we will e-mail you when it's back in stock.",
  confirmedInStock: 'Your alert is on, and good news: the product is in stock right now.',
  invalidConfirmLink:
    'This confirmation link is not valid or has expired. Ask for a new one on the product page.',
  unsubscribed: 'You are unsubscribed: we will not e-mail you about this product again.',
  invalidUnsubscribeLink: 'This unsubscribe link is not valid.',
  tooMany: 'Too many alert requests for this e-mail. Please try again later.',
} as const;
