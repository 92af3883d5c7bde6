// Returns per item (issue 40 item 6) on the order pages: the Return Items form (which lines, how
// many, a reason each; refused quantities; the store's refusal), the Returns card with each RMA and
// the partially returned lines, and the printable return slip with the store's return address.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OrderRecord, OrderReturnRecord } from '@storefront/contract/records';
import { makeCustomer, type FakeRoute } from '../../../lib/testing/fake-account-api';
import { daysAgo, makeOrder } from '../../../lib/testing/make-order';
import { renderAccount } from '../../../lib/testing/render-account';
import { OrderDetailPage } from './order-detail-page';
import { ReturnSlipPage } from './return-slip-page';

/** A completed order of 3 fan motors ($19.99) and 1 coil ($45.00), placed yesterday. */
function completedOrder(overrides: Partial<OrderRecord> = {}): OrderRecord {
  const order = makeOrder({ status: 'completed', date: daysAgo(1) });
  return {
    ...order,
    items: [
      { ...order.items[0]!, id: 1, name: 'Fan motor', sku: 'FAN-1', quantity: 3, total: 59.97 },
      {
        id: 2,
        product_id: 4,
        name: 'Evaporator coil',
        sku: 'COIL-2',
        quantity: 1,
        price: 45,
        total: 45,
        tracking_number: '1Z-TEST',
      },
    ],
    returns: [],
    ...overrides,
  };
}

const RMA: OrderReturnRecord = {
  rma_number: 'RMA-HVAC-000012-01',
  status: 'issued',
  created_at: daysAgo(0),
  received_at: null,
  lines: [
    {
      item_id: 1,
      name: 'Fan motor',
      sku: 'FAN-1',
      quantity: 2,
      reason: 'Wrong size',
      amount: 39.98,
    },
  ],
  merchandise: 39.98,
  restocking_fee_percent: 15,
  restocking_fee: 6,
  refund: 33.98,
  refund_status: null,
};

const openOrder = (routes: Record<string, FakeRoute>) =>
  renderAccount(<OrderDetailPage />, {
    path: '/orders/:orderId',
    url: '/orders/12',
    signedInAs: makeCustomer(),
    routes,
  });

async function openReturnForm() {
  await userEvent.click(await screen.findByRole('button', { name: 'Return Items' }));
  return screen.getByRole('dialog', { name: 'Return Items' });
}

