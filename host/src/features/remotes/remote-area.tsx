// The content area of one remote: loads its ./routes and renders the one matching the address.
import { useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { Spinner, type RemoteName } from '@storefront/shared';
import { NotFoundPage } from '../routing';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { RemoteUnavailablePanel } from './remote-unavailable-panel';
import { useRemoteModule, useRemoteModules } from './remote-modules';

/** What a remote's `./routes` module exports (docs/contracts.md "Remotes"). */
export interface RemoteRoutesModule {
  default: RouteObject[];
}

const ROUTES_EXPOSE = './routes';

// A path the route table gives to this remote but its routes do not match is still a 404.
const notFoundRoute: RouteObject = { path: '*', element: <NotFoundPage /> };

const NO_ROUTES: RouteObject[] = [{ path: '*', element: null }];

function RemoteRoutes({ remote }: { remote: RemoteName }) {
  const loaded = useRemoteModule<RemoteRoutesModule>(remote, ROUTES_EXPOSE);
  // useRoutes runs on every render (hooks keep their order); nothing matches until the routes arrive.
  const element = useRoutes(loaded ? [...loaded.default, notFoundRoute] : NO_ROUTES);
  return loaded ? element : <Spinner centered />;
}

export function RemoteArea({ remote }: { remote: RemoteName }) {
  const { pathname } = useLocation();
  const modules = useRemoteModules();
  return (
    <section data-remote-area={remote}>
      <RemoteErrorBoundary
        remote={remote}
        resetKey={pathname}
        onReset={() => modules.forget(remote, ROUTES_EXPOSE)}
        fallback={(retry) => <RemoteUnavailablePanel onRetry={retry} />}
      >
        <RemoteRoutes remote={remote} />
      </RemoteErrorBoundary>
    </section>
  );
}
