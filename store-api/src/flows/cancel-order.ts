// The cancel-order flow (SPEC §4): the orders module cancels the customer's pending order on its
// locked row and the catalogue takes its stock back, in one transaction; a paid order's refund is
// then asked of the payments module after the commit, never inside it. When the provider has made
// the refund (now or on a later retry), `recordRefund` marks it refunded and queues the e-mail.
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/connection.js';
import type { Transactional } from '../db/transactional.js';
import { HttpError } from '../http-error.js';
import type { ProductsRepository } from '../modules/catalog/index.js';
import {
  cancelRefusal,
  createOrderLifecycle,
  lockedCustomerOrder,
  orderConflict,
  ORDER_MESSAGES,
  owedRefund,
  type OrderScope,
} from '../modules/orders/index.js';
import { createOutboxRepository } from '../modules/outbox/index.js';
import type { OwedRefund, Refunds } from '../modules/payments/index.js';

export interface CancelOrderOptions {
  db: Db;
  products: Transactional<ProductsRepository>;
  refunds: Refunds;
  log: FastifyBaseLogger;
}

/**
 * Cancels the order and puts its stock back in one transaction. A paid order's payment becomes
 * `refunding` there; after the commit the provider is asked for the refund once, which makes it
 * `refunded` and sends the e-mail, or leaves it owed for the retry loop. Either way the cancel
 * stands: the shopper reads which from the payment's status.
 */
export function createCancelOrderFlow({ db, products, refunds, log }: CancelOrderOptions) {
  return async function cancelOrder(
    scope: OrderScope,
    orderId: number,
    reason: string,
  ): Promise<void> {
    const owed = await db.transaction().execute(async (trx) => {
      const found = await lockedCustomerOrder(trx, scope, orderId);
      const refusal = cancelRefusal(found);
      if (refusal) throw orderConflict(refusal);
      const { order, payment, items } = found;
      if (!refunds.enabled || !payment.transaction_id) {
        log.error({ orderId: order.id }, 'a paid order cannot be refunded: no provider or payment');
        throw new HttpError(503, ORDER_MESSAGES.refundUnavailable);
      }
      // One statement: cancelled, stock marked released and the refund owed (its e-mail goes
      // once the provider has made it).
      await createOrderLifecycle(trx).cancel(found, reason);
      // A paid order's units are still reserved for it (released_at unset): they go back.
      if (order.reservation_released_at === null) {
        const stock = products.inTransaction(trx);
        for (const item of items) await stock.releaseStock(order.store_id, item.sku, item.quantity);
      }
      return owedRefund(found, reason);
    });
    await refunds.settle(owed);
  };
}

/**
 * The refund the provider made: the payment becomes `refunded` and the order.cancelled e-mail is
 * queued in one transaction. A repeat that finds it refunded already (another process, a lost
 * commit) sends nothing.
 */
export function recordRefund(db: Db) {
  return (owed: OwedRefund) =>
    db.transaction().execute(async (trx) => {
      if (!(await createOrderLifecycle(trx).refund(owed.orderId))) return;
      await createOutboxRepository(trx).add({
        topic: 'order.cancelled',
        storeId: owed.storeId,
        payload: {
          to: owed.customer.email,
          firstName: owed.customer.firstName,
          storeOrderId: owed.storeOrderId,
          reason: owed.reason,
          refundCents: owed.amountCents,
        },
      });
    });
}
