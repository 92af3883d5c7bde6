import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderCheckout } from '../../../lib/testing/render-checkout';

const contactor = {
  id: 35,
  name: 'Core Contactor',
  title: 'Core Contactor',
  sku: 'DF-CRX-000035',
  image: 'c.svg',
  price: 47.99,
  discount: 15,
  unit_price: 40.79,
  stock: 199,
  matchedNumber: 'DF-CRX-000035',
};
const breaker = {
  ...contactor,
  id: 23,
  name: 'AFCI Breaker',
  title: 'AFCI Breaker',
  sku: 'DF-CBX-000023',
  unit_price: 13.59,
  stock: 2,
  matchedNumber: 'DF-CBX-000023',
};

const resolution = {
  lines: [
    {
      partNumber: 'df crx 35',
      requested: 3,
      status: 'found',
      quantity: 3,
      message: 'In stock',
      product: contactor,
    },
    {
      partNumber: 'ZZ-404',
      requested: 1,
      status: 'unknown',
      quantity: 0,
      message: 'Unknown part number',
    },
    {
      partNumber: 'DF-CBX-000023',
      requested: 5,
      status: 'limited',
      quantity: 2,
      message: 'Only 2 in stock',
      product: breaker,
    },
  ],
};

describe('QuickOrderPage', () => {
  it('resolves a pasted list, shows each row and adds the valid rows to the cart', async () => {
    const user = userEvent.setup();
    const { api } = renderCheckout('/quick-order', {
      cart: {},
      routes: { 'POST /quick-order/resolve': { status: 200, body: resolution } },
    });
    await user.click(await screen.findByLabelText('Paste a list'));
    await user.paste('df crx 35, 3\nZZ-404\nDF-CBX-000023\t5');
    await user.click(screen.getByRole('button', { name: 'Add pasted items' }));

    expect(await screen.findByText('Unknown part number')).toBeInTheDocument();
    expect(screen.getByText('Only 2 in stock')).toBeInTheDocument();
    expect(screen.getByText(/\$40\.79 · 199 in stock/)).toBeInTheDocument();
    expect(api.calls.find((call) => call.route === 'POST /quick-order/resolve')?.body).toEqual({
      lines: [
        { partNumber: 'df crx 35', quantity: 3 },
        { partNumber: 'ZZ-404', quantity: 1 },
        { partNumber: 'DF-CBX-000023', quantity: 5 },
      ],
    });

    await user.click(screen.getByRole('button', { name: 'Add 5 items to cart' }));
    const outcome = await screen.findByRole('alert');
    expect(outcome).toHaveTextContent('Added 5 items to your cart.');
    expect(within(outcome).getByText('ZZ-404: Unknown part number')).toBeInTheDocument();
    expect(
      within(outcome).getByText('DF-CBX-000023: Only 2 of 5 added: 2 in stock'),
    ).toBeInTheDocument();
  });

  it('names the line of a malformed list and sends nothing', async () => {
    const user = userEvent.setup();
    const { api } = renderCheckout('/quick-order', { cart: {} });
    await user.click(await screen.findByLabelText('Paste a list'));
    await user.paste('DF-1, 2\nDF-2, lots');
    await user.click(screen.getByRole('button', { name: 'Add pasted items' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Line 2: the quantity must be a whole number from 1 to 999.',
    );
    await waitFor(() =>
      expect(api.calls.some((call) => call.route === 'POST /quick-order/resolve')).toBe(false),
    );
  });
});
