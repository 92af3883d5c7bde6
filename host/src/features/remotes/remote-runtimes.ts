// Starts the remotes' runtimes (the cart, sign-in) with the page's store context at start-up. The
// shell does not wait for them: a remote that cannot be reached leaves its part of the page
// without it (its area shows the fallback panel), never the whole page blank. Without account's
// runtime nobody checks a stored token, and the route guard would wait on 'restoring' for good:
// the shopper then browses signed out on this page, the token kept for the next one.
import { REMOTES_WITH_RUNTIME, type RemoteName } from '@storefront/contract';
import {
  RUNTIME_EXPOSE,
  type StoreContext,
  sessionCheckUnavailable,
  type RemoteRuntime,
} from '@storefront/platform';
import { nextTask } from '../../lib/next-task';
import { reportRemoteFailure } from './remote-failure-report';
import type { LoadRemoteModule } from './remote-modules';

export async function startRemoteRuntimes(
  storeContext: StoreContext,
  load: LoadRemoteModule,
  remotes: readonly RemoteName[] = REMOTES_WITH_RUNTIME,
): Promise<void> {
  await Promise.all(
    remotes.map(async (remote) => {
      try {
        const runtime = await load<RemoteRuntime>(remote, RUNTIME_EXPOSE);
        // Its own task: loading the remote's entry was one already.
        await nextTask();
        runtime.startRuntime(storeContext);
      } catch (error) {
        console.error(`[storefront] the ${remote} remote's runtime did not start`, error);
        reportRemoteFailure(remote, error, window.location.pathname);
        if (remote === 'account') storeContext.dispatch(sessionCheckUnavailable());
      }
    }),
  );
}
