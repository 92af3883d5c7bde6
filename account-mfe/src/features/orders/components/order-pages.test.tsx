// The order history and order detail pages in every state: loading, failures, empty, the table,
// the detail cards, the track link, return information, and the cancel and return modals.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OrderRecord, OrderSummaryRecord } from '@storefront/contract/records';
import { makeCustomer, type FakeRoute } from '../../../lib/testing/fake-account-api';
import { daysAgo, makeOrder } from '../../../lib/testing/make-order';
import { renderAccount } from '../../../lib/testing/render-account';
import { OrderDetailPage } from './order-detail-page';
import { OrderHistoryPage } from './order-history-page';

const location = () => screen.getByLabelText('Current location').textContent;
function summaryOf(order: OrderRecord): OrderSummaryRecord {
  return {
    id: order.order_id,
    store_order_id: order.store_order_id,
    createdAt: order.date,
    status: order.status,
    returned: order.metadata.returned,
    total: order.total,
    orderLines: order.items,
  };
}

const openHistory = (answer: FakeRoute) =>
  renderAccount(<OrderHistoryPage />, {
    path: '/orders',
    signedInAs: makeCustomer(),
    routes: { 'GET /auth/orders': answer },
  });

const openOrder = (routes: Record<string, FakeRoute>) =>
  renderAccount(<OrderDetailPage />, {
    path: '/orders/:orderId',
    url: '/orders/12',
    signedInAs: makeCustomer(),
    routes,
  });

describe('the order history page', () => {
  it('lists each order with a link to it, its date, status badge and total', async () => {
    const cancelled = makeOrder({
      order_id: 13,
      store_order_id: 'HVAC-000013',
      status: 'cancelled',
    });
    openHistory({ status: 200, body: { data: [summaryOf(cancelled), summaryOf(makeOrder())] } });
    const link = await screen.findByRole('link', { name: 'HVAC-000013' });
    expect(link).toHaveAttribute('href', '/orders/13');
    const rows = screen.getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1] as HTMLElement).getByText('Cancelled')).toHaveAttribute(
      'data-variant',
      'danger',
    );
    expect(within(rows[2] as HTMLElement).getByText('Pending')).toHaveAttribute(
      'data-variant',
      'warning',
    );
    expect(within(rows[2] as HTMLElement).getByText('$44.98')).toBeInTheDocument();
  });

  it('marks a returned order Returned beside its Completed status', async () => {
    const returned = makeOrder({ status: 'completed' });
    returned.metadata = { ...returned.metadata, returned: true };
    openHistory({ status: 200, body: { data: [summaryOf(returned)] } });
    const row = (await screen.findByRole('link', { name: 'HVAC-000012' })).closest('tr');
    expect(within(row as HTMLElement).getByText('Completed')).toHaveAttribute(
      'data-variant',
      'success',
    );
    expect(within(row as HTMLElement).getByText('Returned')).toBeInTheDocument();
  });

  it('shows the spinner while loading and an empty state without orders', async () => {
    openHistory({ status: 200, body: { data: [] } });
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(await screen.findByText('You have not placed any orders yet.')).toBeInTheDocument();
  });

  it("says 'Failed to load order history' when the list cannot be read", async () => {
    openHistory({ status: 500, body: { error: 'boom' } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load order history');
  });

  it('goes to /login on a 401, coming back to /orders', async () => {
    openHistory({ status: 401, body: { error: 'Session expired' } });
    await waitFor(() => expect(location()).toBe('/login?redirect=%2Forders'));
  });
});

