// The content area of one remote: loads its ./routes and renders the one matching the address.
import { Suspense, use } from 'react';
import { useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import type { RemoteName } from '@storefront/shared/domain';
import { NotFoundPage } from '../routing/not-found-page';
import { LoadingIndicator } from '../../components/loading-indicator';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { RemoteUnavailablePanel } from './remote-unavailable-panel';
import { useRemoteModules } from './remote-modules';

/** What a remote's `./routes` module exports (docs/contracts.md "Remotes"). */
export interface RemoteRoutesModule {
  default: RouteObject[];
}

// A path the route table gives to this remote but its routes do not match is still a 404.
const notFoundRoute: RouteObject = { path: '*', element: <NotFoundPage /> };

function RemoteRoutes({ remote }: { remote: RemoteName }) {
  const { default: routes } = use(useRemoteModules().get<RemoteRoutesModule>(remote, './routes'));
  return useRoutes([...routes, notFoundRoute]);
}

export function RemoteArea({ remote }: { remote: RemoteName }) {
  const { pathname } = useLocation();
  return (
    <section data-remote-area={remote}>
      <RemoteErrorBoundary
        remote={remote}
        resetKey={pathname}
        fallback={(retry) => <RemoteUnavailablePanel onRetry={retry} />}
      >
        <Suspense fallback={<LoadingIndicator />}>
          <RemoteRoutes remote={remote} />
        </Suspense>
      </RemoteErrorBoundary>
    </section>
  );
}
