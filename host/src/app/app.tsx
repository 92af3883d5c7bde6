import { StrictMode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { StorefrontProviders, type StoreContext } from '@storefront/shared';
import {
  RemoteModulesProvider,
  type LoadRemoteModule,
  type RefreshRemote,
} from '../features/remotes/remote-modules';
import { AppLayout } from './app-layout';

interface AppProps {
  /** The page's one store context; remotes render inside it. */
  storeContext: StoreContext;
  /** How remote modules are loaded: the federation runtime in the browser, a stub in tests. */
  loadRemoteModule: LoadRemoteModule;
  /** Points a remote at its current version after a stale chunk (re-reads the remotes map). */
  refreshRemote?: RefreshRemote;
}

export function App({ storeContext, loadRemoteModule, refreshRemote }: AppProps) {
  return (
    <StrictMode>
      <StorefrontProviders storeContext={storeContext}>
        <RemoteModulesProvider load={loadRemoteModule} refreshRemote={refreshRemote}>
          <BrowserRouter>
            <AppLayout />
          </BrowserRouter>
        </RemoteModulesProvider>
      </StorefrontProviders>
    </StrictMode>
  );
}
