// @storefront/shared/domain: types, store configurations, routes, rules and formatting. No React, no DOM.
export * from './types';
export * from './store-config';
export * from './stores';
export * from './store-resolution';
export * from './routes';
export * from './constants';
export * from './messages';
export * from './formatting';
export * from './cart-rules';
export * from './product';
export * from './order-normaliser';
export * from './order-rules';
export * from './order-status';
