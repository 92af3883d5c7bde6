// @storefront/shared: the browser entry (domain + state, API client, events, UI).
export * from './domain';
