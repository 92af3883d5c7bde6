// Stand-ins for the remotes' ./routes modules: one page per remote, each in its data-remote root.
import { Outlet, type RouteObject } from 'react-router-dom';
import type { RemoteName } from '@storefront/contract';
import type { LoadRemoteModule } from '../features/remotes/remote-modules';
import { RemoteUnavailableError } from '../features/remotes/remote-unavailable-error';

function stubRoutes(remote: RemoteName, pages: Record<string, string>): RouteObject[] {
  return [
    {
      element: (
        <div data-remote={remote}>
          <Outlet />
        </div>
      ),
      children: Object.entries(pages).map(([path, heading]) => ({
        path,
        element: <h1>{heading}</h1>,
      })),
    },
  ];
}

export const STUB_ROUTES: Record<RemoteName, RouteObject[]> = {
  catalog: stubRoutes('catalog', { '/': 'Home', '/product': 'Latest Products' }),
  cartCheckout: stubRoutes('cartCheckout', { '/cart': 'Shopping Cart', '/checkout/*': 'Checkout' }),
  account: stubRoutes('account', {
    '/login': 'Login',
    '/orders': 'Order History',
    '/orders/:orderId': 'Order Details',
    '/profile': 'Profile',
  }),
  content: stubRoutes('content', { '/about': 'About Us' }),
};

/**
 * Loads stub ./routes modules; remotes listed in `down` fail like a stopped server (the error
 * loadFederatedModule rejects with).
 */
export function stubRemoteLoader(down: RemoteName[] = []): jest.Mock & LoadRemoteModule {
  return jest.fn(async (remote: RemoteName, expose: string) => {
    if (down.includes(remote)) {
      throw new RemoteUnavailableError(remote, expose, new Error(`${remote} is down`));
    }
    if (expose === './routes') return { default: STUB_ROUTES[remote] };
    if (expose === './SearchBox')
      return { SearchBox: () => <input aria-label="Search products" /> };
    throw new Error(`no stub for ${remote} ${expose}`);
  }) as unknown as jest.Mock & LoadRemoteModule;
}
