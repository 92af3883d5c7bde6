// Runs this remote alone on its own port, for its team: its routes inside the same shared
// providers the host gives it (own Redux store, router, toasts from the event bus).
import { StrictMode, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, useRoutes, type RouteObject } from 'react-router-dom';
import { ToastContainer, toast } from 'react-toastify';
import { StorefrontProviders, TOAST_SETTINGS, createStorefrontStore, on } from '@storefront/shared';

function StandalonePage({ routes }: { routes: RouteObject[] }) {
  useEffect(() => on('toast', ({ type, message }) => toast(message, { type })), []);
  return (
    <>
      {useRoutes(routes)}
      <ToastContainer limit={TOAST_SETTINGS.limit} />
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
