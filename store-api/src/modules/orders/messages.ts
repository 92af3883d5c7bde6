// The orders' answers a customer can read: SPEC §4's rules said as the reason an action is refused.
import type { OrderStatus } from '@storefront/contract/records';
import { RETURN_WINDOW_DAYS } from '@storefront/contract';
import { OPS_KEY_MESSAGES } from '../../ops-key.js';

export const ORDER_MESSAGES = {
  notFound: 'Order not found',
  cancelNotPending: (status: OrderStatus) =>
    `This order cannot be cancelled: it is ${status}, and only a pending order can be cancelled.`,
  cancelReturned: 'This order cannot be cancelled: it has been returned.',
  returnNotCompleted: (status: OrderStatus) =>
    `This order cannot be returned: it is ${status}, and only a completed order can be returned.`,
  returnAlreadyReturned: 'This order has already been returned.',
  returnWindowClosed: `This order cannot be returned: returns are accepted within ${RETURN_WINDOW_DAYS} days of the order date.`,
  refundUnavailable:
    'The order could not be refunded right now, so it was not cancelled. Please try again later.',
  opsOff: OPS_KEY_MESSAGES.off,
  opsUnauthorized: OPS_KEY_MESSAGES.unauthorized,
  shipNotAllowed: (status: OrderStatus) =>
    `This order cannot be shipped: it is ${status}, and only a paid, open order ships.`,
  nothingToShip: 'Every item of this order has already shipped.',
  unknownItems: (ids: number[]) => `These items are not in this order: ${ids.join(', ')}`,
  rmaNotFound: 'RMA not found',
  returnRefundUnavailable:
    'The return could not be refunded right now, so it was not marked received. Please try again later.',
  returnMoreThanBought: (name: string, bought: number, asked: number) =>
    `Only ${bought} of "${name}" were bought, so ${asked} cannot be returned.`,
  returnMoreThanLeft: (name: string, left: number, returned: number, asked: number) =>
    `Only ${left} of "${name}" can still be returned (${returned} already returned), so ${asked} cannot be returned.`,
  /** Kept on the order as its return notes: the refund waits for the goods. */
  returnNotes: (feePercent: number, refundTime: string) =>
    `Refund pending: issued once the goods arrive, less a ${feePercent}% restocking fee, within ${refundTime}.`,
} as const;
