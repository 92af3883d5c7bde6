// Renders this remote's real routes the way the host does (shared store and providers, a router)
// with a fake store API answering per "METHOD /path"; for the checkout and success page tests.
import { useLocation, useRoutes } from 'react-router-dom';
import { createMemoryStorage, createStoreContext, loggedIn } from '@storefront/platform';
import { STORAGE_KEYS, normalizeUser, type Customer } from '@storefront/contract';
import {
  fakeStoreApi,
  makeCustomer,
  makeProduct,
  renderInShop,
  type FakeRoute,
} from '@storefront/platform/testing';
import routes from '../../app/routes';
import { itemAdded } from '../../features/cart-state';
import { withCartRuntime } from './with-cart-runtime';

export interface CheckoutRenderOptions {
  routes?: Record<string, FakeRoute>;
  signedInAs?: Customer;
  /** Units of products 1 ($10) and 2 ($25.50, 10% off) in the cart; none for an empty cart. */
  cart?: { 1?: number; 2?: number };
  /**
   * `later`: the cart's runtime has not read the saved cart yet (a server render, a page
   * hydrating); the returned `startCart` starts it.
   */
  cartRuntime?: 'started' | 'later';
}

export const CART_PRODUCTS = {
  1: makeProduct({ id: 1, title: 'Air Filter', price: 10 }),
  2: makeProduct({ id: 2, title: 'Thermostat', price: 25.5, discount: 10 }),
} as const;

export function renderCheckout(url: string, options: CheckoutRenderOptions = {}) {
  const api = fakeStoreApi(options.routes ?? {});
  const cartLines = Object.entries(options.cart ?? { 1: 2, 2: 1 }).map(
    ([id, units]) => [Number(id) as 1 | 2, units ?? 0] as const,
  );
  const later = options.cartRuntime === 'later';
  const savedCart = cartLines.map(([id, qty]) => ({ ...CART_PRODUCTS[id], qty }));
  const storeContext = createStoreContext({
    storeId: 'default',
    fetch: api.fetch,
    storage: createMemoryStorage({
      default_guestId: 'guest_test',
      // Not read yet: the lines wait in the saved cart.
      ...(later && { [STORAGE_KEYS.cart]: JSON.stringify(savedCart) }),
    }),
    env: { apiBaseUrl: 'http://api.test' },
    syncAcrossTabs: false,
  });
  const startCart = () => withCartRuntime(storeContext);
  if (!later) startCart();
  if (options.signedInAs) {
    storeContext.dispatch(
      loggedIn({ user: normalizeUser(options.signedInAs), token: 'stored-token' }),
    );
  }
  for (const [id, units] of later ? [] : cartLines) {
    for (let unit = 0; unit < units; unit += 1) storeContext.dispatch(itemAdded(CART_PRODUCTS[id]));
  }
  const router = { state: { location: { pathname: url, search: '' } } };
  function RemoteRoutes() {
    const location = useLocation();
    router.state.location = { pathname: location.pathname, search: location.search };
    return useRoutes(routes);
  }
  /** `router.state.location` is where the app is now (same shape as a data router's). */
  return { ...renderInShop(<RemoteRoutes />, { storeContext, url }), api, router, startCart };
}

/** A signed-in customer with a profile shipping address and one saved address. */
export function customerWithSavedAddress(overrides: Partial<Customer> = {}): Customer {
  return makeCustomer({
    billingAddresses: [
      {
        id: 31,
        first_name: 'Ada',
        last_name: 'Byron',
        street: '9 Elm Rd',
        city: 'Denver',
        state: 'CO',
        postal_code: '80202',
        country: 'US',
        phone: '(303) 555-0199',
      },
    ],
    ...overrides,
  });
}

/** Checkout data as the steps save it. */
export const SHIPPING_ADDRESS = {
  firstName: 'Ann',
  lastName: 'Lee',
  address: '1 Oak St',
  city: 'Austin',
  state: 'TX',
  zipCode: '78701',
  country: 'US',
  phone: '',
};
export const CUSTOMER_INFO = {
  firstName: 'Ann',
  lastName: 'Lee',
  email: 'ann@example.com',
  phone: '(512) 555-0100',
};
