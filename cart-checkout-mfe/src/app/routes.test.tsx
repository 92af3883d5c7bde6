import { CHECKOUT_STEPS } from '@storefront/shared';
import { describeRemoteRoutes } from '@storefront/shared/testing';
import routes from './routes';

// Every checkout step is a child route of /checkout/*.
describeRemoteRoutes(
  'cartCheckout',
  routes,
  CHECKOUT_STEPS.map((step) => `/checkout/${step}`),
);
