// The shipping module: the address check and the shipping estimate of the store's cart.
export { default as shippingRoutes } from './routes.js';
