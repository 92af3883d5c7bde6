// Runs one remote alone on its own port, for its team: its routes inside the same providers the
// host gives it (its own Redux store, a router, the toast outlet).
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, useRoutes, type RouteObject } from 'react-router-dom';
import { createStorefrontStore } from '../state';
import { StorefrontGlobalStyle, StorefrontProviders } from '../ui';
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

export function renderStandalone(routes: RouteObject[]) {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  createRoot(container).render(
    <StrictMode>
      <StorefrontProviders store={createStorefrontStore()}>
        <BrowserRouter>
          <StandalonePage routes={routes} />
        </BrowserRouter>
      </StorefrontProviders>
    </StrictMode>,
  );
}
