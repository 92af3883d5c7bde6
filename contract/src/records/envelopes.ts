// The envelopes every store API answer comes in: `{ data }` for one record, `{ data, total }`
// plus the x-total-count header for lists, `{ error }` for every failure.
import { z } from 'zod';

/** Response header with the number of list items across all pages. */
export const TOTAL_COUNT_HEADER = 'x-total-count';

export const errorResponse = z
  .object({ error: z.string().meta({ description: 'What went wrong, readable by a person' }) })
  .meta({ id: 'Error' });

/** `{ data }`: one record. */
export function dataResponse<T extends z.ZodType>(item: T) {
  return z.object({ data: item });
}

/** `{ data: T[], total }` list envelope; the total is also sent as the x-total-count header. */
export function listResponse<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item), total: z.number().int() });
}
