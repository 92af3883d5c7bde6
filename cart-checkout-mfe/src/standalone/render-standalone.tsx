// Renders this remote's routes alone, inside the same shared providers the host gives it.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, useRoutes, type RouteObject } from 'react-router-dom';
import { ToastContainer } from 'react-toastify';
import { StorefrontProviders, createStorefrontStore } from '@storefront/shared';

function StandaloneRoutes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

export function renderStandalone(routes: RouteObject[]) {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  createRoot(container).render(
    <StrictMode>
      <StorefrontProviders store={createStorefrontStore()}>
        <BrowserRouter>
          <StandaloneRoutes routes={routes} />
        </BrowserRouter>
        <ToastContainer />
      </StorefrontProviders>
    </StrictMode>,
  );
}
