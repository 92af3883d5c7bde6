// The return-order flow (SPEC §4): within the return window the orders module records the return
// of the customer's completed order on its locked row, and the outbox queues the return-received
// e-mail in the same transaction. The refund itself waits for the goods (an operator's).
import {
  REFUND_PROCESSING_TIME,
  RESTOCKING_FEE_PERCENT,
  RETURN_WINDOW_DAYS,
} from '@storefront/contract';
import type { Db } from '../db/connection.js';
import {
  createOrderLifecycle,
  createOrdersReadRepository,
  lockedCustomerOrder,
  orderConflict,
  ORDER_MESSAGES,
  returnRefusal,
  type OrderScope,
} from '../modules/orders/index.js';
import { createOutboxRepository } from '../modules/outbox/index.js';

export function createReturnOrderFlow({ db }: { db: Db }) {
  return async function returnOrder(
    scope: OrderScope,
    orderId: number,
    reason: string,
  ): Promise<void> {
    await db.transaction().execute(async (trx) => {
      const found = await lockedCustomerOrder(trx, scope, orderId);
      const withinWindow = await createOrdersReadRepository(trx).placedWithinDays(
        orderId,
        RETURN_WINDOW_DAYS,
      );
      const refusal = returnRefusal(found, withinWindow);
      if (refusal) throw orderConflict(refusal);
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
  };
}
