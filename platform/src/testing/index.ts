// Test helpers for the packages built on @storefront/platform (jest + Testing Library only).
export * from './account-sign-in';
export * from './bus-events';
export * from './fixtures';
export * from './render';
export * from './remote-routes';
// What the packages' tests observe that no production code outside shared needs.
export { on } from '../events/event-bus';
export {
  selectAuthError,
  selectGuestId,
  selectIsGuest,
  selectIsSessionRestoring,
} from '../state/session-slice';
export { parseEventPayload } from '@storefront/contract/events';
export type { StorefrontEventName } from '@storefront/contract/events';
