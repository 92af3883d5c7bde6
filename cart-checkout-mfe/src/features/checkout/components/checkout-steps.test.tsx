// The five checkout steps as a shopper meets them: texts, messages, buttons, saved addresses,
// same-as-shipping, the provider overlay and failures, review and Proceed to Payment, and the
// redirects to the earliest step with missing data.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SAVED_CART_ATTRIBUTE } from '@storefront/contract';
import { selectCartItems } from '../../cart-state';
import { leavePage } from '../../../lib/leave-page';
import {
  CUSTOMER_INFO,
  SHIPPING_ADDRESS,
  customerWithSavedAddress as makeCustomer,
  renderCheckout,
} from '../../../lib/testing/render-checkout';
import { checkoutStorageKey } from '../state/checkout-storage';
import { resetProviderForTests } from '../provider/payment-provider';

jest.mock('../../../lib/leave-page', () => ({ leavePage: jest.fn() }));

const STRIPE_JS = 'http://sandbox.test/v3/stripe.js';
const stripeConstructor = jest.fn((key: string) => ({ key }));

beforeEach(() => {
  window.sessionStorage.clear();
  document.documentElement.removeAttribute(SAVED_CART_ATTRIBUTE);
  window.__STOREFRONT_ENV__ = { stripePublishableKey: 'pk_test_sandbox', stripeJsUrl: STRIPE_JS };
  // The stand-in Stripe.js is "already loaded" unless a test removes it.
  Object.assign(window, { Stripe: Object.assign(stripeConstructor, { version: 'clover' }) });
  stripeConstructor.mockImplementation((key: string) => ({ key }));
  resetProviderForTests();
  document.head.querySelectorAll('script').forEach((script) => script.remove());
  jest.mocked(leavePage).mockClear();
});

const location = (router: { state: { location: { pathname: string } } }) =>
  router.state.location.pathname;
const click = (name: string) => userEvent.click(screen.getByRole('button', { name }));

const SHIPPING = SHIPPING_ADDRESS;
const CUSTOMER = CUSTOMER_INFO;

/** A checkout saved in this tab up to (and including) `through`. */
function savedCheckout(through: 'customer' | 'shipping' | 'billing' | 'payment') {
  const order = ['customer', 'shipping', 'billing', 'payment'];
  const upTo = order.indexOf(through);
  window.sessionStorage.setItem(
    checkoutStorageKey('default'),
    JSON.stringify({
      customerInfo: CUSTOMER,
      shippingAddress: upTo >= 1 ? SHIPPING : null,
      billingAddress: upTo >= 2 ? SHIPPING : null,
      sameAsShipping: upTo >= 2,
      paymentMethod: upTo >= 3 ? 'card' : null,
    }),
  );
}

