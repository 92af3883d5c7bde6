// The one way the packages' tests render: inside the shop's providers with a test store context,
// under a memory router, with the current address shown for the tests to read.
import { render, screen, type RenderResult } from '@testing-library/react';
import { Fragment, type ComponentType, type ReactElement, type ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { FetchLike } from '../api/api-client';
import type { KeyValueStorage } from '../lib/storage';
import type { StoreId } from '@storefront/contract';
import { createMemoryStorage } from '../lib/storage';
import { createStoreContext, type StoreContext } from '../state/create-store';
import { StorefrontProviders } from '../remote/storefront-providers';

export function makeTestStoreContext(
  options: { fetch?: FetchLike; storeId?: StoreId; storage?: KeyValueStorage } = {},
): StoreContext {
  return createStoreContext({
    storage: options.storage ?? createMemoryStorage(),
    env: { apiBaseUrl: 'http://api.test' },
    storeId: options.storeId ?? 'default',
    fetch: options.fetch,
    syncAcrossTabs: false,
  });
}

export interface RenderInShopOptions {
  /** Default: makeTestStoreContext(). */
  storeContext?: StoreContext;
  /** The address the test starts on (default '/'). */
  url?: string;
  /** Addresses visited before `url` on this site (none: `url` was opened directly). */
  history?: string[];
  /** The route pattern `ui` is mounted on, e.g. '/product/:id'; none: `ui` is shown at any address. */
  path?: string;
  /** false: `ui` brings its own router (a remote's data router). */
  withRouter?: boolean;
  /** Providers of the package between the shop's and the router (the host's remote loader). */
  wrapper?: ComponentType<{ children: ReactNode }>;
}

/** Shows the router's current address, read with currentLocation(); renderInShop puts it in. */
export function CurrentLocation() {
  const { pathname, search } = useLocation();
  return <div aria-label="Current location">{`${pathname}${search}`}</div>;
}

/** Where the router is now ("/cart?step=2"), as renderInShop shows it. */
export function currentLocation(): string | null {
  return screen.getByLabelText('Current location').textContent;
}

export function renderInShop(
  ui: ReactElement,
  options: RenderInShopOptions = {},
): RenderResult & { storeContext: StoreContext } {
  const {
    storeContext = makeTestStoreContext(),
    url = '/',
    history = [],
    path,
    withRouter = true,
    wrapper: Wrapper = Fragment,
  } = options;
  const page = path ? (
    <Routes>
      <Route path={path} element={ui} />
      {path !== '*' && <Route path="*" element={null} />}
    </Routes>
  ) : (
    ui
  );
  const view = render(
    <StorefrontProviders storeContext={storeContext}>
      <Wrapper>
        {withRouter ? (
          <MemoryRouter initialEntries={[...history, url]} initialIndex={history.length}>
            {page}
            <CurrentLocation />
          </MemoryRouter>
        ) : (
          ui
        )}
      </Wrapper>
    </StorefrontProviders>,
  );
  return { ...view, storeContext };
}
