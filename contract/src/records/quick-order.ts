// Quick order (issue 40): a contractor's list of part numbers and quantities resolved in one call,
// POST /quick-order/resolve. Each line answers what it found: a product priced from the database
// (USD with 2 decimals, computed in cents), or why it cannot go into the cart as asked.
import { z } from 'zod';
import {
  MAX_LINE_QUANTITY,
  QUICK_ORDER_MAX_LINES,
  QUICK_ORDER_PART_NUMBER_MAX_LENGTH,
} from '../constants';

const quantityError = `quantity must be a whole number from 1 to ${MAX_LINE_QUANTITY}`;

const quickOrderLineInput = z.object({
  partNumber: z
    .string({ error: 'partNumber must be text' })
    .max(QUICK_ORDER_PART_NUMBER_MAX_LENGTH, {
      error: `partNumber must be at most ${QUICK_ORDER_PART_NUMBER_MAX_LENGTH} characters`,
    })
    .meta({ description: 'A SKU or part number as typed: case, spaces and dashes do not matter' }),
  quantity: z
    .number({ error: quantityError })
    .int({ error: quantityError })
    .min(1, { error: quantityError })
    .max(MAX_LINE_QUANTITY, { error: quantityError }),
});

export const quickOrderResolveBody = z.object({
  lines: z
    .array(quickOrderLineInput)
    .min(1, { error: 'lines must hold at least one line' })
    .max(QUICK_ORDER_MAX_LINES, {
      error: `A quick order holds at most ${QUICK_ORDER_MAX_LINES} lines`,
    }),
});

/** A product a line found: what the cart keeps of it, its price now and its stock. */
const quickOrderProductRecord = z.object({
  id: z.number().int(),
  name: z.string(),
  title: z.string().meta({ description: 'Same as name (the cart line field)' }),
  sku: z.string(),
  image: z.string(),
  price: z.number().meta({ description: 'Catalogue price before discount, USD' }),
  discount: z.number().int().meta({ description: 'Percent off, 0 when none' }),
  unit_price: z.number().meta({ description: 'What one unit costs now (discounted), USD' }),
  stock: z.number().int().meta({ description: 'Units on hand now' }),
  matchedNumber: z
    .string()
    .meta({ description: 'The SKU or part number of the product the line matched' }),
});

const QUICK_ORDER_LINE_STATUSES = [
  'found',
  'limited',
  'out-of-stock',
  'unknown',
  'ambiguous',
  'invalid',
] as const;

const quickOrderLineRecord = z
  .object({
    partNumber: z.string().meta({ description: 'The line as sent' }),
    requested: z.number().int(),
    status: z.enum(QUICK_ORDER_LINE_STATUSES).meta({
      description:
        '`found`: the whole quantity can be added; `limited`: only `quantity` (the stock) can; `out-of-stock`; `unknown`: no product has the number; `ambiguous`: several do (see `candidates`); `invalid`: not a part number (empty or without letters and digits)',
    }),
    quantity: z
      .number()
      .int()
      .meta({ description: 'Units that can go into the cart now (0 when none)' }),
    message: z.string().meta({ description: 'What the row tells the shopper' }),
    product: z.optional(quickOrderProductRecord),
    candidates: z.optional(z.array(quickOrderProductRecord)),
  })
  .meta({ id: 'QuickOrderLine' });

export const quickOrderResolution = z
  .object({ lines: z.array(quickOrderLineRecord) })
  .meta({ id: 'QuickOrderResolution' });

export type QuickOrderLineInput = z.infer<typeof quickOrderLineInput>;
export type QuickOrderProduct = z.infer<typeof quickOrderProductRecord>;
export type QuickOrderLineRecord = z.infer<typeof quickOrderLineRecord>;
export type QuickOrderResolution = z.infer<typeof quickOrderResolution>;
