// The answers of the back-in-stock alert calls (issue 40 item 5).
import { z } from 'zod';

/**
 * POST /stock-alerts: `subscribed` for a signed-in customer (on at once); `confirmation-sent` for a
 * guest, whatever the address (a link may or may not have gone out: the answer never says).
 */
export const stockAlertRequestRecord = z
  .object({
    status: z.enum(['subscribed', 'confirmation-sent']),
    message: z.string(),
  })
  .meta({ id: 'StockAlertRequest' });

/** What a confirmation or unsubscribe link was for: the product, named for the landing page. */
export const stockAlertLinkRecord = z
  .object({
    message: z.string(),
    productId: z.number().int(),
    productName: z.string(),
    inStock: z.boolean(),
  })
  .meta({ id: 'StockAlertLink' });

export type StockAlertRequestRecord = z.infer<typeof stockAlertRequestRecord>;
export type StockAlertLinkRecord = z.infer<typeof stockAlertLinkRecord>;
