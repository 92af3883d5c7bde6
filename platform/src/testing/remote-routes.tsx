// One contract test for every remote: each route it owns renders a page heading inside its
// data-remote root, the marker the host's browser scenarios rely on.
import { screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter, type RouteObject } from 'react-router-dom';
import { type RemoteName } from '@storefront/contract';
import { routesOf } from '@storefront/contract';
import { renderInShop } from './render';

/** A concrete address for a route-table pattern: ids become 1, a splat its index page. */
export function samplePath(pattern: string): string {
  return pattern.replace(/:\w+/g, '1').replace(/\/\*$/, '');
}

/**
 * Registers a test per route the route table gives `remote` (plus `extraPaths`, e.g. the child
 * routes of a splat) that renders it and checks its heading sits inside `data-remote="<remote>"`.
 */
export function describeRemoteRoutes(
  remote: RemoteName,
  routes: RouteObject[],
  extraPaths: string[] = [],
): void {
  const paths = [...routesOf(remote).map((route) => samplePath(route.path)), ...extraPaths];
  describe(`the ${remote} remote routes`, () => {
    it.each(paths)(`renders %s with a heading inside data-remote="${remote}"`, async (path) => {
      renderInShop(
        <RouterProvider router={createMemoryRouter(routes, { initialEntries: [path] })} />,
        { withRouter: false },
      );
      // A lazily loaded page shows its heading once its chunk has arrived.
      const heading = (await screen.findAllByRole('heading', { level: 1 }))[0];
      expect(heading?.closest('[data-remote]')).toHaveAttribute('data-remote', remote);
    });
  });
}
