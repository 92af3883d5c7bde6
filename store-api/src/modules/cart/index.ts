// The cart domain: the cart service on the app and the store-scoped cart routes.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ImageUrls } from '../images/index.js';
import { createCartService, type CartService } from './cart-service.js';

export { clearCustomerCart, storeShipping } from './cart-service.js';
export type { StoreShipping } from './pricing.js';
export { catalogueProducts, type CatalogueProduct } from './repository.js';
import {
  customerCartRoutes,
  guestCartRoutes,
  registerCartConvertRoute,
  registerCartRoutes,
} from './routes.js';

declare module 'fastify' {
  interface FastifyInstance {
    cartService: CartService;
  }
}

export const cartServicePlugin = fp(
  async function cartServicePlugin(app: FastifyInstance, options: { imageUrls: ImageUrls }) {
    app.decorate('cartService', createCartService(app.db, options.imageUrls));
  },
  { name: 'cart-service', dependencies: ['database'] },
);

export async function cartRoutes(app: FastifyInstance) {
  app.addHook('onRequest', app.requireStore);
  registerCartRoutes(app, guestCartRoutes);
  registerCartRoutes(app, customerCartRoutes);
  registerCartConvertRoute(app);
}
