// The orders domain (SPEC §7 Orders): the signed-in customer's order history, order detail and
// its cancel and return actions, under /store-api for the store of X-Store-ID.
import type { FastifyInstance } from 'fastify';
import orderRoutes from './routes.js';

export async function ordersRoutes(app: FastifyInstance) {
  await app.register(async (scoped) => {
    scoped.addHook('onRequest', scoped.requireStore);
    await scoped.register(orderRoutes);
  });
}
