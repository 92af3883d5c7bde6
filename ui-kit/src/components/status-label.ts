// The one place a status word of an order, an order item or a payment becomes the label a shopper
// reads (SPEC §4's badges write them capitalised: 'Pending', 'Completed', 'Returned').

const STATUS_LABELS: Readonly<Record<string, string>> = {
  pending: 'Pending',
  processing: 'Processing',
  completed: 'Completed',
  cancelled: 'Cancelled',
  canceled: 'Cancelled',
  shipped: 'Shipped',
  returned: 'Returned',
  paid: 'Paid',
  failed: 'Failed',
  refunding: 'Refund pending',
  refunded: 'Refunded',
};

/**
 * The label of an order, item or payment status: 'pending' → 'Pending', 'refunding' → 'Refund
 * pending'; a status this table does not know yet reads as words ('on_hold' → 'On hold').
 */
export function statusLabel(status: string | null | undefined): string {
  const word = (status ?? '').trim().toLowerCase();
  const known = STATUS_LABELS[word];
  if (known) return known;
  const words = word.replace(/[_-]+/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
