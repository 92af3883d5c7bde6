// SPEC §4's order actions for the signed-in customer, as the orders module's rules: when a cancel
// or a return is refused, the customer's order locked for one, and the refund a cancel owes. The
// flows (src/flows/cancel-order.ts, return-order.ts) run them with the other modules' steps; the
// routes call the flows through `OrderActions`.
import type { ReturnRequest } from '@storefront/contract/validation';
import type { Db } from '../../db/connection.js';
import { HttpError, notFound } from '../../http-error.js';
import { refundIdempotencyKey, type OwedRefund } from '../payments/index.js';
import { ORDER_MESSAGES } from './messages.js';
import { allows, stageOf, type OrderEvent } from './lifecycle.js';
import type { LockedOrder } from './lifecycle-repository.js';
import {
  createOrdersReadRepository,
  type OrderScope,
  type OrderWithDetails,
} from './repository.js';

/** What the customer's order routes ask of the cancel-order and return-order flows. */
export interface OrderActions {
  /** Cancels the order (a paid one is refunded); refusals are 404, 409 or 503 HttpErrors. */
  cancel(scope: OrderScope, orderId: number, reason: string): Promise<void>;
  /**
   * Returns every unit of a completed order not yet returned, within the window, as one RMA;
   * refusals are 404 or 409.
   */
  return(scope: OrderScope, orderId: number, reason: string): Promise<void>;
  /**
   * Returns some units of some lines (a reason each) as one RMA; answers its number. Refusals are
   * 404, 400 (unknown items, more than bought) or 409 (state, window, already returned).
   */
  returnItems(scope: OrderScope, orderId: number, lines: ReturnRequest['lines']): Promise<string>;
  /** An operator received an RMA's goods: its refund is made once; answers the order id. */
  receiveReturn(rmaNumber: string): Promise<number>;
}

/** A refusal by the order's state: 409 with the spec's text. */
export const orderConflict = (message: string) => new HttpError(409, message);

const tableAllows = (event: OrderEvent, { order, payment }: LockedOrder) =>
  allows(event, stageOf(order, payment.status));

/** Why SPEC §4 (the lifecycle table) refuses a cancel, or null when it is allowed. */
export function cancelRefusal(found: LockedOrder): string | null {
  if (found.order.returned) return ORDER_MESSAGES.cancelReturned;
  if (!tableAllows('cancel', found)) return ORDER_MESSAGES.cancelNotPending(found.order.status);
  return null;
}

/** Why SPEC §4 (the lifecycle table and the window) refuses a return, or null when allowed. */
export function returnRefusal(found: LockedOrder, withinWindow: boolean) {
  if (found.order.returned) return ORDER_MESSAGES.returnAlreadyReturned;
  if (!tableAllows('return', found)) return ORDER_MESSAGES.returnNotCompleted(found.order.status);
  if (!withinWindow) return ORDER_MESSAGES.returnWindowClosed;
  return null;
}

/** The whole payment of a cancelled order, to be refunded. */
export function owedRefund({ order, payment }: OrderWithDetails, reason: string): OwedRefund {
  return {
    orderId: order.id,
    storeId: order.store_id,
    paymentIntentId: payment.transaction_id ?? '',
    amountCents: payment.amount_cents,
    idempotencyKey: refundIdempotencyKey(order.id, order.created_at),
    attempts: 0,
    customer: { email: order.customer_email, firstName: order.customer_first_name },
    storeOrderId: order.store_order_id,
    reason,
  };
}

/** The customer's order, locked for the rest of the transaction `trx`; another's is a 404. */
export async function lockedCustomerOrder(
  trx: Db,
  scope: OrderScope,
  orderId: number,
): Promise<OrderWithDetails> {
  const found = await createOrdersReadRepository(trx).find(orderId, scope, true);
  if (!found) throw notFound(ORDER_MESSAGES.notFound);
  return found;
}
