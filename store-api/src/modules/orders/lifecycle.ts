// An order's life (SPEC §4 Order actions, with the payment states the server keeps): the stages an
// order can be in, named by its status, its payment's status and its two flags, and the one table
// of the changes allowed between them. Every write that changes a stage (lifecycle-repository.ts)
// asks this table first; a change the table does not list is refused, never half made.
import {
  ORDER_STATUSES,
  PAYMENT_STATUSES,
  type OrderStatus,
  type PaymentStatus,
} from '@storefront/contract/records';
import type { OrderRow } from '../../db/schema.js';

export { ORDER_STATUSES, PAYMENT_STATUSES, type OrderStatus, type PaymentStatus };

interface StageColumns {
  status: OrderStatus;
  payment: PaymentStatus;
  /** Held for an operator: the provider reported a payment that does not match the order. */
  review?: true;
  returned?: true;
}

/** Each stage as its columns say it; any other combination is no stage (and changes nothing). */
export const ORDER_STAGES = {
  'awaiting-payment': { status: 'pending', payment: 'pending' },
  'payment-review': { status: 'pending', payment: 'pending', review: true },
  paid: { status: 'pending', payment: 'paid' },
  processing: { status: 'processing', payment: 'paid' },
  completed: { status: 'completed', payment: 'paid' },
  returned: { status: 'completed', payment: 'paid', returned: true },
  'cancelled-unpaid': { status: 'cancelled', payment: 'failed' },
  refunding: { status: 'cancelled', payment: 'refunding' },
  refunded: { status: 'cancelled', payment: 'refunded' },
} as const satisfies Record<string, StageColumns>;

export type OrderStage = keyof typeof ORDER_STAGES;

/**
 * The allowed changes: who makes each, from which stages, to which. Anything else is refused.
 * - pay: the provider's paid session matches the order (webhook, verify-session, sweep);
 * - holdForReview: it does not (another amount or currency);
 * - cancelUnpaid: the session expired or was never made, and the reserved stock goes back;
 * - cancel: the customer cancels a paid order (SPEC: only pending, not returned); refund owed;
 * - refund: the provider confirmed the refund;
 * - ship: an operator ships items (processing while some are left, completed when none are);
 * - return: the customer returns a completed order (SPEC: within 30 days, once).
 */
export const ORDER_TRANSITIONS = {
  pay: { from: ['awaiting-payment'], to: ['paid'] },
  holdForReview: { from: ['awaiting-payment'], to: ['payment-review'] },
  cancelUnpaid: { from: ['awaiting-payment'], to: ['cancelled-unpaid'] },
  cancel: { from: ['paid'], to: ['refunding'] },
  refund: { from: ['refunding'], to: ['refunded'] },
  ship: { from: ['paid', 'processing'], to: ['processing', 'completed'] },
  return: { from: ['completed'], to: ['returned'] },
} as const satisfies Record<string, { from: readonly OrderStage[]; to: readonly OrderStage[] }>;

export type OrderEvent = keyof typeof ORDER_TRANSITIONS;

/** The stage an order row and its payment's status are in; undefined for a combination of none. */
export function stageOf(
  order: Pick<OrderRow, 'status' | 'returned' | 'payment_review_reason'>,
  paymentStatus: PaymentStatus,
): OrderStage | undefined {
  const review = order.payment_review_reason !== null;
  return (Object.keys(ORDER_STAGES) as OrderStage[]).find((stage) => {
    const columns: StageColumns = ORDER_STAGES[stage];
    return (
      columns.status === order.status &&
      columns.payment === paymentStatus &&
      (columns.review === true) === review &&
      (columns.returned === true) === order.returned
    );
  });
}

/** Whether the table lets `event` happen to an order in `stage`. */
export function allows(event: OrderEvent, stage: OrderStage | undefined): boolean {
  const from: readonly OrderStage[] = ORDER_TRANSITIONS[event].from;
  return stage !== undefined && from.includes(stage);
}

/** Whether `event` may take an order to `stage` (ship has two ends). */
export function leadsTo(event: OrderEvent, stage: OrderStage): boolean {
  const to: readonly OrderStage[] = ORDER_TRANSITIONS[event].to;
  return to.includes(stage);
}
