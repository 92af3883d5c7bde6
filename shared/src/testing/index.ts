// Test helpers for the packages built on @storefront/shared (jest + Testing Library only).
export * from './fixtures';
export * from './render';
export * from './remote-routes';
// What the packages' tests observe that no production code outside shared needs.
export { on } from '../events/event-bus';
export { selectIsGuest } from '../state/session-slice';
