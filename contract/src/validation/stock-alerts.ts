// The bodies of the back-in-stock alert calls (issue 40 item 5).
import { z } from 'zod';
import { VALIDATION_MESSAGES as M } from './messages';
import { requiredEmail } from './text-fields';
import { STOCK_ALERT_MESSAGES } from '../domain/stock-alert-messages';

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

export const stockAlertConfirmSchema = z.object({
  token: linkToken(STOCK_ALERT_MESSAGES.invalidConfirmLink),
});
export const stockAlertUnsubscribeSchema = z.object({
  token: linkToken(STOCK_ALERT_MESSAGES.invalidUnsubscribeLink),
});
