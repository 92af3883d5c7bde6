// What the content calls of the store API answer (contact message, bulk-purchasing request).
import { z } from 'zod';

/** POST /bulk-requests answers `{ data: { id, message } }`: the stored request's number. */
export const bulkRequestReceiptRecord = z
  .object({
    id: z.number().int().meta({ description: 'Number of the stored request' }),
    message: z.string(),
  })
  .meta({ id: 'BulkRequestReceipt' });

export type BulkRequestReceipt = z.infer<typeof bulkRequestReceiptRecord>;