describe('the stepper and redirects', () => {
  it('shows the five steps with Customer active on /checkout, titled Checkout', async () => {
    renderCheckout('/checkout');
    expect(await screen.findByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
    const steps = within(screen.getByRole('navigation', { name: 'Checkout steps' }));
    expect(steps.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '1Customer',
      '2Shipping',
      '3Billing',
      '4Payment',
      '5Confirmation',
    ]);
    await waitFor(() =>
      expect(steps.getByText('Customer').closest('li')).toHaveAttribute('aria-current', 'step'),
    );
    expect(document.title).toMatch(/^Checkout \| /);
  });

  it('marks the steps done before the current one, for the eye and for screen readers', async () => {
    savedCheckout('shipping');
    renderCheckout('/checkout/billing');
    await screen.findByLabelText('Same as shipping address');
    const steps = within(screen.getByRole('navigation', { name: 'Checkout steps' }));
    await waitFor(() =>
      expect(steps.getByText('Billing').closest('li')).toHaveAttribute('aria-current', 'step'),
    );
    expect(steps.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '✓Customer (completed)',
      '✓Shipping (completed)',
      '3Billing',
      '4Payment',
      '5Confirmation',
    ]);
    expect(steps.getAllByRole('listitem').map((item) => item.getAttribute('data-state'))).toEqual([
      'completed',
      'completed',
      'current',
      'upcoming',
      'upcoming',
    ]);
  });

  it.each([
    ['/checkout/review', null, '/checkout/customer'],
    ['/checkout/payment', 'customer', '/checkout/shipping'],
    ['/checkout/review', 'shipping', '/checkout/billing'],
    ['/checkout/review', 'billing', '/checkout/payment'],
  ] as const)('sends %s with data up to %s back to %s', async (url, through, expected) => {
    if (through) savedCheckout(through);
    const { router } = renderCheckout(url);
    await waitFor(() => expect(location(router)).toBe(expected));
  });

  it("shows the customer step's fields before the saved cart is read, then fills them from the saved checkout", async () => {
    // A server render and the page hydrating it: neither the cart nor the checkout is read yet,
    // and the page's inline script has marked the saved cart.
    document.documentElement.setAttribute(SAVED_CART_ATTRIBUTE, '');
    savedCheckout('customer');
    const { startCart } = renderCheckout('/checkout/customer', { cartRuntime: 'later' });
    expect(await screen.findByRole('textbox', { name: /First Name/ })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: /Email/ })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Continue to Shipping' })).toBeDisabled();
    expect(screen.getByText('Your cart is empty')).not.toBeVisible();

    act(() => void startCart());
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /First Name/ })).toHaveValue('Ann'),
    );
    expect(screen.getByRole('textbox', { name: /Email/ })).toHaveValue('ann@example.com');
    expect(screen.getByRole('button', { name: 'Continue to Shipping' })).toBeEnabled();
  });

  it('shows the empty cart notice before the saved cart is read when the page found none saved', async () => {
    renderCheckout('/checkout/customer', { cartRuntime: 'later', cart: {} });
    expect(await screen.findByText('Your cart is empty')).toBeVisible();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('holds a later step behind a placeholder until the saved cart is read', async () => {
    document.documentElement.setAttribute(SAVED_CART_ATTRIBUTE, '');
    savedCheckout('customer');
    const { router, startCart } = renderCheckout('/checkout/shipping', { cartRuntime: 'later' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(location(router)).toBe('/checkout/shipping');

    act(() => void startCart());
    expect(await screen.findByRole('textbox', { name: /Address/ })).toBeVisible();
    expect(location(router)).toBe('/checkout/shipping');
  });

  it('has nothing to check out with an empty cart, and links to the cart', async () => {
    savedCheckout('payment');
    renderCheckout('/checkout/review', { cart: {} });
    expect(await screen.findByText('Your cart is empty')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to the cart' })).toHaveAttribute('href', '/cart');
    expect(screen.queryByRole('button', { name: 'Proceed to Payment' })).toBeNull();
  });

  it('finds a saved checkout again after a reload of the review step', async () => {
    savedCheckout('payment');
    const { router } = renderCheckout('/checkout/review');
    expect(await screen.findByRole('heading', { name: 'Review Your Order' })).toBeVisible();
    expect(location(router)).toBe('/checkout/review');
  });
});

describe('the customer step', () => {
  it('asks for the required fields, then goes on to shipping', async () => {
    const { router, storeContext } = renderCheckout('/checkout/customer');
    await click('Continue to Shipping');
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((alert) => alert.textContent)).toEqual([
      'Please fill in all required fields',
      'Please fill in all required fields',
      'Please fill in all required fields',
    ]);
    expect(screen.getByLabelText('First Name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');

    await userEvent.type(screen.getByLabelText('First Name'), 'Ann');
    await userEvent.type(screen.getByLabelText('Last Name'), 'Lee');
    await userEvent.type(screen.getByLabelText('Email'), 'not-an-email');
    await click('Continue to Shipping');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please enter a valid email address',
    );
    await userEvent.clear(screen.getByLabelText('Email'));
    await userEvent.type(screen.getByLabelText('Email'), 'ann@example.com');
    await click('Continue to Shipping');
    await waitFor(() => expect(location(router)).toBe('/checkout/shipping'));
    expect(storeContext.getState().checkout?.customerInfo?.email).toBe('ann@example.com');
    expect(JSON.parse(window.sessionStorage.getItem('default_checkout') ?? '{}')).toMatchObject({
      customerInfo: { firstName: 'Ann', email: 'ann@example.com' },
    });
  });

  it('refuses a phone that is not a US number, and keeps a US one in one form', async () => {
    const { router, storeContext } = renderCheckout('/checkout/customer');
    await userEvent.type(screen.getByLabelText('First Name'), 'Ann');
    await userEvent.type(screen.getByLabelText('Last Name'), 'Lee');
    await userEvent.type(screen.getByLabelText('Email'), 'ann@example.com');
    await userEvent.type(screen.getByLabelText('Phone'), 'abc');
    await click('Continue to Shipping');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please enter a valid US phone number (e.g., 555-123-4567)',
    );
    expect(screen.getByLabelText('Phone')).toHaveAttribute('aria-invalid', 'true');
    expect(location(router)).toBe('/checkout/customer');

    await userEvent.clear(screen.getByLabelText('Phone'));
    await userEvent.type(screen.getByLabelText('Phone'), '+1 512.555.0142');
    await click('Continue to Shipping');
    await waitFor(() => expect(location(router)).toBe('/checkout/shipping'));
    expect(storeContext.getState().checkout?.customerInfo?.phone).toBe('(512) 555-0142');
  });

  it("prefills a signed-in customer's details, and Back to Shopping leaves for the products", async () => {
    const { router } = renderCheckout('/checkout/customer', { signedInAs: makeCustomer() });
    expect(await screen.findByLabelText('First Name')).toHaveValue('Ada');
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
    await click('Back to Shopping');
    expect(location(router)).toBe('/product');
  });
});

describe('the shipping step', () => {
  it('serves the 48 contiguous states only, checks the ZIP code, then goes on to billing', async () => {
    savedCheckout('customer');
    const { router } = renderCheckout('/checkout/shipping');
    expect(await screen.findByText(/only to the 48 contiguous United States/)).toBeVisible();
    expect(screen.getByRole('option', { name: 'Alaska' })).toBeDisabled();
    expect(screen.getByRole('option', { name: 'Hawaii' })).toBeDisabled();
    expect(screen.getByRole('option', { name: 'Canada (Not Available)' })).toBeDisabled();
    expect(screen.getByLabelText('First Name')).toHaveValue('Ann');

    await userEvent.type(screen.getByLabelText('Address'), '1 Oak St');
    await userEvent.type(screen.getByLabelText('City'), 'Austin');
    await userEvent.selectOptions(screen.getByLabelText('State'), 'TX');
    await userEvent.type(screen.getByLabelText('ZIP Code'), '787');
    await click('Continue to Billing');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please enter a valid US ZIP code (e.g., 12345 or 12345-6789)',
    );
    expect(screen.getByLabelText('ZIP Code')).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(screen.getByLabelText('ZIP Code'), '01');
    await click('Continue to Billing');
    await waitFor(() => expect(location(router)).toBe('/checkout/billing'));
  });

  it("offers a customer's saved addresses, and 'Enter new address' empties the form", async () => {
    savedCheckout('customer');
    renderCheckout('/checkout/shipping', { signedInAs: makeCustomer({ shippingAddress: null }) });
    const selector = await screen.findByLabelText('Saved addresses');
    expect(within(selector).getByRole('option', { name: 'Enter new address' })).toBeVisible();
    await userEvent.selectOptions(selector, 'Ada Byron, 9 Elm Rd, Denver, CO 80202');
    expect(screen.getByLabelText('Address')).toHaveValue('9 Elm Rd');
    expect(screen.getByLabelText('State')).toHaveValue('CO');
    expect(screen.getByLabelText('Last Name')).toHaveValue('Byron');
    await userEvent.selectOptions(selector, 'Enter new address');
    expect(screen.getByLabelText('Address')).toHaveValue('');
  });

  it('selects the saved address the form is filled with, and says new once the form differs', async () => {
    savedCheckout('customer');
    renderCheckout('/checkout/shipping', { signedInAs: makeCustomer() });
    const selector = await screen.findByLabelText('Saved addresses');
    // The form starts with the profile's shipping address: the selector says so.
    expect(screen.getByLabelText('Address')).toHaveValue('12 Main St');
    expect(selector).toHaveDisplayValue('Ada Lovelace, 12 Main St, Austin, TX 78701');
    await userEvent.clear(screen.getByLabelText('Address'));
    await userEvent.type(screen.getByLabelText('Address'), '40 New Rd');
    expect(selector).toHaveDisplayValue('Enter new address');
    await userEvent.selectOptions(selector, 'Ada Byron, 9 Elm Rd, Denver, CO 80202');
    expect(selector).toHaveDisplayValue('Ada Byron, 9 Elm Rd, Denver, CO 80202');
  });

  it('selects the saved address this checkout already chose when the step opens again', async () => {
    savedCheckout('customer');
    window.sessionStorage.setItem(
      checkoutStorageKey('default'),
      JSON.stringify({
        customerInfo: CUSTOMER,
        shippingAddress: {
          ...SHIPPING,
          address: '9 Elm Rd',
          city: 'Denver',
          state: 'CO',
          zipCode: '80202',
        },
      }),
    );
    renderCheckout('/checkout/shipping', { signedInAs: makeCustomer() });
    expect(await screen.findByLabelText('Saved addresses')).toHaveDisplayValue(
      'Ada Byron, 9 Elm Rd, Denver, CO 80202',
    );
  });

  it('shows no saved-address selector to a guest, and Back to Customer goes back', async () => {
    savedCheckout('customer');
    const { router } = renderCheckout('/checkout/shipping');
    await screen.findByLabelText('Address');
    expect(screen.queryByLabelText('Saved addresses')).toBeNull();
    await click('Back to Customer');
    expect(location(router)).toBe('/checkout/customer');
  });
});

