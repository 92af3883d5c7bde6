// Job lists and buy-again (issue 40 items 3 and 4): what the store API accepts and answers. Every
// price is read from the catalogue when the list or order is read, in integer cents; a line
// says whether its product can be bought today, so nothing is silently dropped.
import { z } from 'zod';
import { MAX_JOB_LIST_LINES, MAX_JOB_LIST_NAME_LENGTH } from '../constants';
import { cartItemAddBody } from './cart';

const nameMessage = `name must be 1 to ${MAX_JOB_LIST_NAME_LENGTH} characters`;

/** A list's name, trimmed: "Smith job – furnace". */
const jobListName = z
  .string({ error: nameMessage })
  .trim()
  .min(1, { error: nameMessage })
  .max(MAX_JOB_LIST_NAME_LENGTH, { error: nameMessage });

const jobListLines = z
  .array(cartItemAddBody)
  .max(MAX_JOB_LIST_LINES, { error: `a job list holds at most ${MAX_JOB_LIST_LINES} lines` });

/** POST /auth/job-lists: a new list, optionally with its first lines (a product, a cart, an order). */
export const jobListCreateBody = z.object({ name: jobListName, lines: jobListLines.optional() });

/** PATCH /auth/job-lists/{listId}: a new name. */
export const jobListRenameBody = z.object({ name: jobListName });

/**
 * POST /auth/job-lists/{listId}/lines: lines to add; a product already on the list gets the
 * units added to its line (up to the line maximum).
 */
export const jobListLinesAddBody = z.object({
  lines: jobListLines.min(1, { error: 'lines must hold at least one line' }),
});

/** Whether a line's product can be bought today. */
const LINE_AVAILABILITY = ['in-stock', 'out-of-stock', 'not-sold'] as const;

/** One product line priced now from the catalogue (a job list's line, a past order's line). */
const pricedLineRecord = z
  .object({
    productId: z.number().int(),
    name: z.string(),
    sku: z.string(),
    image: z.string(),
    quantity: z.number().int().meta({ description: 'Units on the list, or ordered then' }),
    price: z.number().meta({ description: 'Catalogue price before discount today, USD' }),
    discount: z.number().int().meta({ description: 'Percent off today, 0 when none' }),
    unitPriceCents: z.number().int().meta({ description: "One unit at today's price, cents" }),
    lineTotalCents: z
      .number()
      .int()
      .meta({ description: 'unitPriceCents × quantity; 0 when the product is not sold' }),
    unitsOnHand: z.number().int().meta({ description: 'Units on hand now' }),
    availability: z.enum(LINE_AVAILABILITY).meta({
      description:
        'in-stock: some units on hand (possibly fewer than quantity); out-of-stock: none; not-sold: the store no longer sells it',
    }),
  })
  .meta({ id: 'PricedLine' });

/** A job list in the index: no lines, just their count. */
export const jobListSummaryRecord = z
  .object({
    id: z.number().int(),
    name: z.string(),
    lineCount: z.number().int(),
    updatedAt: z.string().meta({ description: 'ISO time of the last change' }),
  })
  .meta({ id: 'JobListSummary' });

/** One job list with its lines in the order they were added, priced now. */
export const jobListRecord = jobListSummaryRecord
  .extend({
    lines: z.array(pricedLineRecord),
    totalCents: z.number().int().meta({ description: 'Σ lineTotalCents' }),
  })
  .meta({ id: 'JobList' });

/** GET /auth/orders/{orderId}/buy-again: the order's lines at today's prices and stock. */
export const buyAgainRecord = z
  .object({
    orderId: z.number().int(),
    storeOrderId: z.string(),
    lines: z.array(pricedLineRecord),
  })
  .meta({ id: 'BuyAgain' });

export type PricedLineRecord = z.infer<typeof pricedLineRecord>;
export type JobListSummaryRecord = z.infer<typeof jobListSummaryRecord>;
export type JobListRecord = z.infer<typeof jobListRecord>;
export type BuyAgainRecord = z.infer<typeof buyAgainRecord>;
