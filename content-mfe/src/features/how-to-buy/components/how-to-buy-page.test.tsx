import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getStoreConfig } from '@storefront/contract';
import { canonicalHref, renderContent } from '../../../lib/testing/render-content';
import { HowToBuyPage } from './how-to-buy-page';

describe('the how-to-buy page', () => {
  it('lists the six steps in order, from browsing to placing the order', () => {
    renderContent(<HowToBuyPage />, { storeId: 'hvac' });
    const steps = within(screen.getByRole('list', { name: '' })).getAllByRole('heading', {
      level: 2,
    });
    expect(steps.map((step) => step.textContent)).toEqual([
      'Step 1: Browse Products',
      'Step 2: View Product Details',
      'Step 3: Add to Cart',
      'Step 4: Review Your Cart',
      'Step 5: Check Out',
      'Step 6: Place Your Order',
    ]);
    expect(screen.getByText(/browse Comfort Air HVAC Supply by category/)).toBeInTheDocument();
    expect(screen.getByText(/Orders of \$100\.00 or more ship free/)).toBeInTheDocument();
  });

  it('links to Quick Order from the Add to Cart step (issue 40)', () => {
    renderContent(<HowToBuyPage />);
    expect(screen.getByRole('link', { name: 'Order by part number' })).toHaveAttribute(
      'href',
      '/quick-order',
    );
  });

  it('links to the contact page and sets its canonical link', async () => {
    renderContent(<HowToBuyPage />);
    expect(document.title).toBe(`How to Buy | ${getStoreConfig('default').name}`);
    expect(canonicalHref()).toBe(`${getStoreConfig('default').website}/how-to-buy`);
    await userEvent.setup().click(screen.getByRole('link', { name: 'Contact us' }));
    expect(screen.getByLabelText('Current location')).toHaveTextContent('/contact');
  });
});
