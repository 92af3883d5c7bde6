// The orders domain (SPEC §7 Orders): the signed-in customer's order history, order detail and
// its cancel and return actions, under /store-api for the store of X-Store-ID; and the operator
// API (/store-api/ops) that ships them.
import type { FastifyInstance } from 'fastify';
import { emptyCatalogCacheAfterWrites } from '../catalog/response-cache.js';
import opsRoutes from './ops-routes.js';
import orderRoutes from './routes.js';

export { refundRetries } from './refunds.js';

export async function ordersRoutes(app: FastifyInstance, options: { opsApiKey: string | null }) {
  // A cancel puts the order's stock back.
  emptyCatalogCacheAfterWrites(app);
  await app.register(async (scoped) => {
    scoped.addHook('onRequest', scoped.requireStore);
    await scoped.register(orderRoutes);
  });
  // Not store-scoped: an operator ships the orders of every store.
  await app.register(opsRoutes, options);
}
