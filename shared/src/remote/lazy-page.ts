// A remote's page as its own lazily loaded chunk: a route pulls only its own code (and its own
// libraries: the checkout's forms and validation stay off the cart page). RemoteRoot's Suspense
// shows while it loads; a chunk a newer deploy deleted is the host's stale-code recovery's job.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** React.lazy for a named export of a page module (a page takes no props: the route is its input). */
export function lazyPage<Name extends string>(
  load: () => Promise<Record<Name, ComponentType>>,
  exportName: Name,
): LazyExoticComponent<ComponentType> {
  return lazy<ComponentType>(() => load().then((module) => ({ default: module[exportName] })));
}
