// A remote's page as its own lazily loaded chunk: a route pulls only its own code (and its own
// libraries: the checkout's forms and validation stay off the cart page). RemoteRoot's Suspense
// shows while it loads; a chunk a newer deploy deleted is the host's stale-code recovery's job.
import {
  isValidElement,
  lazy,
  type ComponentType,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';
import { matchRoutes, type RouteObject } from 'react-router-dom';

export type LazyPage = LazyExoticComponent<ComponentType> & {
  /** Loads the page's chunk; once it is in, the page renders without suspending. */
  preload(): Promise<void>;
};

/** React.lazy for a named export of a page module (a page takes no props: the route is its input). */
export function lazyPage<Name extends string>(
  load: () => Promise<Record<Name, ComponentType>>,
  exportName: Name,
): LazyPage {
  let page: { default: ComponentType } | undefined;
  let loading: Promise<void> | undefined;
  const preload = () => {
    loading ??= load().then(
      (module) => {
        page = { default: module[exportName] };
      },
      (error: unknown) => {
        loading = undefined; // the next render or preload asks the network again
        throw error;
      },
    );
    return loading;
  };
  // A chunk already in answers synchronously: React's lazy then renders the page in the same pass
  // instead of suspending. That matters while hydrating: a part still waiting for its chunk that
  // receives an update (a re-render of the layout) is thrown away for its fallback, and a press
  // made on it with it.
  const component = lazy(
    () =>
      (page
        ? { then: (resolve: (loaded: { default: ComponentType }) => void) => resolve(page!) }
        : preload().then(() => page!)) as Promise<{ default: ComponentType }>,
  );
  return Object.assign(component, { preload });
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
