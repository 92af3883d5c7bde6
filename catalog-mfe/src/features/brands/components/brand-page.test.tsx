import { screen } from '@testing-library/react';
import { makeBrand, makeProducts } from '../../../lib/testing/catalog-fixtures';
import { createFakeSampleApi, sampleItem } from '../../../lib/testing/fake-sample-api';
import { renderCatalog } from '../../../lib/testing/render-catalog';
import { BrandPage } from './brand-page';

const honeywell = makeBrand({ id: 4, name: 'Honeywell', description: 'Controls and thermostats.' });

describe('BrandPage', () => {
  it('shows the logo, the description and the products of the brand', async () => {
    renderCatalog(<BrandPage />, {
      path: '/brands/:id',
      url: '/brands/4',
      catalog: { brands: [honeywell], products: makeProducts(2, { brandId: 4 }) },
    });
    expect(await screen.findByRole('heading', { name: 'Honeywell' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Honeywell logo' })).toBeInTheDocument();
    expect(screen.getByText('Controls and thermostats.')).toBeInTheDocument();
    expect(await screen.findAllByRole('article')).toHaveLength(2);
  });

  it("reports a failed product list as 'Failed to load products: {message}'", async () => {
    renderCatalog(<BrandPage />, {
      path: '/brands/:id',
      url: '/brands/4',
      catalog: {
        brands: [honeywell],
        failures: { '/products': { status: 500, error: 'Catalogue offline' } },
      },
    });
    expect(
      await screen.findByText('Failed to load products: Catalogue offline'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});

describe('BrandPage in mock mode', () => {
  it('shows the one sample brand with every product of the store, the API having no brands', async () => {
    const sampleApi = createFakeSampleApi([
      sampleItem({ id: 1, category: 'electronics' }),
      sampleItem({ id: 2, category: 'electronics' }),
      sampleItem({ id: 3, category: 'jewelery' }),
    ]);
    renderCatalog(<BrandPage />, {
      path: '/brands/:id',
      url: '/brands/1',
      storeId: 'hvac',
      sampleApi,
    });
    expect(await screen.findByRole('heading', { name: 'Sample Products' })).toBeInTheDocument();
    // The HVAC store sells the electronics only.
    expect(await screen.findAllByRole('article')).toHaveLength(2);
  });
});
