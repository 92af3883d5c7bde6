// The success page: verification every 3 s up to 10 times (fake timers), what paid shows to guests
// and customers (items, shipping address, the status in words), and each of SPEC §8's failure
// texts with Return to Home and Back to Cart.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { selectCartItems } from '../../cart-state';
import type { SessionVerificationRecord } from '@storefront/contract/records';
import type { FakeAnswer } from '@storefront/platform/testing';
import { renderCheckout } from '../../../lib/testing/render-checkout';
import { checkoutStorageKey } from '../state/checkout-storage';

const VERIFY = 'GET /checkout/verify-session/cs_test_1';
const URL_WITH_SESSION = '/checkout/success?session_id=cs_test_1';

function record(
  status: SessionVerificationRecord['status'],
  isGuest = true,
): SessionVerificationRecord {
  return {
    success: status === 'paid',
    status,
    message: status,
    payment: {
      status: status === 'paid' ? 'paid' : 'pending',
      amount: 47.95,
      currency: 'usd',
      metadata: { orderId: '12', customerFirstName: 'Ann', customerLastName: 'Lee' },
    },
    order: {
      order_id: 12,
      store_order_id: 'DEF-000012',
      date: '2026-11-23T12:00:00.000Z',
      status: 'pending',
      subtotal: 42.95,
      shipping: 5,
      total: 47.95,
      is_guest: isGuest,
      customer: { first_name: 'Ann', last_name: 'Lee', email: 'ann@example.com' },
      shipping_address: {
        id: null,
        first_name: 'Ann',
        last_name: 'Lee',
        street: '12 Main St, Apt 4',
        city: 'Austin',
        state: 'TX',
        postal_code: '78701',
        country: 'US',
        phone: '555-0100',
      },
      items: [
        {
          id: 1,
          product_id: 1,
          name: 'Air Filter',
          sku: 'AF-1',
          quantity: 2,
          price: 10,
          total: 20,
          tracking_number: null,
        },
        {
          id: 2,
          product_id: 2,
          name: 'Thermostat',
          sku: 'TH-2',
          quantity: 1,
          price: 22.95,
          total: 22.95,
          tracking_number: null,
        },
      ],
    },
    session: { customer_email: 'ann+pay@example.com' },
  };
}

/** Answers the verify calls in turn; the last answer repeats. */
function answersInTurn(...answers: FakeAnswer[]) {
  let call = 0;
  return () => answers[Math.min(call++, answers.length - 1)]!;
}

const verifyCalls = (api: { calls: { route: string }[] }) =>
  api.calls.filter((entry) => entry.route === VERIFY).length;

