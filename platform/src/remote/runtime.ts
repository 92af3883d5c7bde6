// A remote's work that must run from the first page on, whichever page that is (the cart keeping
// its lines and count, sign-in restoring a session): the remote exposes it as `./runtime` and the
// host (or the remote's standalone page) starts it once with the page's store context.
import type { StoreContext } from '../state';

export const RUNTIME_EXPOSE = './runtime';

/** What a remote's `./runtime` module exports. */
export interface RemoteRuntime {
  startRuntime(storeContext: StoreContext): void;
}
