// @storefront/shared: the browser entry (domain + state, API client, events, UI).
export * from './domain';
export * from './config/runtime-env';
export * from './lib/storage';
export * from './lib/guest-id';
export * from './api/api-client';
export * from './api/api-context';
export * from './api/store-api';
export * from './mock-catalog';
export * from './events/event-bus';
export * from './state';
export * from './cart/use-add-to-cart';
export * from './ui';
export * from './seo/page-meta';
export * from './remote';
