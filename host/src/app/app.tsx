import { StrictMode, useEffect, useRef } from 'react';
import { BrowserRouter, Router } from 'react-router-dom';
import { StorefrontProviders, type StoreContext } from '@storefront/platform';
import { BUILT_IN_ROUTES, type RouteTable } from '@storefront/contract';
import { RouteTableProvider } from '../features/routing';
import {
  RemoteModulesProvider,
  type LoadRemoteModule,
  type RefreshRemote,
  type RemoteModules,
} from '../features/remotes/remote-modules';
import { AppLayout } from './app-layout';

interface AppProps {
  /** The page's one store context; remotes render inside it. */
  storeContext: StoreContext;
  /** How remote modules are loaded: the federation runtime in the browser, a stub in tests. */
  loadRemoteModule: LoadRemoteModule;
  /** Points a remote at its current version after a stale chunk (re-reads the remotes map). */
  refreshRemote?: RefreshRemote;
  /** Remote modules already loaded: those a server-rendered page was rendered with. */
  preloadedModules?: RemoteModules;
  /** The address to render at, on the server; the browser's address bar otherwise. */
  serverLocation?: string;
  /** Called once, after the first render is on screen (a server-rendered page: hydrated). */
  onFirstCommit?: () => void;
  /** The routes and nav entries of the page's remote versions (the built-in ones by default). */
  routeTable?: RouteTable;
}

function FirstCommit({ onCommit }: { onCommit?: () => void }) {
  const called = useRef(false);
  useEffect(() => {
    if (called.current) return;
    called.current = true;
    onCommit?.();
  }, [onCommit]);
  return null;
}

// A server render never navigates: the page it writes is for one address.
const serverNavigator = {
  createHref: (to: string | { pathname?: string; search?: string; hash?: string }) =>
    typeof to === 'string' ? to : `${to.pathname ?? ''}${to.search ?? ''}${to.hash ?? ''}`,
  go: () => undefined,
  push: () => undefined,
  replace: () => undefined,
};

export function App({
  storeContext,
  loadRemoteModule,
  refreshRemote,
  preloadedModules,
  serverLocation,
  onFirstCommit,
  routeTable = BUILT_IN_ROUTES,
}: AppProps) {
  return (
    <StrictMode>
      <FirstCommit onCommit={onFirstCommit} />
      <StorefrontProviders storeContext={storeContext}>
        <RouteTableProvider value={routeTable}>
          <RemoteModulesProvider
            load={loadRemoteModule}
            refreshRemote={refreshRemote}
            preloaded={preloadedModules}
          >
            {serverLocation === undefined ? (
              <BrowserRouter>
                <AppLayout />
              </BrowserRouter>
            ) : (
              <Router location={serverLocation} navigator={serverNavigator} static>
                <AppLayout />
              </Router>
            )}
          </RemoteModulesProvider>
        </RouteTableProvider>
      </StorefrontProviders>
    </StrictMode>
  );
}
