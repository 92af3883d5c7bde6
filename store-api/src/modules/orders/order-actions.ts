// SPEC §4's order actions for the signed-in customer: cancel a pending order (a paid one is refunded
// in full through the provider, once, and its stock comes back) and return a completed one within
// the return window (recorded; its refund waits for the goods). Each runs in one transaction on the
// locked order row, with its e-mail queued in the same transaction; a cancel's refund is asked of
// the provider only after that transaction has committed (refunds.ts).
import type { FastifyBaseLogger } from 'fastify';
import {
  REFUND_PROCESSING_TIME,
  RESTOCKING_FEE_PERCENT,
  RETURN_WINDOW_DAYS,
} from '@storefront/shared/domain';
import type { Db } from '../../db/connection.js';
import type { Transactional } from '../../db/transactional.js';
import { HttpError, notFound } from '../../http-error.js';
import type { ProductsRepository } from '../catalog/products/repository.js';
import { createOutboxRepository } from '../outbox/repository.js';
import { ORDER_MESSAGES } from './messages.js';
import { allows, stageOf, type OrderEvent } from './lifecycle.js';
import { createOrderLifecycle, type LockedOrder } from './lifecycle-repository.js';
import { refundIdempotencyKey, type OwedRefund } from './refund-repository.js';
import type { Refunds } from './refunds.js';
import {
  createOrdersReadRepository,
  type OrderScope,
  type OrderWithDetails,
} from './repository.js';

export interface OrderActionsOptions {
  db: Db;
  products: Transactional<ProductsRepository>;
  refunds: Refunds;
  log: FastifyBaseLogger;
}

const conflict = (message: string) => new HttpError(409, message);

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
function owedRefund({ order, payment }: OrderWithDetails, reason: string): OwedRefund {
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

export function createOrderActions({ db, products, refunds, log }: OrderActionsOptions) {
  /** The customer's order, locked for the rest of the transaction; another's is a 404. */
  async function lockedOrder(trx: Db, scope: OrderScope, orderId: number) {
    const found = await createOrdersReadRepository(trx).find(orderId, scope, true);
    if (!found) throw notFound(ORDER_MESSAGES.notFound);
    return found;
  }

  return {
    /**
     * Cancels the order and puts its stock back in one transaction. A paid order's payment becomes
     * `refunding` there; after the commit the provider is asked for the refund once, which makes it
     * `refunded` and sends the e-mail, or leaves it owed for the retry loop. Either way the cancel
     * stands: the shopper reads which from the payment's status.
     */
    async cancel(scope: OrderScope, orderId: number, reason: string): Promise<void> {
      const owed = await db.transaction().execute(async (trx) => {
        const found = await lockedOrder(trx, scope, orderId);
        const refusal = cancelRefusal(found);
        if (refusal) throw conflict(refusal);
        const { order, payment, items } = found;
        if (!refunds.enabled || !payment.transaction_id) {
          log.error(
            { orderId: order.id },
            'a paid order cannot be refunded: no provider or payment',
          );
          throw new HttpError(503, ORDER_MESSAGES.refundUnavailable);
        }
        // One statement: cancelled, stock marked released and the refund owed (its e-mail goes
        // once the provider has made it).
        await createOrderLifecycle(trx).cancel(found, reason);
        // A paid order's units are still reserved for it (released_at unset): they go back.
        if (order.reservation_released_at === null) {
          const stock = products.inTransaction(trx);
          for (const item of items)
            await stock.releaseStock(order.store_id, item.sku, item.quantity);
        }
        return owedRefund(found, reason);
      });
      await refunds.settle(owed);
    },

    async return(scope: OrderScope, orderId: number, reason: string): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const found = await lockedOrder(trx, scope, orderId);
        const withinWindow = await createOrdersReadRepository(trx).placedWithinDays(
          orderId,
          RETURN_WINDOW_DAYS,
        );
        const refusal = returnRefusal(found, withinWindow);
        if (refusal) throw conflict(refusal);
        const { order } = found;
        await createOrderLifecycle(trx).markReturned(
          found,
          reason,
          ORDER_MESSAGES.returnNotes(RESTOCKING_FEE_PERCENT, REFUND_PROCESSING_TIME),
        );
        await createOutboxRepository(trx).add({
          topic: 'order.return-received',
          storeId: order.store_id,
          payload: {
            to: order.customer_email,
            firstName: order.customer_first_name,
            storeOrderId: order.store_order_id,
            reason,
            totalCents: order.total_cents,
          },
        });
      });
    },
  };
}

export type OrderActions = ReturnType<typeof createOrderActions>;
