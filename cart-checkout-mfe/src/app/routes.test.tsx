import { describeRemoteRoutes } from '@storefront/platform/testing';
import { CHECKOUT_STEPS } from '../features/checkout/lib/steps';
import routes from './routes';

// Every checkout step is a child route of /checkout/*.
describeRemoteRoutes(
  'cartCheckout',
  routes,
  CHECKOUT_STEPS.map((step) => step.path),
);
