// Fulfilment for the operator API: items get tracking numbers, the order is `processing` while
// some are still unshipped and `completed` (dated) once every item has one; the customer gets the
// shipped e-mail with each tracking link in the same transaction.
import { trackingUrl } from '@storefront/contract';
import type { Db } from '../../db/connection.js';
import { HttpError, notFound } from '../../http-error.js';
import { createOutboxRepository } from '../outbox/index.js';
import { createOrderLifecycle } from './lifecycle-repository.js';
import { ORDER_MESSAGES } from './messages.js';
import { createOrdersReadRepository } from './repository.js';

export interface ShipRequest {
  orderId: number;
  trackingNumber: string;
  /** The items shipped; every unshipped item when not given. */
  itemIds?: number[] | undefined;
}

export async function shipItems(db: Db, { orderId, trackingNumber, itemIds }: ShipRequest) {
  await db.transaction().execute(async (trx) => {
    const found = await createOrdersReadRepository(trx).find(orderId, undefined, true);
    if (!found) throw notFound(ORDER_MESSAGES.notFound);
    const { order, items } = found;
    const lifecycle = createOrderLifecycle(trx);
    if (!lifecycle.allows('ship', found)) {
      throw new HttpError(409, ORDER_MESSAGES.shipNotAllowed(order.status));
    }
    const unknown = (itemIds ?? []).filter((id) => !items.some((item) => item.id === id));
    if (unknown.length > 0) throw new HttpError(404, ORDER_MESSAGES.unknownItems(unknown));
    const shipping = items.filter(
      (item) => item.tracking_number === null && (!itemIds || itemIds.includes(item.id)),
    );
    if (shipping.length === 0) throw new HttpError(409, ORDER_MESSAGES.nothingToShip);

    await trx
      .updateTable('order_items')
      .set({ tracking_number: trackingNumber })
      .where(
        'id',
        'in',
        shipping.map((item) => item.id),
      )
      .execute();
    const allShipped = items.every(
      (item) => item.tracking_number !== null || shipping.includes(item),
    );
    await lifecycle.ship(found, allShipped);
    await createOutboxRepository(trx).add({
      topic: 'order.shipped',
      storeId: order.store_id,
      payload: {
        to: order.customer_email,
        firstName: order.customer_first_name,
        storeOrderId: order.store_order_id,
        items: shipping.map((item) => ({
          name: item.name,
          quantity: item.quantity,
          trackingNumber,
          trackingUrl: trackingUrl(trackingNumber),
        })),
      },
    });
  });
}
