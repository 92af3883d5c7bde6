// The one place a status word of an order, an order item or a payment becomes the label a shopper
// reads (SPEC §4's badges write them capitalised: 'Pending', 'Completed', 'Returned'), and what an
// order's items show once the order itself was cancelled or returned.
import { orderItemStatus, type OrderItem, type OrderStatus } from './types';

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

export type OrderItemDisplayStatus = 'shipped' | 'processing' | 'cancelled' | 'returned';

/**
 * What an item of the order shows: a cancelled order's items are cancelled and a returned order's
 * items returned, whatever their tracking; otherwise SPEC §3's shipped-or-processing rule.
 */
export function orderItemDisplayStatus(
  item: Pick<OrderItem, 'tracking_number'>,
  order: { status: OrderStatus; returned: boolean },
): OrderItemDisplayStatus {
  if (order.status === 'cancelled' || order.status === 'canceled') return 'cancelled';
  if (order.returned) return 'returned';
  return orderItemStatus(item);
}
