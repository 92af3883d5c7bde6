// SPEC §4's order actions as the pages show them (the store API applies the same rules itself).
import { RETURN_WINDOW_DAYS } from '@storefront/contract';
import type { Order } from '@storefront/contract';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Cancel: the order is pending and not returned. */
export function canCancelOrder(order: Pick<Order, 'status' | 'metadata'>): boolean {
  return order.status === 'pending' && !order.metadata.returned;
}

/** Return: completed, not returned, and ordered within the last 30 days. */
export function canReturnOrder(
  order: Pick<Order, 'status' | 'metadata' | 'date'>,
  now = Date.now(),
) {
  const placed = Date.parse(order.date);
  return (
    order.status === 'completed' &&
    !order.metadata.returned &&
    Number.isFinite(placed) &&
    now - placed <= RETURN_WINDOW_DAYS * DAY_MS
  );
}