describe('the billing step', () => {
  it('is the shipping address by default, and lists Alaska and Hawaii disabled when entered separately', async () => {
    savedCheckout('shipping');
    const { router, storeContext } = renderCheckout('/checkout/billing');
    const same = await screen.findByLabelText('Same as shipping address');
    expect(same).toBeChecked();
    expect(screen.queryByLabelText('Address')).toBeNull();

    await userEvent.click(same);
    expect(screen.getByRole('option', { name: 'Alaska' })).toBeDisabled();
    expect(screen.getByRole('option', { name: 'Hawaii' })).toBeDisabled();
    expect(screen.getByRole('option', { name: 'Colorado' })).toBeEnabled();

    await userEvent.click(screen.getByLabelText('Same as shipping address'));
    await click('Continue to Payment');
    await waitFor(() => expect(location(router)).toBe('/checkout/payment'));
    expect(storeContext.getState().checkout).toMatchObject({
      sameAsShipping: true,
      billingAddress: { address: '1 Oak St', state: 'TX' },
    });
  });

  it("starts with the profile's billing address, unticked, when it is not the shipping address", async () => {
    savedCheckout('shipping');
    const { router, storeContext } = renderCheckout('/checkout/billing', {
      signedInAs: makeCustomer({
        billingAddress: {
          street: '9 Elm Rd, Suite 2',
          city: 'Denver',
          state: 'CO',
          postal_code: '80202',
          country: 'US',
        },
      }),
    });
    expect(await screen.findByLabelText('Same as shipping address')).not.toBeChecked();
    expect(screen.getByLabelText('Address')).toHaveValue('9 Elm Rd');
    expect(screen.getByLabelText('Apartment, suite, etc. (optional)')).toHaveValue('Suite 2');
    expect(screen.getByLabelText('City')).toHaveValue('Denver');
    expect(screen.getByLabelText('State')).toHaveValue('CO');
    expect(screen.getByLabelText('ZIP Code')).toHaveValue('80202');

    await click('Continue to Payment');
    await waitFor(() => expect(location(router)).toBe('/checkout/payment'));
    expect(storeContext.getState().checkout).toMatchObject({
      sameAsShipping: false,
      billingAddress: { address: '9 Elm Rd', city: 'Denver', state: 'CO', firstName: 'Ann' },
    });
  });

  it("stays 'Same as shipping address' when the profile's billing address is the shipping one", async () => {
    savedCheckout('shipping');
    renderCheckout('/checkout/billing', {
      signedInAs: makeCustomer({
        billingAddress: {
          street: '1 oak st',
          city: 'Austin',
          state: 'TX',
          postal_code: '78701',
          country: 'US',
        },
      }),
    });
    expect(await screen.findByLabelText('Same as shipping address')).toBeChecked();
  });
});

