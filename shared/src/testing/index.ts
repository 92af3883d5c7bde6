// Test helpers for the packages built on @storefront/shared (jest + Testing Library only).
export * from './fixtures';
export * from './render';
export * from './remote-routes';
