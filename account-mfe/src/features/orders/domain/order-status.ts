// What an order's items show (SPEC §3): shipped or processing by their tracking number, and
// cancelled or returned once the order itself was.
import type { Order, OrderItem } from '@storefront/contract';

/** An order item is shipped when it has a tracking number, otherwise processing. */
function orderItemStatus(item: Pick<OrderItem, 'tracking_number'>): 'shipped' | 'processing' {
  return item.tracking_number ? 'shipped' : 'processing';
}

export type OrderItemDisplayStatus = 'shipped' | 'processing' | 'cancelled' | 'returned';

/**
 * What an item of the order shows: a cancelled order's items are cancelled and a returned order's
 * items returned, whatever their tracking; otherwise SPEC §3's shipped-or-processing rule.
 */
export function orderItemDisplayStatus(
  item: Pick<OrderItem, 'tracking_number'>,
  order: { status: Order['status']; returned: boolean },
): OrderItemDisplayStatus {
  if (order.status === 'cancelled' || order.status === 'canceled') return 'cancelled';
  if (order.returned) return 'returned';
  return orderItemStatus(item);
}
