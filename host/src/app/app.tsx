import { StrictMode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { StorefrontProviders, type AppStore } from '@storefront/shared';
import { RemoteModulesProvider, type LoadRemoteModule } from '../features/remotes/remote-modules';
import { AppLayout } from './app-layout';

interface AppProps {
  /** The page's one Redux store; remotes render inside it. */
  store: AppStore;
  /** How remote modules are loaded: the federation runtime in the browser, a stub in tests. */
  loadRemoteModule: LoadRemoteModule;
}

export function App({ store, loadRemoteModule }: AppProps) {
  return (
    <StrictMode>
      <StorefrontProviders store={store}>
        <RemoteModulesProvider load={loadRemoteModule}>
          <BrowserRouter>
            <AppLayout />
          </BrowserRouter>
        </RemoteModulesProvider>
      </StorefrontProviders>
    </StrictMode>
  );
}
