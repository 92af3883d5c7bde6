// The content area of one remote: loads its ./routes and renders the one matching the address.
import { Suspense, memo, useEffect, useMemo, useRef, useState } from 'react';
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
import { RemoteStaticNotice, RemoteUnavailablePanel } from './remote-unavailable-panel';
import { useRemoteModule, useRemoteModules, type RemoteModules } from './remote-modules';
import { RemoteWidget } from './remote-widget';
import { renderErrorFallback } from './render-error-fallback';
import { isChunkLoadError, reloadPageOnce } from './stale-code-reload';

// A path the route table gives to this remote but its routes do not match is still a 404.
const notFoundRoute: RouteObject = { path: '*', element: <NotFoundPage /> };

/**
 * The remote's routes for the address. Memoised: a re-render of RemoteRoutes with the same routes
 * (its hook settling once hydrated) must not reach a page still waiting for its chunk with the
 * server's markup, which React would then drop for the page's placeholder.
 */
const MatchedRoutes = memo(function MatchedRoutes({ routes }: { routes: RouteObject[] }) {
  const withNotFound = useMemo(() => [...routes, notFoundRoute], [routes]);
  return useRoutes(withNotFound);
});

function RemoteRoutes({ remote }: { remote: RemoteName }) {
  const loaded = useRemoteModule<RemoteRoutesModule>(remote, ROUTES_EXPOSE);
  return loaded ? <MatchedRoutes routes={loaded.default} /> : <Spinner centered />;
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

/**
 * A server-rendered area whose remote's routes did not arrive while hydrating: the server's markup
 * stays (static: links work, buttons wait) with a notice whose Retry loads the routes again, and
 * the area hydrates when they arrive. Gone once the shopper leaves the page (the area then renders
 * anew, with the panel if the remote is still down).
 */
function useStaticServerMarkup(remote: RemoteName, modules: RemoteModules, pathname: string) {
  const [failed, setFailed] = useState(false);
  const [renderedPath] = useState(pathname);
  const watch = (load: Promise<unknown>) =>
    load.then(
      () => setFailed(false),
      () => setFailed(true),
    );
  useEffect(() => {
    if (!modules.arrival(remote, ROUTES_EXPOSE) || modules.peek(remote, ROUTES_EXPOSE)) return;
    void watch(modules.get(remote, ROUTES_EXPOSE));
  }, [modules, remote]);
  return {
    showNotice: failed && renderedPath === pathname,
    retry() {
      setFailed(false);
      modules.forget(remote, ROUTES_EXPOSE);
      void watch(modules.get(remote, ROUTES_EXPOSE));
    },
  };
}

const renderRemoteWidget = (request: RemoteWidgetRequest) => <RemoteWidget {...request} />;

export function RemoteArea({ remote }: { remote: RemoteName }) {
  const { pathname } = useLocation();
  const modules = useRemoteModules();
  const staleCode = useStaleCodeRecovery(remote, modules, pathname);
  const staticMarkup = useStaticServerMarkup(remote, modules, pathname);
  // One element for the area's life: a re-render of the area (its notice) must not reach a part
  // still showing the server's markup, which React would then drop for the Suspense fallback.
  const routes = useMemo(
    () => (
      <Suspense fallback={<Spinner centered />}>
        {/* A remote's page shows another remote's widget through the host (RemoteWidgetSlot). */}
        <RemoteWidgetRendererProvider render={renderRemoteWidget}>
          <RemoteRoutes remote={remote} />
        </RemoteWidgetRendererProvider>
      </Suspense>
    ),
    [remote],
  );
  return (
    <section data-remote-area={remote}>
      {staticMarkup.showNotice && <RemoteStaticNotice onRetry={staticMarkup.retry} />}
      <RemoteErrorBoundary
        remote={remote}
        route={pathname}
        onReset={() => modules.forget(remote, ROUTES_EXPOSE)}
        recover={(error) => staleCode.recover(error) ?? renderErrorFallback(remote, modules, error)}
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
        {routes}
      </RemoteErrorBoundary>
    </section>
  );
}
