// An operator sets a SKU's stock (PUT /ops/inventory/{sku}): the catalogue's count changes and,
// when it goes from none to some, the back-in-stock alerts of the SKU's products are queued in the
// same transaction. The inventory row's lock orders concurrent changes of one SKU, so with any
// number of API processes a restock queues each subscriber's e-mail exactly once, and a change
// from some to more queues nothing.
import type { Db } from '../db/connection.js';
import type { Transactional } from '../db/transactional.js';
import type { ProductsRepository } from '../modules/catalog/index.js';
import type { StockAlertService } from '../modules/stock-alerts/index.js';

export interface StockChange {
  storeId: string;
  sku: string;
  previousOnHand: number;
  totalOnHand: number;
  /** Back-in-stock e-mails queued by this change. */
  alertsQueued: number;
}

export type SetStockFlow = (change: {
  storeId: string;
  sku: string;
  totalOnHand: number;
}) => Promise<StockChange | undefined>;

export function createSetStockFlow({
  db,
  products,
  stockAlerts,
}: {
  db: Db;
  products: Transactional<ProductsRepository>;
  stockAlerts: StockAlertService;
}): SetStockFlow {
  return ({ storeId, sku, totalOnHand }) =>
    db.transaction().execute(async (trx) => {
      const change = await products.inTransaction(trx).setStock(storeId, sku, totalOnHand);
      if (!change) return undefined;
      const restocked = change.previous <= 0 && change.current > 0;
      const alertsQueued = restocked ? await stockAlerts.queueRestockAlerts(trx, storeId, sku) : 0;
      return {
        storeId,
        sku,
        previousOnHand: change.previous,
        totalOnHand: change.current,
        alertsQueued,
      };
    });
}
