// The bodies of the back-in-stock alert calls (issue 40 item 5) and the texts the shopper sees.
import { z } from 'zod';
import { VALIDATION_MESSAGES as M } from './messages';
import { requiredEmail } from './text-fields';

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

/** A link token as sent in the link: 32 random bytes in base64url (43 characters). */
const linkToken = (message: string) =>
  z.string({ error: message }).trim().min(1, message).max(100, message);

/**
 * POST /stock-alerts: the product, and the guest's address (a signed-in customer's is their
 * account's, and one given beside it is ignored).
 */
export const stockAlertRequestSchema = z.object({
  productId: z
    .number({ error: 'productId must be a product id' })
    .int('productId must be a product id')
    .min(1, 'productId must be a product id')
    .max(2_147_483_647, 'productId must be a product id'),
  email: requiredEmail(M.emailRequired).optional(),
});
export type StockAlertRequest = z.infer<typeof stockAlertRequestSchema>;

export const stockAlertConfirmSchema = z.object({
  token: linkToken(STOCK_ALERT_MESSAGES.invalidConfirmLink),
});
export const stockAlertUnsubscribeSchema = z.object({
  token: linkToken(STOCK_ALERT_MESSAGES.invalidUnsubscribeLink),
});