describe('Return Items on order detail', () => {
  it('sends the chosen units of one line with its reason, then shows the RMA and its slip link', async () => {
    let current = completedOrder();
    const { api } = openOrder({
      'GET /auth/orders/12': () => ({ status: 200, body: { data: current } }),
      'POST /auth/orders/12/returns': () => {
        current = { ...current, returns: [RMA] };
        return { status: 200, body: { data: current } };
      },
    });
    const dialog = await openReturnForm();
    const request = within(dialog).getByRole('button', { name: 'Request Return' });
    expect(request).toBeDisabled();

    const motor = within(dialog).getByRole('group', { name: 'Fan motor (FAN-1)' });
    const quantity = within(motor).getByLabelText('Quantity to return (of 3)');
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '2');
    expect(request).toBeDisabled();
    await userEvent.type(within(motor).getByLabelText('Reason for Return'), '  ');
    expect(request).toBeDisabled();
    await userEvent.type(within(motor).getByLabelText('Reason for Return'), 'Wrong size');
    expect(request).toBeEnabled();
    await userEvent.click(request);

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.bodiesOf('POST /auth/orders/12/returns')).toEqual([
      { lines: [{ itemId: 1, quantity: 2, reason: 'Wrong size' }] },
    ]);
    expect(await screen.findByText(/Return authorised: RMA RMA-HVAC-000012-01/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Print the return slip' })).toHaveAttribute(
      'href',
      '/orders/12/returns/RMA-HVAC-000012-01',
    );

    const returns = await screen.findByRole('region', { name: 'Returns' });
    const entry = within(returns).getByRole('region', { name: 'Return RMA-HVAC-000012-01' });
    expect(entry).toHaveTextContent('2 x Fan motor (FAN-1), $39.98: Wrong size');
    expect(entry).toHaveTextContent('Restocking fee (15%)−$6.00');
    expect(entry).toHaveTextContent('Refund$33.98');
    expect(entry).toHaveTextContent('Awaiting your parcel');
    const motorRow = within(returns).getByRole('row', { name: /Fan motor/ });
    expect(motorRow).toHaveTextContent('2 of 3');
    // One motor and the coil are left: Return Items stays.
    expect(screen.getByRole('button', { name: 'Return Items' })).toBeInTheDocument();
  });

  it('refuses more units than are left, counting what was returned before', async () => {
    openOrder({
      'GET /auth/orders/12': {
        status: 200,
        body: { data: completedOrder({ returns: [RMA] }) },
      },
    });
    const dialog = await openReturnForm();
    const motor = within(dialog).getByRole('group', { name: 'Fan motor (FAN-1)' });
    const quantity = within(motor).getByLabelText('Quantity to return (of 1)');
    expect(within(motor).getByText('2 already returned')).toBeInTheDocument();
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '2');
    expect(within(motor).getByText('At most 1 can be returned')).toBeInTheDocument();
    await userEvent.type(within(motor).getByLabelText('Reason for Return'), 'Broken');
    expect(within(dialog).getByRole('button', { name: 'Request Return' })).toBeDisabled();
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '1.5');
    expect(within(motor).getByText('Enter a whole number of units')).toBeInTheDocument();
  });

  it("shows 'Failed to return order' with the store's reason and keeps the form open", async () => {
    openOrder({
      'GET /auth/orders/12': { status: 200, body: { data: completedOrder() } },
      'POST /auth/orders/12/returns': {
        status: 409,
        body: {
          error:
            'Only 1 of "Fan motor" can still be returned (2 already returned), so 2 cannot be returned.',
        },
      },
    });
    const dialog = await openReturnForm();
    const coil = within(dialog).getByRole('group', { name: 'Evaporator coil (COIL-2)' });
    await userEvent.clear(within(coil).getByLabelText('Quantity to return (of 1)'));
    await userEvent.type(within(coil).getByLabelText('Quantity to return (of 1)'), '1');
    await userEvent.type(within(coil).getByLabelText('Reason for Return'), 'Wrong model');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Request Return' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Failed to return order: Only 1 of "Fan motor" can still be returned (2 already returned), so 2 cannot be returned.',
    );
  });

  it('offers no Return Items once every unit is returned', async () => {
    const everything: OrderReturnRecord = {
      ...RMA,
      rma_number: 'RMA-HVAC-000012-02',
      lines: [
        { ...RMA.lines[0]!, quantity: 1 },
        {
          item_id: 2,
          name: 'Evaporator coil',
          sku: 'COIL-2',
          quantity: 1,
          reason: 'x',
          amount: 45,
        },
      ],
    };
    openOrder({
      'GET /auth/orders/12': {
        status: 200,
        body: { data: completedOrder({ returns: [RMA, everything] }) },
      },
    });
    expect(await screen.findByRole('region', { name: 'Returns' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Return Items' })).not.toBeInTheDocument();
  });
});

describe('the return slip page', () => {
  const openSlip = (rmaNumber: string, order: OrderRecord) =>
    renderAccount(<ReturnSlipPage />, {
      path: '/orders/:orderId/returns/:rmaNumber',
      url: `/orders/12/returns/${rmaNumber}`,
      signedInAs: makeCustomer(),
      routes: { 'GET /auth/orders/12': { status: 200, body: { data: order } } },
    });

  it("shows the RMA, the order, the store's return address, the customer's and the items", async () => {
    openSlip('RMA-HVAC-000012-01', completedOrder({ returns: [RMA] }));
    const slip = await screen.findByRole('region', { name: 'Return Slip' });
    expect(within(slip).getByLabelText('RMA number')).toHaveTextContent('RMA-HVAC-000012-01');
    expect(slip).toHaveTextContent('OrderHVAC-000012');
    // The default store's name and address from its configuration.
    expect(within(slip).getByRole('region', { name: 'Send to' })).toHaveTextContent(
      'Summit Parts & ToolsReturns, RMA-HVAC-000012-011200 Industrial Blvd, Suite 300, Houston, TX 77002',
    );
    expect(within(slip).getByRole('region', { name: 'From' })).toHaveTextContent('12 Main St');
    const row = within(slip).getByRole('row', { name: /Fan motor/ });
    expect(row).toHaveTextContent('FAN-1');
    expect(row).toHaveTextContent('2');
    expect(row).toHaveTextContent('Wrong size');
    expect(screen.getByRole('button', { name: 'Print Return Slip' })).toBeInTheDocument();
  });

  it('says the return is not found for an RMA of no such order', async () => {
    openSlip('RMA-HVAC-000099-01', completedOrder({ returns: [RMA] }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Return not found');
    expect(screen.getByRole('link', { name: 'Back to Order' })).toHaveAttribute(
      'href',
      '/orders/12',
    );
  });
});
