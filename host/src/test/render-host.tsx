// Renders host components the way the shell does: one test store, the shared providers, a memory
// router and a stub remote loader standing in for the federation runtime.
import { act, render, screen, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import {
  StorefrontProviders,
  createMemoryStorage,
  createStoreContext,
  initialSessionState,
  type StoreContext,
  type SessionStatus,
  type User,
} from '@storefront/shared';
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

/** Shows the router's current address, so tests can see where a redirect went. */
export function CurrentLocation() {
  const { pathname, search } = useLocation();
  return <div aria-label="Current location">{`${pathname}${search}`}</div>;
}

export function currentLocation(): string | null {
  return screen.getByLabelText('Current location').textContent;
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
  let result!: RenderResult;
  await act(async () => {
    result = render(
      <StorefrontProviders storeContext={storeContext}>
        <RemoteModulesProvider load={loadRemoteModule} refreshRemote={refreshRemote}>
          <MemoryRouter initialEntries={[path]}>
            {ui}
            <CurrentLocation />
          </MemoryRouter>
        </RemoteModulesProvider>
      </StorefrontProviders>,
    );
  });
  return { ...result, storeContext };
}
