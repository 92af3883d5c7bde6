// The back-in-stock alerts domain (issue 40 item 5): "E-mail me when it's back" on an
// out-of-stock product, a guest's double opt-in, the unsubscribe links, and the e-mails of a
// restock, which the set-stock flow (src/flows/set-stock.ts) queues on its transaction.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { FormRateLimitOptions } from '../contact/index.js';
import { stockAlertLinkRoutes, stockAlertRequestRoutes } from './routes.js';
import { createStockAlertService, type StockAlertService } from './stock-alert-service.js';

export type { AlertProduct } from './repository.js';
export {
  CONFIRM_TOKEN_TTL_HOURS,
  PENDING_ALERTS_MAX,
  type StockAlertService,
} from './stock-alert-service.js';
export { ALERT_REQUESTS_PER_EMAIL } from './routes.js';

declare module 'fastify' {
  interface FastifyInstance {
    stockAlerts: StockAlertService;
  }
}

/** Decorates the app with the alerts' service (the set-stock flow queues a restock's e-mails). */
export const stockAlertService = fp(
  async function stockAlertService(
    app: FastifyInstance,
    options: { storefrontUrls: Readonly<Record<string, string>>; publicBaseUrl: string },
  ) {
    app.decorate('stockAlerts', createStockAlertService({ db: app.db, ...options }));
  },
  { name: 'stock-alerts', dependencies: ['database'] },
);

export async function stockAlertRoutes(
  app: FastifyInstance,
  { clientLimit }: { clientLimit: FormRateLimitOptions },
) {
  const service = app.stockAlerts;
  await app.register(async (scoped) => {
    scoped.addHook('onRequest', scoped.requireStore);
    await scoped.register(stockAlertRequestRoutes, { service, clientLimit });
  });
  await app.register(stockAlertLinkRoutes, { service });
}
