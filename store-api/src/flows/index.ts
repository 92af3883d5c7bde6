// The flows: work that spans modules (checkout, cancel, return), each calling the modules' services
// through their index.ts, the way Medusa's workflows call module steps. This plugin builds them on
// the app's services as `app.flows` (app.ts hands them to the routes that start them) and runs the
// checkout's reservation sweep.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { repeatWhileUp } from '../plugins/app/repeat-while-up.js';
import type { OrderActions } from '../modules/orders/index.js';
import { createCancelOrderFlow } from './cancel-order.js';
import { createCheckoutFlow, type CheckoutFlowService } from './checkout.js';
import { createReceiveReturnFlow, createReturnOrderFlow } from './return-order.js';
import { createSetStockFlow, type SetStockFlow } from './set-stock.js';

export { recordAnyRefund } from './record-refund.js';

export interface Flows {
  /** The checkout flow; null when no card provider is configured. */
  checkout: CheckoutFlowService | null;
  /** The customer's cancel and returns of an order, and an operator's receipt of a return. */
  orderActions: OrderActions;
  /** An operator's stock count, with the back-in-stock e-mails of a restock. */
  setStock: SetStockFlow;
}

declare module 'fastify' {
  interface FastifyInstance {
    flows: Flows;
  }
}

/** How often unpaid orders whose webhook never came are settled with the provider. */
const RESERVATION_SWEEP_MS = 5 * 60 * 1000;

export const flows = fp(
  async function flows(app: FastifyInstance) {
    const checkout =
      app.checkout &&
      createCheckoutFlow({
        db: app.db,
        checkout: app.checkout,
        products: app.products,
        accounts: app.accounts,
        log: app.log.child({ module: 'checkout' }),
      });
    const log = app.log.child({ module: 'orders' });
    const returns = createReturnOrderFlow({ db: app.db });
    const orderActions: OrderActions = {
      cancel: createCancelOrderFlow({
        db: app.db,
        products: app.products,
        refunds: app.refunds,
        log,
      }),
      return: returns.returnOrder,
      returnItems: returns.returnItems,
      receiveReturn: createReceiveReturnFlow({ db: app.db, refunds: app.refunds, log }),
    };
    const setStock = createSetStockFlow({
      db: app.db,
      products: app.products,
      stockAlerts: app.stockAlerts,
    });
    app.decorate('flows', { checkout, orderActions, setStock });
    if (checkout) {
      repeatWhileUp(
        app,
        RESERVATION_SWEEP_MS,
        () => checkout.sweepStaleReservations(),
        'reservation sweep',
      );
    }
  },
  {
    name: 'flows',
    dependencies: [
      'database',
      'catalog-repositories',
      'customer-auth',
      'checkout-service',
      'refund-retries',
      'stock-alerts',
    ],
  },
);
