// The orders domain (SPEC §7 Orders): the signed-in customer's order history, order detail and
// its cancel and return actions, under /store-api for the store of X-Store-ID; and the operator
// API (/store-api/ops) that ships them. The orders' one read repository and their lifecycle (every
// write) are its services; the cancel and return themselves are flows (src/flows) that the routes
// are given.
import type { FastifyInstance } from 'fastify';
import { emptyCatalogCacheAfterWrites } from '../catalog/index.js';
import type { OrderActions } from './order-actions.js';
import opsRoutes from './ops-routes.js';
import orderRoutes from './routes.js';

export {
  createOrderLifecycle,
  type LockedOrder,
  type NewOrder,
  type SessionPayment,
} from './lifecycle-repository.js';
export {
  cancelRefusal,
  lockedCustomerOrder,
  orderConflict,
  owedRefund,
  returnRefusal,
  type OrderActions,
} from './order-actions.js';
export { ORDER_MESSAGES } from './messages.js';
export { createReturnsRepository, type ReturnWithLines } from './returns-repository.js';
export {
  addressRecord,
  createOrdersReadRepository,
  itemRecord,
  type OrderScope,
  type OrderWithPayment,
  type UnpaidHolder,
} from './repository.js';

export async function ordersRoutes(
  app: FastifyInstance,
  options: { opsApiKey: string | null; actions: OrderActions },
) {
  // A cancel puts the order's stock back.
  emptyCatalogCacheAfterWrites(app);
  await app.register(async (scoped) => {
    scoped.addHook('onRequest', scoped.requireStore);
    await scoped.register(orderRoutes, { actions: options.actions });
  });
  // Not store-scoped: an operator ships the orders of every store.
  await app.register(opsRoutes, { opsApiKey: options.opsApiKey, actions: options.actions });
}
