import { screen } from '@testing-library/react';
import { makeProducts } from '../../../lib/testing/catalog-fixtures';
import { renderCatalog } from '../../../lib/testing/render-catalog';
import { FeaturedProducts } from './featured-products';

describe('FeaturedProducts', () => {
  it('asks for 9 random products by default and shows them', async () => {
    const { api } = renderCatalog(<FeaturedProducts />, {
      catalog: { products: makeProducts(20) },
    });
    expect(await screen.findAllByRole('article')).toHaveLength(9);
    const call = api.callsTo('/featured-products')[0];
    expect(call?.searchParams.get('strategy')).toBe('random');
    expect(call?.searchParams.get('limit')).toBe('9');
  });

  it("shows 'Failed to load featured products' when the call fails", async () => {
    renderCatalog(<FeaturedProducts />, {
      catalog: { failures: { '/featured-products': { status: 500, error: 'boom' } } },
    });
    expect(await screen.findByText('Failed to load featured products')).toBeInTheDocument();
  });

  it("shows 'No products available' when there are none", async () => {
    renderCatalog(<FeaturedProducts />, { catalog: { products: [] } });
    expect(await screen.findByText('No products available')).toBeInTheDocument();
  });
});
