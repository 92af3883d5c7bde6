// Account's `./runtime`, started once per page by the host (or account's standalone page): it
// checks a stored token (GET /auth/me) and signs the customer out when the page asks for it with
// `session:sign-out-requested`. Everyone else reads the result from the session slice and
// `auth:changed`, never from here.
import { on, type StoreContext } from '@storefront/shared';
import { logout, restoreSession } from '../features/session';

export function startRuntime(storeContext: StoreContext): void {
  on('session:sign-out-requested', () => void storeContext.dispatch(logout()));
  void storeContext.dispatch(restoreSession());
}
