// The content area of one remote: loads its ./routes and renders the one matching the address.
import { useRef } from 'react';
import { useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import {
  ROUTES_EXPOSE,
  RemoteWidgetRendererProvider,
  type RemoteRoutesModule,
  type RemoteWidgetRequest,
} from '@storefront/platform';
import { Spinner } from '@storefront/ui-kit';
import { type RemoteName } from '@storefront/contract';
import { NotFoundPage } from '../routing';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { RemoteUnavailablePanel } from './remote-unavailable-panel';
import { useRemoteModule, useRemoteModules, type RemoteModules } from './remote-modules';
import { RemoteWidget } from './remote-widget';
import { isChunkLoadError, reloadPageOnce } from './stale-code-reload';

// A path the route table gives to this remote but its routes do not match is still a 404.
const notFoundRoute: RouteObject = { path: '*', element: <NotFoundPage /> };

const NO_ROUTES: RouteObject[] = [{ path: '*', element: null }];

function RemoteRoutes({ remote }: { remote: RemoteName }) {
  const loaded = useRemoteModule<RemoteRoutesModule>(remote, ROUTES_EXPOSE);
  // useRoutes runs on every render (hooks keep their order); nothing matches until the routes arrive.
  const element = useRoutes(loaded ? [...loaded.default, notFoundRoute] : NO_ROUTES);
  return loaded ? element : <Spinner centered />;
}

/**
 * A chunk of the remote's code that cannot be loaded (deleted by a newer deploy) on this page:
 * first the remote is pointed at its current version and rendered again; when that fails too, the
 * page is reloaded once; then the panel. Returns null for the panel.
 */
function useStaleCodeRecovery(remote: RemoteName, modules: RemoteModules, route: string) {
  // Tries on this page (route) since its last Retry, and the one under way: React may report the
  // same stale chunk more than once while it renders (seen in Chromium), which is still one try.
  const tries = useRef<{ route: string; count: number; pending?: Promise<boolean> }>({
    route,
    count: 0,
  });
  return {
    recover(error: unknown): Promise<boolean> | null {
      if (!isChunkLoadError(error)) return null;
      if (tries.current.route !== route) tries.current = { route, count: 0 };
      if (tries.current.pending) return tries.current.pending;
      tries.current.count += 1;
      if (tries.current.count === 1) {
        const pending = modules.refresh(remote).then(
          () => true,
          (refreshError: unknown) => {
            // Rendered again all the same: a second failure still leads to the reload.
            console.error(`[storefront] could not re-read the remotes map`, refreshError);
            return true;
          },
        );
        tries.current.pending = pending;
        void pending.then(() => {
          if (tries.current.pending === pending) tries.current.pending = undefined;
        });
        return pending;
      }
      // The page is going away: keep the placeholder up meanwhile.
      return reloadPageOnce() ? new Promise<boolean>(() => undefined) : null;
    },
    retried() {
      tries.current.count = 0;
    },
  };
}

const renderRemoteWidget = (request: RemoteWidgetRequest) => <RemoteWidget {...request} />;

export function RemoteArea({ remote }: { remote: RemoteName }) {
  const { pathname } = useLocation();
  const modules = useRemoteModules();
  const staleCode = useStaleCodeRecovery(remote, modules, pathname);
  return (
    <section data-remote-area={remote}>
      <RemoteErrorBoundary
        remote={remote}
        route={pathname}
        onReset={() => modules.forget(remote, ROUTES_EXPOSE)}
        recover={staleCode.recover}
        whileRecovering={<Spinner centered />}
        fallback={(retry, error) => (
          <RemoteUnavailablePanel
            error={error}
            onRetry={() => {
              // Retry starts over: a stale chunk again re-reads the remotes map first.
              staleCode.retried();
              retry();
            }}
          />
        )}
      >
        {/* A remote's page shows another remote's widget through the host (RemoteWidgetSlot). */}
        <RemoteWidgetRendererProvider render={renderRemoteWidget}>
          <RemoteRoutes remote={remote} />
        </RemoteWidgetRendererProvider>
      </RemoteErrorBoundary>
    </section>
  );
}
