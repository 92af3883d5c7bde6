// The cart's order summary with freight (issue 40 item 7): the freight charge on its own row, the
// parcels' free shipping beside it, the nudge measured on parcels only, and the delivery window.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInShop } from '@storefront/platform/testing';
import type { CartTotalsView } from '../hooks/use-cart-view';
import { CartTotals } from './cart-totals';

/** A Monday: business days from here are easy to count by hand. */
const MONDAY_NOV_30 = new Date(2026, 10, 30, 10, 0, 0);

beforeEach(() => {
  jest.useFakeTimers({
    now: MONDAY_NOV_30,
    doNotFake: [
      'setTimeout',
      'setInterval',
      'setImmediate',
      'queueMicrotask',
      'nextTick',
      'clearTimeout',
      'clearInterval',
      'clearImmediate',
      'requestAnimationFrame',
      'cancelAnimationFrame',
    ],
  });
  window.localStorage.clear();
});
afterEach(() => jest.useRealTimers());

type PricedTotals = Omit<Exclude<CartTotalsView, { status: 'failed' }>, 'status'>;

/** The summary of a cart priced at these totals. */
const renderPriced = (totals: PricedTotals) =>
  renderInShop(<CartTotals totals={{ status: 'priced', ...totals }} />);

/** A cart of one condensing unit: freight only, no parcels. */
const FREIGHT_ONLY: PricedTotals = {
  subtotalCents: 328999,
  shippingCents: 12400,
  freightCents: 12400,
  parcelSubtotalCents: 0,
  shippingClass: 'freight',
  totalCents: 341399,
};

/** The summary's rows as label → value. */
function summaryRows(): Record<string, string> {
  const list = within(screen.getByRole('region', { name: 'Order summary' })).getAllByRole('term');
  return Object.fromEntries(
    list.map((term) => [term.textContent ?? '', term.nextElementSibling?.textContent ?? '']),
  );
}

describe('CartTotals with freight', () => {
  it('charges the condensing unit freight while parcels over $100 ship free', () => {
    renderPriced({
      subtotalCents: 340999,
      shippingCents: 12400,
      freightCents: 12400,
      parcelSubtotalCents: 12000,
      shippingClass: 'freight',
      totalCents: 353399,
    });
    expect(summaryRows()).toEqual({
      Subtotal: '$3,409.99',
      Shipping: 'Free',
      'Freight delivery': '$124.00',
      Total: '$3,533.99',
    });
    expect(screen.queryByText(/more for free shipping/)).not.toBeInTheDocument();
    expect(screen.getByText(/Ships by freight/)).toBeInTheDocument();
  });

  it('shows no parcel shipping for a freight-only cart and no free-shipping nudge', () => {
    renderPriced(FREIGHT_ONLY);
    expect(summaryRows()).toEqual({
      Subtotal: '$3,289.99',
      'Freight delivery': '$124.00',
      Total: '$3,413.99',
    });
    expect(screen.queryByText(/more for free shipping/)).not.toBeInTheDocument();
  });

  it('measures the free-shipping nudge on the parcels, beside freight', () => {
    renderPriced({
      subtotalCents: 330999,
      shippingCents: 12900,
      freightCents: 12400,
      parcelSubtotalCents: 2000,
      shippingClass: 'freight',
      totalCents: 343899,
    });
    expect(summaryRows()).toEqual({
      Subtotal: '$3,309.99',
      Shipping: '$5.00',
      'Freight delivery': '$124.00',
      Total: '$3,438.99',
    });
    expect(screen.getByRole('status')).toHaveTextContent('Add $80.00 more for free shipping');
  });

  it('keeps a parcels-only cart as it was: $5.00 shipping, no freight row', () => {
    renderPriced({
      subtotalCents: 9000,
      shippingCents: 500,
      freightCents: 0,
      parcelSubtotalCents: 9000,
      shippingClass: 'parcel',
      totalCents: 9500,
    });
    expect(summaryRows()).toEqual({ Subtotal: '$90.00', Shipping: '$5.00', Total: '$95.00' });
    expect(screen.queryByText(/Ships by freight/)).not.toBeInTheDocument();
  });

  it("estimates freight's delivery to the ZIP given, Dallas sooner than New York", async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    window.localStorage.setItem('delivery-zip', '75226');
    renderPriced(FREIGHT_ONLY);
    // 2 handling days + 2-3 in transit from Monday, Nov 30.
    expect(await screen.findByTestId('delivery-window')).toHaveTextContent(
      'Estimated delivery: Fri, Dec 4 – Mon, Dec 7 to 75226',
    );
    const zip = screen.getByLabelText('Delivery ZIP code');
    await user.clear(zip);
    await user.type(zip, '10001');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    // 2 handling days + 5-7 in transit to the coasts.
    expect(screen.getByTestId('delivery-window')).toHaveTextContent(
      'Estimated delivery: Wed, Dec 9 – Fri, Dec 11 to 10001',
    );
    expect(window.localStorage.getItem('delivery-zip')).toBe('10001');
  });
});
