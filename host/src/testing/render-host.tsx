// Renders host components the way the shell does: one test store, the shared providers, a memory
// router and a stub remote loader standing in for the federation runtime.
import { act } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import {
  createMemoryStorage,
  createStoreContext,
  initialSessionState,
  type StoreContext,
} from '@storefront/platform';
import { type SessionStatus } from '@storefront/contract/events';
import { type User } from '@storefront/contract';
import { renderInShop } from '@storefront/platform/testing';
import {
  RemoteModulesProvider,
  type LoadRemoteModule,
  type RefreshRemote,
} from '../features/remotes/remote-modules';

export const customer = {
  id: 7,
  first_name: 'Dana',
  last_name: 'Reyes',
  email: 'dana@example.com',
} as unknown as User;

/** A store whose shopper is in the given session state. */
export function makeHostStoreContext(status: SessionStatus = 'signed-out'): StoreContext {
  const signedIn = status === 'authenticated';
  return createStoreContext({
    storage: createMemoryStorage(),
    env: { apiBaseUrl: 'http://api.test' },
    storeId: 'default',
    syncAcrossTabs: false,
    preloadedState: {
      session: {
        ...initialSessionState,
        status,
        user: signedIn ? customer : null,
        token: signedIn || status === 'restoring' ? 'token-1' : null,
        guestId: 'guest_test',
      },
    },
  });
}

const loadNothing: LoadRemoteModule = (remote, expose) =>
  Promise.reject(new Error(`test loads no remote (${remote} ${expose})`));

/** Async because remote modules suspend: the render is awaited until the first loads settle. */
export async function renderHost(
  ui: ReactElement,
  {
    path = '/',
    storeContext = makeHostStoreContext(),
    loadRemoteModule = loadNothing,
    refreshRemote,
  }: {
    path?: string;
    storeContext?: StoreContext;
    loadRemoteModule?: LoadRemoteModule;
    refreshRemote?: RefreshRemote;
  } = {},
) {
  const withRemotes = ({ children }: { children: ReactNode }) => (
    <RemoteModulesProvider load={loadRemoteModule} refreshRemote={refreshRemote}>
      {children}
    </RemoteModulesProvider>
  );
  let result!: ReturnType<typeof renderInShop>;
  await act(async () => {
    result = renderInShop(ui, { storeContext, url: path, wrapper: withRemotes });
  });
  return result;
}
