// The words a shopper reads for an order's status (SPEC §4's statuses): one table, so the success
// page, order history and order detail never show the raw lowercase value.
import type { OrderStatus } from './types';

const ORDER_STATUS_LABELS: Readonly<Record<string, string>> = {
  pending: 'Pending',
  processing: 'Processing',
  completed: 'Completed',
  cancelled: 'Cancelled',
  canceled: 'Cancelled',
};

/** 'pending' → 'Pending'; a status outside the table reads as its words capitalized. */
export function orderStatusLabel(status: OrderStatus | null | undefined): string {
  const value = (status ?? '').trim().toLowerCase();
  return (
    ORDER_STATUS_LABELS[value] ??
    value
      .split(/[\s_-]+/)
      .filter(Boolean)
      .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
      .join(' ')
  );
}
