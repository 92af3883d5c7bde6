import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { on } from '@storefront/shared';
import {
  makeBrand,
  makeCategory,
  makeProduct,
  makeProducts,
} from '../../../lib/testing/catalog-fixtures';
import { renderCatalog } from '../../../lib/testing/render-catalog';
import { ProductListPage } from './product-list-page';

const categories = [
  makeCategory({ id: 10, name: 'Thermostats' }),
  makeCategory({ id: 20, name: 'Filters' }),
];
const brands = [makeBrand({ id: 4, name: 'Honeywell' })];

describe('ProductListPage', () => {
  it("shows 'Latest Products' with 12 skeleton cards while loading, then 12 products per page", async () => {
    const { api } = renderCatalog(<ProductListPage />, {
      path: '/product',
      catalog: { products: makeProducts(30), categories, brands },
    });
    expect(screen.getByRole('heading', { name: 'Latest Products' })).toBeInTheDocument();
    expect(screen.getAllByTestId('product-skeleton')).toHaveLength(12);
    expect(await screen.findAllByRole('article')).toHaveLength(12);
    expect(api.callsTo('/products')[0]?.searchParams.get('limit')).toBe('12');
  });

  it('keeps the category filter and the page number in the URL', async () => {
    const user = userEvent.setup();
    const products = [
      ...makeProducts(14, { categoryId: 20, category: 'Filters' }),
      makeProduct({ id: 99, categoryId: 10 }),
    ];
    renderCatalog(<ProductListPage />, {
      path: '/product',
      catalog: { products, categories, brands },
    });
    const categoryStrip = await screen.findByRole('group', { name: 'Filter by category' });
    await user.click(await within(categoryStrip).findByRole('button', { name: 'Filters' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/product?category=20');
    expect(await screen.findAllByRole('article')).toHaveLength(12);

    await user.click(screen.getByRole('button', { name: /page 2/i }));
    expect(screen.getByTestId('location')).toHaveTextContent('/product?category=20&page=2');
    expect(await screen.findAllByRole('article')).toHaveLength(2);
  });

  it("says 'No products found' when nothing matches", async () => {
    renderCatalog(<ProductListPage />, {
      path: '/product',
      url: '/product?search=nothing',
      catalog: { products: [] },
    });
    expect(await screen.findByText('No products found')).toBeInTheDocument();
  });

  it("on failure shows the error with Retry and raises the toast 'Failed to load products'", async () => {
    const toasts: string[] = [];
    const stop = on('toast', ({ message }) => toasts.push(message));
    try {
      renderCatalog(<ProductListPage />, {
        path: '/product',
        catalog: { failures: { '/products': { status: 503, error: 'Service unavailable' } } },
      });
      expect(
        await screen.findByText('Failed to load products: Service unavailable'),
      ).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
      expect(toasts).toContain('Failed to load products');
    } finally {
      stop();
    }
  });
});