const advance = (ms: number) => act(async () => void (await jest.advanceTimersByTimeAsync(ms)));

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('the success page', () => {
  it("says 'No session ID provided' without a session_id, with Return to Home", async () => {
    const { api, router } = renderCheckout('/checkout/success');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Oops! Something went wrong');
    expect(alert).toHaveTextContent('No session ID provided');
    expect(verifyCalls(api)).toBe(0);
    expect(document.title).toMatch(/^Order Confirmation \| /);
    jest.useRealTimers();
    await userEvent.click(screen.getByRole('button', { name: 'Return to Home' }));
    expect(router.state.location.pathname).toBe('/');
  });

  it('asks only once the saved cart is read, so the paid lines do not come back after it clears them', async () => {
    // A server-rendered success page hydrates before the cart's runtime has read the saved cart.
    const { api, storeContext, startCart } = renderCheckout(URL_WITH_SESSION, {
      cartRuntime: 'later',
      routes: { [VERIFY]: { status: 200, body: record('paid') } },
    });
    await advance(0);
    expect(verifyCalls(api)).toBe(0);
    expect(screen.getByRole('status')).toHaveTextContent('Confirming your payment...');

    act(() => void startCart());
    expect(await screen.findByText('Order Placed Successfully!')).toBeVisible();
    expect(verifyCalls(api)).toBe(1);
    expect(selectCartItems(storeContext.getState())).toEqual([]);
  });

  it('asks again every 3 seconds while pending; paid clears the cart and shows the order to a guest', async () => {
    window.sessionStorage.setItem(checkoutStorageKey('default'), '{"sameAsShipping":true}');
    const { api, storeContext } = renderCheckout(URL_WITH_SESSION, {
      routes: {
        [VERIFY]: answersInTurn(
          { status: 200, body: record('pending') },
          { status: 200, body: record('pending') },
          { status: 200, body: record('paid') },
        ),
      },
    });
    await advance(0);
    expect(verifyCalls(api)).toBe(1);
    expect(screen.getByRole('status')).toHaveTextContent('Confirming your payment...');
    await advance(2999);
    expect(verifyCalls(api)).toBe(1);
    await advance(1);
    expect(verifyCalls(api)).toBe(2);
    await advance(3000);
    expect(verifyCalls(api)).toBe(3);

    expect(await screen.findByText('Order Placed Successfully!')).toBeVisible();
    expect(screen.getByText('DEF-000012')).toBeVisible();
    expect(screen.getByText('Pending')).toBeVisible();
    expect(screen.queryByText('pending')).toBeNull();
    expect(screen.getByText(/November 23, 2026/)).toBeVisible();
    expect(
      screen.getByText(/confirmation e-mail is on its way to ann\+pay@example.com/),
    ).toBeVisible();
    const createAccount = screen.getByRole('link', { name: 'Create an Account' });
    expect(createAccount).toHaveAttribute(
      'href',
      '/set-password?email=ann%2Bpay%40example.com&orderId=12',
    );
    expect(createAccount).toHaveAccessibleDescription(
      'New here? Choose a password for ann+pay@example.com to follow this order and check out faster next time.',
    );
    const resetPassword = screen.getByRole('link', { name: 'Reset Password' });
    expect(resetPassword).toHaveAttribute(
      'href',
      '/login?reset=true&email=ann%2Bpay%40example.com',
    );
    expect(resetPassword).toHaveAccessibleDescription(
      'Already have an account with ann+pay@example.com? Reset its password to sign in.',
    );
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute(
      'href',
      '/product',
    );
    expect(screen.queryByRole('link', { name: 'View Order Details' })).toBeNull();
    expect(selectCartItems(storeContext.getState())).toEqual([]);
    expect(window.sessionStorage.getItem(checkoutStorageKey('default'))).toBeNull();
    await advance(30_000);
    expect(verifyCalls(api)).toBe(3);
  });

  it('lists what was bought, the totals and where it goes', async () => {
    renderCheckout(URL_WITH_SESSION, {
      routes: { [VERIFY]: { status: 200, body: record('paid') } },
    });
    await advance(0);
    const items = within(await screen.findByRole('region', { name: 'Items' }));
    const lines = items.getAllByRole('listitem');
    expect(lines.map((line) => line.textContent)).toEqual([
      'Air FilterSKU AF-1 · Qty 2 × $10.00$20.00',
      'ThermostatSKU TH-2 · Qty 1 × $22.95$22.95',
    ]);
    expect(items.getByText('$42.95')).toBeVisible();
    expect(items.getByText('$5.00')).toBeVisible();
    expect(items.getByText('$47.95')).toBeVisible();
    const shipTo = screen.getByRole('region', { name: 'Shipping Address' });
    expect(within(shipTo).getByRole('group')).toHaveTextContent(
      'Ann Lee12 Main St, Apt 4Austin, TX 78701United States',
    );
  });

  it('offers a customer View Order Details', async () => {
    renderCheckout(URL_WITH_SESSION, {
      routes: { [VERIFY]: { status: 200, body: record('paid', false) } },
    });
    await advance(0);
    expect(await screen.findByRole('link', { name: 'View Order Details' })).toHaveAttribute(
      'href',
      '/orders/12',
    );
    expect(screen.queryByRole('link', { name: 'Create an Account' })).toBeNull();
  });

  it("gives up after 10 attempts with 'Order verification timed out' and keeps the cart", async () => {
    const { api, storeContext, router } = renderCheckout(URL_WITH_SESSION, {
      routes: { [VERIFY]: { status: 200, body: record('pending') } },
    });
    await advance(0);
    for (let attempt = 2; attempt <= 10; attempt += 1) await advance(3000);
    expect(verifyCalls(api)).toBe(10);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Order verification timed out');
    expect(alert).toHaveTextContent(
      'If your payment went through, your confirmation e-mail will follow. Your cart is still saved.',
    );
    await advance(30_000);
    expect(verifyCalls(api)).toBe(10);
    expect(selectCartItems(storeContext.getState())).toHaveLength(2);
    jest.useRealTimers();
    await userEvent.click(screen.getByRole('button', { name: 'Back to Cart' }));
    expect(router.state.location.pathname).toBe('/cart');
  });

  it.each([
    ['a failed payment', { status: 200, body: record('failed') }, 'Payment processing failed'],
    [
      'an unknown status',
      { status: 200, body: { ...record('pending'), status: 'refunded' } },
      'Unexpected payment status: refunded',
    ],
    [
      'an unknown session',
      { status: 404, body: { error: 'Checkout session not found' } },
      'Verification failed',
    ],
  ])('shows %s as an error', async (_case, answer, message) => {
    const { storeContext } = renderCheckout(URL_WITH_SESSION, { routes: { [VERIFY]: answer } });
    await advance(0);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(message));
    expect(screen.getByRole('alert')).toHaveTextContent('Oops! Something went wrong');
    expect(selectCartItems(storeContext.getState())).toHaveLength(2);
  });
});
