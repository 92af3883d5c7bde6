// A remote's page as its own lazily loaded chunk: a route pulls only its own code (and its own
// libraries: the checkout's forms and validation stay off the cart page). RemoteRoot's Suspense
// shows while it loads; a chunk a newer deploy deleted is the host's stale-code recovery's job.
import {
  createElement,
  isValidElement,
  lazy,
  type ComponentType,
  type FunctionComponent,
  type ReactNode,
} from 'react';
import { matchRoutes, type RouteObject } from 'react-router-dom';

export type LazyPage = FunctionComponent & {
  /** Loads the page's chunk; once it is in, the page renders without suspending. */
  preload(): Promise<void>;
};

/**
 * How long a failed load of a page's chunk is shown as is. React renders a failed part again at
 * once before its error boundary shows the error, and that render must not ask the network again
 * (a remote still down would be asked in a loop); a shopper's Retry, or coming back to the page,
 * comes later and asks again.
 */
const FAILED_PAGE_LOAD_KEPT_MS = 1000;

/**
 * React.lazy for a named export of a page module (a page takes no props: the route is its input).
 * React.lazy alone keeps a rejected import for good: after a chunk failed (its remote's server
 * stopped), Retry and every later visit showed the error without a request. So a render more
 * than FAILED_PAGE_LOAD_KEPT_MS after a failure gets a new React.lazy, which imports again.
 */
export function lazyPage<Name extends string>(
  load: () => Promise<Record<Name, ComponentType>>,
  exportName: Name,
  now: () => number = Date.now,
): LazyPage {
  let page: { default: ComponentType } | undefined;
  let loading: Promise<void> | undefined;
  let failedAt: number | undefined;
  const preload = () => {
    loading ??= load().then(
      (module) => {
        page = { default: module[exportName] };
      },
      (error: unknown) => {
        loading = undefined; // the next render or preload asks the network again
        failedAt = now();
        throw error;
      },
    );
    return loading;
  };
  // A chunk already in answers synchronously: React's lazy then renders the page in the same pass
  // instead of suspending. That matters while hydrating: a part still waiting for its chunk that
  // receives an update (a re-render of the layout) is thrown away for its fallback, and a press
  // made on it with it.
  const newLazy = () =>
    lazy(
      () =>
        (page
          ? { then: (resolve: (loaded: { default: ComponentType }) => void) => resolve(page!) }
          : preload().then(() => page!)) as Promise<{ default: ComponentType }>,
    );
  let current = newLazy();
  function Page() {
    if (failedAt !== undefined && now() - failedAt > FAILED_PAGE_LOAD_KEPT_MS) {
      failedAt = undefined;
      current = newLazy();
    }
    return createElement(current);
  }
  return Object.assign(Page, { preload });
}

function isLazyPage(type: unknown): type is LazyPage {
  return typeof (type as Partial<LazyPage> | null)?.preload === 'function';
}

/**
 * Loads the page chunks of the routes matching `pathname` (a page made with `lazyPage`; other
 * elements need nothing). The host awaits it before hydrating a server-rendered page, so the whole
 * page hydrates in one pass. A page of a remote built before this existed is simply not preloaded.
 */
export async function preloadMatchedPages(routes: RouteObject[], pathname: string): Promise<void> {
  const elements: ReactNode[] = (matchRoutes(routes, pathname) ?? []).map(
    (match) => match.route.element,
  );
  await Promise.all(
    elements.map((element) =>
      isValidElement(element) && isLazyPage(element.type) ? element.type.preload() : undefined,
    ),
  );
}