describe('the payment step', () => {
  it('waits for the provider behind the overlay before review', async () => {
    savedCheckout('billing');
    delete window.Stripe;
    const { router } = renderCheckout('/checkout/payment');
    expect(await screen.findByRole('status')).toHaveTextContent('Waiting For Payment Provider...');
    expect(screen.getByRole('button', { name: 'Continue to Review' })).toBeDisabled();

    // The stand-in script arrives.
    const script = document.head.querySelector<HTMLScriptElement>(`script[src="${STRIPE_JS}"]`);
    expect(script).not.toBeNull();
    Object.assign(window, { Stripe: stripeConstructor });
    act(() => script?.dispatchEvent(new Event('load')));
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    expect(stripeConstructor).toHaveBeenCalledWith('pk_test_sandbox');

    await click('Continue to Review');
    await waitFor(() => expect(location(router)).toBe('/checkout/review'));
  });

  it('preselects the only payment method, so Continue to Review needs no extra click', async () => {
    savedCheckout('billing');
    const { router } = renderCheckout('/checkout/payment');
    const card = await screen.findByRole('radio', {
      name: 'Credit or debit card (Visa, Mastercard, American Express), entered on the secure payment page of our card provider',
    });
    expect(card).toBeChecked();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Continue to Review' })).toBeEnabled(),
    );
    await click('Continue to Review');
    await waitFor(() => expect(location(router)).toBe('/checkout/review'));
    expect(screen.queryByText('Please select a payment method')).toBeNull();
  });

  it.each([
    ['no publishable key', () => (window.__STOREFRONT_ENV__ = {}), /not enabled in configuration/],
    [
      'the script failing to load',
      () => {
        delete window.Stripe;
        setTimeout(() =>
          document.head
            .querySelector(`script[src="${STRIPE_JS}"]`)
            ?.dispatchEvent(new Event('error')),
        );
      },
      /failed to load/,
    ],
    [
      'the provider refusing to start',
      () =>
        stripeConstructor.mockImplementation(() => {
          throw new Error('bad key');
        }),
      /Stripe failed to initialize/,
    ],
  ])("shows 'Failed to setup payment method' for %s", async (_case, arrange, reason) => {
    savedCheckout('billing');
    arrange();
    renderCheckout('/checkout/payment');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to setup payment method');
    expect(alert).toHaveTextContent(reason);
  });
});

