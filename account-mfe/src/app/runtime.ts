// Account's `./runtime`, started once per page by the host (or account's standalone page): it
// checks a stored token (GET /auth/me), signs the customer out when the page asks for it with
// `session:sign-out-requested`, and keeps the shopper's saved equipment ("My equipment"),
// announced with `equipment:changed`. Everyone else reads the results from the session slice,
// `auth:changed` and `equipment:changed`, never from here.
import { on, type StoreContext } from '@storefront/platform';
import { startEquipmentRuntime } from '../features/equipment';
import { logout, restoreSession } from '../features/session';

export function startRuntime(storeContext: StoreContext): void {
  on('session:sign-out-requested', () => void storeContext.dispatch(logout()));
  startEquipmentRuntime(storeContext);
  void storeContext.dispatch(restoreSession());
}