describe('the order detail page', () => {
  it('shows the header, items, summary and payment of the order, and no return information', async () => {
    openOrder({ 'GET /auth/orders/12': { status: 200, body: { data: makeOrder() } } });
    expect(await screen.findByRole('heading', { name: 'Order HVAC-000012' })).toBeInTheDocument();
    expect(screen.getByText('Ada Lovelace')).toBeInTheDocument();
    expect(screen.getByText('Processing')).toHaveAttribute('data-variant', 'info');
    expect(screen.queryByRole('link', { name: /Track/ })).not.toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'Order Summary' });
    expect(summary).toHaveTextContent('Subtotal$39.98');
    expect(summary).toHaveTextContent('Shipping$5.00');
    expect(summary).toHaveTextContent('Total$44.98');
    const payment = screen.getByRole('region', { name: 'Payment Information' });
    expect(payment).toHaveTextContent('Paid');
    expect(payment).toHaveTextContent('ProviderCard (Stripe)');
    expect(payment).not.toHaveTextContent(/stripe/);
    expect(payment).toHaveTextContent('pi_123');
    expect(screen.queryByRole('region', { name: 'Return Information' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Print Order' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel Order' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Return Order' })).not.toBeInTheDocument();
  });

  it("shows a cancelled order's items as Cancelled, not Processing", async () => {
    openOrder({
      'GET /auth/orders/12': {
        status: 200,
        body: { data: makeOrder({ status: 'cancelled' }) },
      },
    });
    const items = await screen.findByRole('table', { name: 'Items of this order' });
    const [, row] = within(items).getAllByRole('row');
    expect(within(row as HTMLElement).getByText('Cancelled')).toHaveAttribute(
      'data-variant',
      'danger',
    );
    expect(screen.queryByText('Processing')).not.toBeInTheDocument();
  });

  it("shows a returned order's items as Returned and the order's Returned mark", async () => {
    const order = makeOrder({ status: 'completed' });
    order.items = order.items.map((item) => ({ ...item, tracking_number: '1Z999' }));
    order.metadata = { ...order.metadata, returned: true };
    openOrder({ 'GET /auth/orders/12': { status: 200, body: { data: order } } });
    const items = await screen.findByRole('table', { name: 'Items of this order' });
    expect(within(items).getByText('Returned')).toBeInTheDocument();
    expect(within(items).queryByText('Shipped')).not.toBeInTheDocument();
    const header = screen.getByRole('region', { name: 'Order HVAC-000012' });
    expect(within(header).getByText('Completed')).toBeInTheDocument();
    expect(within(header).getByText('Returned')).toBeInTheDocument();
  });

  it('shows the shipping and billing addresses, and the store name and address for the printed page', async () => {
    const order = makeOrder({
      billing_address: {
        id: null,
        first_name: 'Charles',
        last_name: 'Babbage',
        street: '9 Elm Rd, Suite 2',
        city: 'Denver',
        state: 'CO',
        postal_code: '80202',
        country: 'US',
        phone: '',
      },
    });
    openOrder({ 'GET /auth/orders/12': { status: 200, body: { data: order } } });
    const shipping = await screen.findByRole('region', { name: 'Shipping Address' });
    expect(shipping).toHaveTextContent('Ada Lovelace12 Main StAustin, TX 78701United States');
    expect(screen.getByRole('region', { name: 'Billing Address' })).toHaveTextContent(
      'Charles Babbage9 Elm Rd, Suite 2Denver, CO 80202United States',
    );
    expect(screen.getByText('Summit Parts & Tools')).toBeInTheDocument();
    expect(
      screen.getByText('1200 Industrial Blvd, Suite 300, Houston, TX 77002'),
    ).toBeInTheDocument();
  });

  it('marks a shipped item and links its tracking number to the carrier page in a new tab', async () => {
    const order = makeOrder({ status: 'completed' });
    order.items = order.items.map((item) => ({ ...item, tracking_number: '1Z999' }));
    openOrder({ 'GET /auth/orders/12': { status: 200, body: { data: order } } });
    const link = await screen.findByRole('link', { name: 'Track 1Z999 (opens in a new tab)' });
    expect(link).toHaveAttribute('href', 'https://parcelsapp.com/en/tracking/1Z999');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByText('Shipped')).toHaveAttribute('data-variant', 'success');
    expect(screen.queryByRole('button', { name: 'Cancel Order' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Return Order' })).toBeInTheDocument();
  });

  it('shows return information only for a returned order, with neither action', async () => {
    const order = makeOrder({ status: 'completed' });
    order.metadata = {
      ...order.metadata,
      returned: true,
      return_reason: 'Wrong size',
      return_notes: 'Refund pending',
      returned_at: daysAgo(1),
    };
    openOrder({ 'GET /auth/orders/12': { status: 200, body: { data: order } } });
    const info = await screen.findByRole('region', { name: 'Return Information' });
    expect(info).toHaveTextContent('StatusReturned');
    expect(info).toHaveTextContent('Wrong size');
    expect(info).toHaveTextContent('Refund pending');
    expect(screen.queryByRole('button', { name: 'Return Order' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel Order' })).not.toBeInTheDocument();
  });

  it('offers no return after 30 days', async () => {
    const order = makeOrder({ status: 'completed', date: daysAgo(31) });
    openOrder({ 'GET /auth/orders/12': { status: 200, body: { data: order } } });
    await screen.findByRole('heading', { name: 'Order HVAC-000012' });
    expect(screen.queryByRole('button', { name: 'Return Order' })).not.toBeInTheDocument();
  });

  it("says 'Order not found' on a 404 and goes back to the history", async () => {
    openOrder({ 'GET /auth/orders/12': { status: 404, body: { error: 'Order not found' } } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Order not found');
    await userEvent.click(screen.getByRole('button', { name: 'Return to Order History' }));
    expect(location()).toBe('/orders');
  });

  it("says 'Order not found' for an order in no known shape", async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    openOrder({ 'GET /auth/orders/12': { status: 200, body: { data: { id: 12 } } } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Order not found');
    expect(warn).toHaveBeenCalledWith('Unknown order data format');
    warn.mockRestore();
  });

  it("says 'Failed to load order details' on another failure", async () => {
    openOrder({ 'GET /auth/orders/12': { status: 500, body: { error: 'boom' } } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load order details');
    expect(screen.getByRole('button', { name: 'Return to Order History' })).toBeInTheDocument();
  });

  it('goes to /login on a 401', async () => {
    openOrder({ 'GET /auth/orders/12': { status: 401, body: { error: 'Session expired' } } });
    await waitFor(() => expect(location()).toBe('/login?redirect=%2Forders%2F12'));
  });

  it('cancels with a reason: the confirm button waits for one, and the order reloads', async () => {
    let current = makeOrder();
    const { api } = openOrder({
      'GET /auth/orders/12': () => ({ status: 200, body: { data: current } }),
      'POST /auth/orders/12/cancel': (body) => {
        current = {
          ...current,
          status: 'cancelled',
          payment: { ...current.payment, status: 'refunded' },
        };
        return { status: 200, body: { data: current, echo: body } };
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel Order' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel Order' });
    const confirm = within(dialog).getByRole('button', { name: 'Confirm Cancellation' });
    expect(confirm).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText('Reason for Cancellation'), '   ');
    expect(confirm).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText('Reason for Cancellation'), 'Too late');
    expect(confirm).toBeEnabled();
    await userEvent.click(confirm);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.bodiesOf('POST /auth/orders/12/cancel')).toEqual([{ reason: 'Too late' }]);
    const header = screen.getByRole('region', { name: 'Order HVAC-000012' });
    expect(await within(header).findByText('Cancelled')).toHaveAttribute('data-variant', 'danger');
    expect(screen.queryByRole('button', { name: 'Cancel Order' })).not.toBeInTheDocument();
    expect(api.calls.filter((call) => call.route === 'GET /auth/orders/12')).toHaveLength(2);
  });

  it("says 'Failed to cancel order' with the server's reason and keeps the modal open", async () => {
    openOrder({
      'GET /auth/orders/12': { status: 200, body: { data: makeOrder() } },
      'POST /auth/orders/12/cancel': {
        status: 409,
        body: { error: 'This order cannot be cancelled: it is processing.' },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel Order' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel Order' });
    await userEvent.type(within(dialog).getByLabelText('Reason for Cancellation'), 'Why not');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm Cancellation' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Failed to cancel order: This order cannot be cancelled: it is processing.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('returns a completed order with a reason and shows the return information after the reload', async () => {
    let current = makeOrder({ status: 'completed' });
    openOrder({
      'GET /auth/orders/12': () => ({ status: 200, body: { data: current } }),
      'POST /auth/orders/12/return': () => {
        current = {
          ...current,
          metadata: {
            ...current.metadata,
            returned: true,
            return_reason: 'Wrong size',
            return_notes: 'Refund pending',
            returned_at: new Date().toISOString(),
          },
        };
        return { status: 200, body: { data: current } };
      },
      'POST /auth/orders/12/cancel': { status: 500 },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Return Order' }));
    const dialog = screen.getByRole('dialog', { name: 'Return Order' });
    await userEvent.type(within(dialog).getByLabelText('Reason for Return'), 'Wrong size');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm Return' }));
    expect(await screen.findByRole('region', { name: 'Return Information' })).toHaveTextContent(
      'Wrong size',
    );
  });
});
