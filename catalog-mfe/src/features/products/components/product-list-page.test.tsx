import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getStoreConfig } from '@storefront/contract';
import { on } from '@storefront/platform/testing';
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

  it('filters and pages through links to the URLs they lead to, followed in the app', async () => {
    const user = userEvent.setup();
    renderCatalog(<ProductListPage />, {
      path: '/product',
      url: '/product?brand=4',
      catalog: { products: makeProducts(14, { categoryId: 20, brandId: 4 }), categories, brands },
    });
    const categoryStrip = await screen.findByRole('group', { name: 'Filter by category' });
    const filtersChip = await within(categoryStrip).findByRole('link', { name: 'Filters' });
    expect(filtersChip).toHaveAttribute('href', '/product?brand=4&category=20');
    const brandStrip = screen.getByRole('group', { name: 'Filter by brand' });
    // The chosen brand is current; following it again drops it.
    expect(within(brandStrip).getByRole('link', { name: 'Honeywell' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(within(brandStrip).getByRole('link', { name: 'Honeywell' })).toHaveAttribute(
      'href',
      '/product',
    );
    expect(await screen.findByRole('link', { name: 'Page 2' })).toHaveAttribute(
      'href',
      '/product?brand=4&page=2',
    );

    await user.click(screen.getByRole('link', { name: 'Next page' }));
    expect(screen.getByLabelText('Current location')).toHaveTextContent('/product?brand=4&page=2');
    expect(await screen.findAllByRole('article')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Page 1' })).toHaveAttribute(
      'href',
      '/product?brand=4',
    );
    expect(screen.getByRole('link', { name: 'Filters' })).toHaveAttribute(
      'href',
      '/product?brand=4&category=20',
    );
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
    await user.click(await within(categoryStrip).findByRole('link', { name: 'Filters' }));
    expect(screen.getByLabelText('Current location')).toHaveTextContent('/product?category=20');
    expect(await screen.findAllByRole('article')).toHaveLength(12);

    await user.click(screen.getByRole('link', { name: /page 2/i }));
    expect(screen.getByLabelText('Current location')).toHaveTextContent(
      '/product?category=20&page=2',
    );
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

  it('lists in the brand strip only the brands with products in the chosen category', async () => {
    const user = userEvent.setup();
    renderCatalog(<ProductListPage />, {
      path: '/product',
      catalog: {
        products: [
          makeProduct({ id: 1, categoryId: 10, brandId: 4 }),
          makeProduct({ id: 2, categoryId: 20, brandId: 5 }),
        ],
        categories,
        brands: [...brands, makeBrand({ id: 5, name: 'Carrier' })],
      },
    });
    const brandStrip = await screen.findByRole('group', { name: 'Filter by brand' });
    await within(brandStrip).findByRole('link', { name: 'Carrier' });
    expect(within(brandStrip).getByRole('link', { name: 'Honeywell' })).toBeInTheDocument();

    const categoryStrip = screen.getByRole('group', { name: 'Filter by category' });
    await user.click(within(categoryStrip).getByRole('link', { name: 'Filters' }));
    await waitFor(() =>
      expect(within(brandStrip).queryByRole('link', { name: 'Honeywell' })).toBeNull(),
    );
    expect(within(brandStrip).getByRole('link', { name: 'Carrier' })).toBeInTheDocument();
  });

  it('on a search offers in the category and brand strips only those with results, with their counts', async () => {
    const { api } = renderCatalog(<ProductListPage />, {
      path: '/product',
      url: '/product?search=relay',
      catalog: {
        products: [
          makeProduct({ id: 1, name: 'Fan relay', categoryId: 10 }),
          makeProduct({ id: 2, name: 'Time delay relay', categoryId: 10 }),
          makeProduct({ id: 3, name: 'Pleated filter', categoryId: 20, brandId: 5 }),
        ],
        categories,
        brands: [...brands, makeBrand({ id: 5, name: 'Carrier' })],
      },
    });
    const categoryStrip = await screen.findByRole('group', { name: 'Filter by category' });
    await within(categoryStrip).findByRole('link', { name: 'Thermostats (2)' });
    expect(
      within(categoryStrip)
        .getAllByRole('link')
        .map((chip) => chip.textContent),
    ).toEqual(['All', 'Thermostats (2)']);
    const brandStrip = screen.getByRole('group', { name: 'Filter by brand' });
    await within(brandStrip).findByRole('link', { name: 'Honeywell (2)' });
    expect(
      within(brandStrip)
        .getAllByRole('link')
        .map((chip) => chip.textContent),
    ).toEqual(['All', 'Honeywell (2)']);
    // The API counts the search's results per category and brand; the browser loads no more products.
    const productSearches = (path: string) =>
      api.callsTo(path).map((url) => url.searchParams.get('productSearch'));
    expect(productSearches('/categories')).toEqual(['relay']);
    expect(productSearches('/brands')).toEqual(['relay']);
    expect(api.callsTo('/products').map((url) => url.searchParams.get('limit'))).toEqual(['12']);
  });

  it("offers 'Clear filters' when the filters match nothing, which shows every product again", async () => {
    const user = userEvent.setup();
    renderCatalog(<ProductListPage />, {
      path: '/product',
      url: '/product?category=10&brand=4&search=pump',
      catalog: { products: makeProducts(3, { categoryId: 20 }), categories, brands },
    });
    expect(await screen.findByText('No products found')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(screen.getByLabelText('Current location')).toHaveTextContent(/^\/product$/);
    expect(await screen.findAllByRole('article')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();
  });

  it('asks "Did you mean" with the corrected search as a link when the API corrected a misspelt word', async () => {
    const user = userEvent.setup();
    renderCatalog(<ProductListPage />, {
      path: '/product',
      url: '/product?search=contacter',
      catalog: {
        products: [
          makeProduct({ id: 1, name: 'Definite-Purpose Contactor' }),
          makeProduct({ id: 2, name: 'Fan Relay' }),
        ],
        corrections: { contacter: 'contactor' },
      },
    });
    expect(await screen.findByText(/Did you mean/)).toHaveTextContent('Did you mean contactor?');
    const link = screen.getByRole('link', { name: 'contactor' });
    expect(link).toHaveAttribute('href', '/product?search=contactor');
    expect(screen.getAllByRole('article')).toHaveLength(1);
    await user.click(link);
    expect(screen.getByLabelText('Current location')).toHaveTextContent(
      '/product?search=contactor',
    );
    expect(await screen.findByRole('heading', { name: '1 result for “contactor”' })).toBeVisible();
    expect(screen.queryByText(/Did you mean/)).toBeNull();
  });

  it('offers the categories and brands named like a search that found nothing, and the contact form', async () => {
    renderCatalog(<ProductListPage />, {
      path: '/product',
      url: '/product?search=relay',
      catalog: {
        products: makeProducts(3),
        categories: [
          makeCategory({ id: 30, name: 'Contactors & Relays' }),
          makeCategory({ id: 40, name: 'Filters' }),
        ],
        brands: [makeBrand({ id: 7, name: 'Relayco' }), makeBrand({ id: 8, name: 'Honeywell' })],
      },
    });
    expect(await screen.findByText('No products found')).toBeInTheDocument();
    const categoryLinks = await screen.findByRole('navigation', { name: 'Matching categories' });
    expect(
      within(categoryLinks).getByRole('link', { name: 'Contactors & Relays' }),
    ).toHaveAttribute('href', '/categories/30');
    expect(within(categoryLinks).getAllByRole('link')).toHaveLength(1);
    const brandLinks = await screen.findByRole('navigation', { name: 'Matching brands' });
    expect(within(brandLinks).getByRole('link', { name: 'Relayco' })).toHaveAttribute(
      'href',
      '/brands/7',
    );
    expect(within(brandLinks).getAllByRole('link')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Ask us' })).toHaveAttribute('href', '/contact');
    expect(screen.getByRole('button', { name: 'Clear filters' })).toBeInTheDocument();
  });

  it('names the search text and the number of results in the heading and the tab title', async () => {
    renderCatalog(<ProductListPage />, {
      path: '/product',
      url: '/product?search=drill',
      storeId: 'parts',
      catalog: {
        products: [
          makeProduct({ id: 1, name: 'Cordless Drill' }),
          makeProduct({ id: 2, name: 'Hammer Drill' }),
          makeProduct({ id: 3, name: 'Drill Bit Set' }),
          makeProduct({ id: 4, name: 'Socket Wrench' }),
        ],
      },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: '3 results for “drill”' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Latest Products' })).toBeNull();
    expect(document.title).toBe(`3 results for "drill" | ${getStoreConfig('parts').name}`);
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

describe('ProductListPage paging from the URL', () => {
  const thirtyProducts = { products: makeProducts(30), categories, brands };

  /** The page the pagination marks as current. */
  const currentPage = () => screen.getByRole('link', { current: 'page' });

  it.each(['99', '99999', '9999999999'])(
    'replaces ?page=%s, past the end, by the last page and shows its products',
    async (page) => {
      renderCatalog(<ProductListPage />, {
        path: '/product',
        url: `/product?page=${page}`,
        catalog: thirtyProducts,
      });
      await waitFor(() =>
        expect(screen.getByLabelText('Current location')).toHaveTextContent(/^\/product\?page=3$/),
      );
      expect(await screen.findAllByRole('article')).toHaveLength(6);
      expect(currentPage()).toHaveAccessibleName('Page 3');
      expect(screen.queryByText('No products found')).not.toBeInTheDocument();
    },
  );

  it('goes to page 1 when a search past its last page finds nothing', async () => {
    renderCatalog(<ProductListPage />, {
      path: '/product',
      url: '/product?search=nothing&page=4',
      catalog: thirtyProducts,
    });
    await waitFor(() =>
      expect(screen.getByLabelText('Current location')).toHaveTextContent(
        /^\/product\?search=nothing$/,
      ),
    );
    expect(await screen.findByText('No products found')).toBeInTheDocument();
  });

  it.each(['0', '-2', 'abc', '1.5'])('shows page 1 for ?page=%s', async (page) => {
    const { api } = renderCatalog(<ProductListPage />, {
      path: '/product',
      url: `/product?page=${page}`,
      catalog: thirtyProducts,
    });
    expect(await screen.findAllByRole('article')).toHaveLength(12);
    expect(currentPage()).toHaveAccessibleName('Page 1');
    expect(api.callsTo('/products')[0]?.searchParams.get('_start')).toBe('0');
  });

  it('a page click scrolls to the top of the list and moves focus there', async () => {
    const user = userEvent.setup();
    const scrollIntoView = jest.spyOn(Element.prototype, 'scrollIntoView');
    try {
      renderCatalog(<ProductListPage />, { path: '/product', catalog: thirtyProducts });
      const grid = await screen.findByRole('list', { name: 'Products' });
      await user.click(await screen.findByRole('link', { name: 'Page 2' }));
      expect(scrollIntoView).toHaveBeenCalledTimes(1);
      const listTop = scrollIntoView.mock.contexts[0] as HTMLElement;
      expect(listTop).toContainElement(grid);
      expect(listTop).toHaveFocus();
      expect(screen.getByLabelText('Current location')).toHaveTextContent('/product?page=2');
    } finally {
      scrollIntoView.mockRestore();
    }
  });

  it('searches for at most 200 characters of a longer ?search= and keeps the title short', async () => {
    const pasted = 'x'.repeat(3000);
    const { api } = renderCatalog(<ProductListPage />, {
      path: '/product',
      url: `/product?search=${pasted}`,
      catalog: thirtyProducts,
    });
    expect(await screen.findByText('No products found')).toBeInTheDocument();
    expect(api.callsTo('/products')[0]?.searchParams.get('search')).toBe('x'.repeat(200));
    expect(document.title.length).toBeLessThan(100);
    expect(document.title).toContain(`"${'x'.repeat(30)}..."`);
  });
});
