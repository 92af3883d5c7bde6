import { screen } from '@testing-library/react';
import { Outlet } from 'react-router-dom';
import { BUILT_IN_ROUTES, ROUTE_TABLE, type RouteTable } from '@storefront/contract';
import { currentLocation } from '@storefront/platform/testing';
import { makeHostStoreContext, renderHost } from '../../testing/render-host';
import { stubRemoteLoader } from '../../testing/stub-remotes';
import { ContentArea } from './content-area';
import { RouteTableProvider, parseRouteTable } from './route-table';

// What the host's server writes into the page once a fifth remote, `wishlist`, is promoted.
const WITH_WISHLIST: RouteTable = {
  routes: [...ROUTE_TABLE, { path: '/wishlist', remote: 'wishlist', access: 'login' }],
  nav: [{ label: 'Wishlist', path: '/wishlist', remote: 'wishlist' }],
};

const builtInLoader = stubRemoteLoader();
const loadWithWishlist = async <T,>(remote: string, expose: string): Promise<T> => {
  if (remote !== 'wishlist') return builtInLoader<T>(remote, expose);
  const routes = [
    {
      element: (
        <div data-remote="wishlist">
          <Outlet />
        </div>
      ),
      children: [{ path: '/wishlist', element: <h1>Your wishlist</h1> }],
    },
  ];
  return { default: routes } as T;
};

function openPage(
  path: string,
  status: Parameters<typeof makeHostStoreContext>[0],
  table: RouteTable = WITH_WISHLIST,
) {
  return renderHost(
    <RouteTableProvider value={table}>
      <ContentArea />
    </RouteTableProvider>,
    { path, storeContext: makeHostStoreContext(status), loadRemoteModule: loadWithWishlist },
  );
}

describe('the content area with the route table the host server composed', () => {
  it("renders a page of a remote this host was not built with, inside that remote's area", async () => {
    await openPage('/wishlist', 'authenticated');
    const heading = await screen.findByRole('heading', { name: 'Your wishlist' });
    expect(heading.closest('[data-remote]')).toHaveAttribute('data-remote', 'wishlist');
  });

  it("applies the remote's declared access: a signed-out shopper goes to /login and comes back", async () => {
    await openPage('/wishlist', 'signed-out');
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(currentLocation()).toBe('/login?redirect=%2Fwishlist');
  });

  it('shows 404 for the path under the built-in table (a page without the composed one)', async () => {
    await openPage('/wishlist', 'authenticated', BUILT_IN_ROUTES);
    expect(screen.getByRole('heading', { name: '404: Page Not Found' })).toBeInTheDocument();
  });
});

describe('reading the route table from the page', () => {
  it('keeps well-formed routes and nav entries and leaves out the rest', () => {
    expect(
      parseRouteTable({
        routes: [
          { path: '/wishlist', remote: 'wishlist', access: 'login' },
          { path: '/x', remote: 'wishlist', access: 'admin' },
          { path: 'no-slash', remote: 'wishlist', access: 'public' },
        ],
        nav: [{ label: 'Wishlist', path: '/wishlist', remote: 'wishlist' }, { label: 3 }],
      }),
    ).toEqual({
      routes: [{ path: '/wishlist', remote: 'wishlist', access: 'login' }],
      nav: [{ label: 'Wishlist', path: '/wishlist', remote: 'wishlist' }],
    });
  });

  it('gives no table for a value that is none, so the page uses the built-in one', () => {
    expect(parseRouteTable(undefined)).toBeNull();
    expect(parseRouteTable({ routes: 'all' })).toBeNull();
    expect(parseRouteTable({ routes: [] })).toBeNull();
  });
});