describe('the review step', () => {
  const session = { sessionId: 'cs_test_1', url: 'http://sandbox.test/pay/cs_test_1' };
  const quoteLine = (id: number, name: string, quantity: number, unitPrice: number) => ({
    id,
    name,
    sku: `SKU-${id}`,
    quantity,
    unit_price: unitPrice,
    line_total: Math.round(unitPrice * quantity * 100) / 100,
  });
  /** The server's quote of the test cart when its prices are the browser's. */
  const cartQuote = {
    status: 200,
    body: {
      items: [quoteLine(1, 'Air Filter', 2, 10), quoteLine(2, 'Thermostat', 1, 22.95)],
      subtotal: 42.95,
      shipping_charge: 5,
      total: 47.95,
    },
  };

  it('shows the addresses, payment and items, and Proceed to Payment leaves for the hosted page', async () => {
    savedCheckout('payment');
    const { api, storeContext } = renderCheckout('/checkout/review', {
      routes: {
        'POST /checkout/quote': cartQuote,
        'POST /checkout/create-session': { status: 200, body: session },
      },
    });
    expect(await screen.findByText('Same as shipping address')).toBeVisible();
    await screen.findByRole('cell', { name: '$47.95' });
    const items = within(screen.getByRole('table', { name: 'Items in your order' }));
    expect(items.getByRole('row', { name: /Air Filter/ })).toHaveTextContent(
      // Each value carries its label for the stacked phone layout.
      'Air FilterQuantity2Price$10.00Total$20.00',
    );
    expect(items.getByRole('row', { name: /Thermostat/ })).toHaveTextContent(
      'ThermostatQuantity1Price$22.95Total$22.95',
    );
    expect(items.getAllByRole('row').at(-1)).toHaveTextContent('Total$47.95');

    await click('Proceed to Payment');
    await waitFor(() => expect(leavePage).toHaveBeenCalledWith(session.url));
    const call = api.calls.find((entry) => entry.route === 'POST /checkout/create-session');
    expect(call?.body).toMatchObject({
      items: [
        { id: 1, itemQuantity: 2, sku: 'SKU-1' },
        { id: 2, itemQuantity: 1, sku: 'SKU-2' },
      ],
      customer: { first_name: 'Ann', email: 'ann@example.com', isAuthenticated: false },
      shippingAddress: { address1: '1 Oak St', postal_code: '78701', state: 'TX' },
      metadata: { isGuest: true, storeId: 'default' },
    });
    // The cart stays until the payment is confirmed.
    expect(selectCartItems(storeContext.getState())).toHaveLength(2);
  });

  it("shows the server's message when the session cannot be created", async () => {
    savedCheckout('payment');
    renderCheckout('/checkout/review', {
      routes: {
        'POST /checkout/quote': cartQuote,
        'POST /checkout/create-session': {
          status: 409,
          body: { error: 'Sorry, only 1 items available for SKU: SKU-1' },
        },
      },
    });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Proceed to Payment' })).toBeEnabled(),
    );
    await click('Proceed to Payment');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Checkout session creation failed');
    expect(alert).toHaveTextContent('Sorry, only 1 items available for SKU: SKU-1');
    expect(leavePage).not.toHaveBeenCalled();
  });

  it('offers Place Order when the provider is disabled, and Back to Payment', async () => {
    savedCheckout('payment');
    window.__STOREFRONT_ENV__ = {};
    const { router } = renderCheckout('/checkout/review', {
      routes: { 'POST /checkout/quote': cartQuote },
    });
    expect(await screen.findByRole('button', { name: 'Place Order' })).toBeVisible();
    await click('Back to Payment');
    expect(location(router)).toBe('/checkout/payment');
  });

  it("shows the server's prices and total, not the browser's, when a price changed", async () => {
    savedCheckout('payment');
    // The browser still has the Air Filter at $10.00; the database now says $12.00.
    const { api } = renderCheckout('/checkout/review', {
      routes: {
        'POST /checkout/quote': {
          status: 200,
          body: {
            items: [quoteLine(1, 'Air Filter', 2, 12), quoteLine(2, 'Thermostat', 1, 22.95)],
            subtotal: 46.95,
            shipping_charge: 5,
            total: 51.95,
          },
        },
      },
    });
    const items = within(await screen.findByRole('table', { name: 'Items in your order' }));
    await waitFor(() =>
      expect(items.getByRole('row', { name: /Air Filter/ })).toHaveTextContent(
        'Air FilterQuantity2Price$12.00Total$24.00',
      ),
    );
    const rows = items.getAllByRole('row');
    expect(rows.at(-3)).toHaveTextContent('Subtotal$46.95');
    expect(rows.at(-2)).toHaveTextContent('Shipping$5.00');
    expect(rows.at(-1)).toHaveTextContent('Total$51.95');
    expect(screen.queryByText('$47.95')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Some prices changed since you added them to your cart. You pay the prices shown here.',
    );
    expect(api.bodiesOf('POST /checkout/quote')).toEqual([
      {
        items: [
          expect.objectContaining({ id: 1, itemQuantity: 2 }),
          expect.objectContaining({ id: 2, itemQuantity: 1 }),
        ],
      },
    ]);
  });

  it("cannot proceed without the server's total, and says why", async () => {
    savedCheckout('payment');
    renderCheckout('/checkout/review', {
      routes: {
        'POST /checkout/quote': {
          status: 409,
          body: { error: 'Product 1 is no longer available. Please remove it from your cart.' },
        },
      },
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Unable to calculate totals');
    expect(alert).toHaveTextContent(
      'Product 1 is no longer available. Please remove it from your cart.',
    );
    expect(screen.getByRole('button', { name: 'Proceed to Payment' })).toBeDisabled();
  });
});
