// Runs one remote alone on its own port, for its team: its routes inside the same providers the
// host gives it (its own store context, a router, the toast outlet).
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, useRoutes, type RouteObject } from 'react-router-dom';
import { createStoreContext } from '../state';
import { StorefrontGlobalStyle } from '@storefront/ui-kit';
import { StorefrontProviders } from './storefront-providers';
import type { RemoteRuntime } from './runtime';
import { ToastOutlet } from './toast-outlet';

function StandalonePage({ routes }: { routes: RouteObject[] }) {
  return (
    <>
      <StorefrontGlobalStyle />
      {useRoutes(routes)}
      <ToastOutlet />
    </>
  );
}

/** Renders the remote's routes; `runtime` is its own `./runtime` module, started first when given. */
export function renderStandalone(routes: RouteObject[], runtime?: RemoteRuntime) {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  const storeContext = createStoreContext();
  runtime?.startRuntime(storeContext);
  createRoot(container).render(
    <StrictMode>
      <StorefrontProviders storeContext={storeContext}>
        <BrowserRouter>
          <StandalonePage routes={routes} />
        </BrowserRouter>
      </StorefrontProviders>
    </StrictMode>,
  );
}
