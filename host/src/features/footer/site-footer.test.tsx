import { screen, within } from '@testing-library/react';
import { renderHost } from '../../testing/render-host';
import { SiteFooter } from './site-footer';

describe('the site footer', () => {
  it('links the product, brand and category lists', async () => {
    await renderHost(<SiteFooter />);
    const shop = screen.getByRole('navigation', { name: 'Shop' });
    expect(within(shop).getByRole('link', { name: 'Products' })).toHaveAttribute(
      'href',
      '/product',
    );
    expect(within(shop).getByRole('link', { name: 'Brands' })).toHaveAttribute('href', '/brands');
    expect(within(shop).getByRole('link', { name: 'Categories' })).toHaveAttribute(
      'href',
      '/categories',
    );
  });

  it('links every policy page', async () => {
    await renderHost(<SiteFooter />);
    const policies = screen.getByRole('navigation', { name: 'Policies' });
    expect(
      within(policies)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      '/terms-and-conditions',
      '/privacy-policy',
      '/returns-policy',
      '/how-to-buy',
      '/bulk-purchasing',
    ]);
  });
});
