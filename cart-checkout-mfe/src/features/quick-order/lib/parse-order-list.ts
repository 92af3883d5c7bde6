// Reads a pasted list or an uploaded CSV file into quick-order lines: one line per item,
// `part number, quantity`, tab-separated as copied from a spreadsheet, or `;`-separated. Parsed by
// papaparse (quotes, delimiters, line endings), never evaluated: the text is data, shown as text.
import Papa from 'papaparse';
import {
  MAX_LINE_QUANTITY,
  QUICK_ORDER_MAX_LINES,
  QUICK_ORDER_PART_NUMBER_MAX_LENGTH,
} from '@storefront/contract';

/** Largest file or paste read: 100 lines of part numbers are a few kilobytes. */
export const ORDER_LIST_MAX_BYTES = 64 * 1024;

export interface OrderListLine {
  partNumber: string;
  quantity: number;
}

export type OrderListResult = { lines: OrderListLine[] } | { error: string };

const QUANTITY = /^\d+$/;

export const orderListMessages = {
  tooLarge: `That list is too large: a quick order takes files up to ${ORDER_LIST_MAX_BYTES / 1024} KB.`,
  tooManyLines: (count: number) =>
    `That list has ${count} items; a quick order takes up to ${QUICK_ORDER_MAX_LINES}. Split it into several orders, or ask us about bulk purchasing.`,
  empty: 'The list has no part numbers.',
  badQuantity: (line: number) =>
    `Line ${line}: the quantity must be a whole number from 1 to ${MAX_LINE_QUANTITY}.`,
  longPartNumber: (line: number) =>
    `Line ${line}: a part number has at most ${QUICK_ORDER_PART_NUMBER_MAX_LENGTH} characters.`,
  malformed: (line: number, reason: string) => `Line ${line}: ${reason}`,
};

/**
 * A spreadsheet's tabs first (its cells may hold commas), then commas, then semicolons (a CSV
 * saved where the comma is the decimal mark). Papaparse's own guess took a list of one column
 * with a tab-separated header for a comma-separated one.
 */
function delimiterOf(text: string): string {
  return ['\t', ',', ';'].find((delimiter) => text.includes(delimiter)) ?? ',';
}

/** A first row such as `Part number, Quantity` names the columns: it is no item. */
function isHeader(fields: readonly string[]): boolean {
  const [partNumber = '', quantity = ''] = fields;
  return !/\d/.test(partNumber) && quantity !== '' && !QUANTITY.test(quantity);
}

/**
 * The list's lines, or the first thing wrong with it, naming its line (1 = the first line of the
 * text). A line without a quantity orders 1; blank lines are skipped.
 */
export function parseOrderList(text: string): OrderListResult {
  if (new Blob([text]).size > ORDER_LIST_MAX_BYTES) return { error: orderListMessages.tooLarge };
  // Each line on its own, with its own delimiter: a paste may mix a spreadsheet's rows with typed
  // `part, qty` lines, and a line number is then exactly the line's.
  const textLines = text.replace(/^\uFEFF/, '').split(/\r\n?|\n/);
  const rows: string[][] = [];
  for (const [index, textLine] of textLines.entries()) {
    const parsed = Papa.parse<string[]>(textLine, { delimiter: delimiterOf(textLine) });
    const [parseError] = parsed.errors;
    if (parseError) return { error: orderListMessages.malformed(index + 1, parseError.message) };
    rows.push(parsed.data[0] ?? []);
  }
  const lines: (OrderListLine & { line: number })[] = [];
  for (const [index, row] of rows.entries()) {
    const fields = row.map((field) => field.trim());
    const [partNumber = '', quantityText = ''] = fields;
    if (fields.every((field) => field === '')) continue;
    if (lines.length === 0 && index === 0 && isHeader(fields)) continue;
    const line = index + 1;
    if (partNumber.length > QUICK_ORDER_PART_NUMBER_MAX_LENGTH) {
      return { error: orderListMessages.longPartNumber(line) };
    }
    const quantity = quantityText === '' ? 1 : Number(quantityText);
    if (!QUANTITY.test(quantityText || '1') || quantity < 1 || quantity > MAX_LINE_QUANTITY) {
      return { error: orderListMessages.badQuantity(line) };
    }
    lines.push({ partNumber, quantity, line });
  }
  if (lines.length === 0) return { error: orderListMessages.empty };
  if (lines.length > QUICK_ORDER_MAX_LINES) {
    return { error: orderListMessages.tooManyLines(lines.length) };
  }
  return { lines: lines.map(({ partNumber, quantity }) => ({ partNumber, quantity })) };
}
