import { render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import {
  CHECKOUT_STEPS,
  StorefrontProviders,
  createMemoryStorage,
  createStorefrontStore,
  routesOf,
} from '@storefront/shared';
import routes from './routes';

// A concrete address for each route-table pattern: ids become 1, a splat its index page.
const samplePath = (pattern: string) => pattern.replace(/:\w+/g, '1').replace(/\/\*$/, '');

// Every checkout step is a child route of /checkout/*.
const paths = [
  ...routesOf('cartCheckout').map((route) => samplePath(route.path)),
  ...CHECKOUT_STEPS.map((step) => `/checkout/${step}`),
];

describe('the cartCheckout remote routes', () => {
  it.each(paths)('renders %s with a heading inside data-remote="cartCheckout"', (path) => {
    const store = createStorefrontStore({
      storage: createMemoryStorage(),
      env: { apiBaseUrl: 'http://api.test' },
      storeId: 'default',
      syncAcrossTabs: false,
    });
    render(
      <StorefrontProviders store={store}>
        <RouterProvider router={createMemoryRouter(routes, { initialEntries: [path] })} />
      </StorefrontProviders>,
    );
    const heading = screen.getAllByRole('heading', { level: 1 })[0];
    expect(heading?.closest('[data-remote]')).toHaveAttribute('data-remote', 'cartCheckout');
  });
});
