import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getStoreConfig } from '@storefront/contract';
import { makeBrand, makeProducts } from '../../../lib/testing/catalog-fixtures';
import { renderCatalog } from '../../../lib/testing/render-catalog';
import { BrandListPage } from './brand-list-page';

const brands = [
  makeBrand({ id: 1, name: 'Carrier' }),
  makeBrand({ id: 2, name: 'Cooper' }),
  makeBrand({ id: 3, name: 'Trane', description: '', product_types: ['Heat pumps', 'Coils'] }),
  makeBrand({ id: 4, name: '3M' }),
];

function brandGrid() {
  return within(screen.getByRole('list', { name: 'Brands' }));
}

/** The name a brand card shows (its accessible name goes on with the description). */
function brandNameOf(card: HTMLElement): string {
  return card.querySelector('strong')?.textContent ?? '';
}

describe('BrandListPage', () => {
  it('shows 9 skeleton cards while the brands load', () => {
    renderCatalog(<BrandListPage />, { path: '/brands', catalog: { brands } });
    expect(screen.getAllByTestId('brand-skeleton')).toHaveLength(9);
  });

  it('falls back to the built-in 10 brands with total 35 when the list fails', async () => {
    renderCatalog(<BrandListPage />, {
      path: '/brands',
      catalog: { failures: { '/brands': { status: 500, error: 'database down' } } },
    });
    expect(await screen.findByText('10 of 35 brands')).toBeInTheDocument();
    const cards = brandGrid().getAllByRole('link');
    expect(cards).toHaveLength(10);
    // Ten different brands, each card showing its name and a line on what it sells.
    const names = cards.map(brandNameOf);
    expect(new Set(names).size).toBe(10);
    for (const [index, card] of cards.entries()) {
      const name = names[index] ?? '';
      const title = within(card).getByText(name);
      expect(title.nextElementSibling?.textContent?.trim()).toBeTruthy();
    }
  });

  it("sends a built-in brand to a product search by its name, never to another brand's products", async () => {
    const user = userEvent.setup();
    const { api } = renderCatalog(<BrandListPage />, {
      path: '/brands',
      catalog: { failures: { '/brands': { status: 500, error: 'database down' } } },
    });
    const carrier = await screen.findByRole('link', { name: /^Carrier\b/ });
    expect(carrier).toHaveAttribute('href', '/product?search=Carrier');
    await user.click(carrier);
    expect(screen.getByLabelText('Current location')).toHaveTextContent('/product?search=Carrier');
    expect(api.callsTo('/products')).toHaveLength(0);
  });

  it("does not open a real brand's products from a built-in brand's old id in the URL", async () => {
    const { api } = renderCatalog(<BrandListPage />, {
      path: '/brands',
      url: '/brands?brand=1',
      catalog: { failures: { '/brands': { status: 500, error: 'database down' } } },
    });
    expect(await screen.findByText('10 of 35 brands')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Carrier' })).not.toBeInTheDocument();
    expect(api.callsTo('/products')).toHaveLength(0);
  });

  it('falls back to the built-in list when the list is empty and nothing was searched', async () => {
    renderCatalog(<BrandListPage />, { path: '/brands', catalog: { brands: [] } });
    expect(await screen.findByText('10 of 35 brands')).toBeInTheDocument();
    expect(brandGrid().getByRole('link', { name: /^Carrier\b/ })).toBeInTheDocument();
  });

  it('says no brands were found when a search matches nothing', async () => {
    renderCatalog(<BrandListPage />, {
      path: '/brands',
      url: '/brands?search=zzz',
      catalog: { brands },
    });
    expect(await screen.findByText('No brands found...')).toBeInTheDocument();
  });

  it('filters by first letter, with # for names that do not start with A–Z', async () => {
    const user = userEvent.setup();
    renderCatalog(<BrandListPage />, { path: '/brands', catalog: { brands } });
    await screen.findByText('4 brands');

    await user.click(screen.getByRole('button', { name: 'C' }));
    expect(brandGrid().getAllByRole('button').map(brandNameOf)).toEqual(['Carrier', 'Cooper']);
    expect(screen.getByLabelText('Current location')).toHaveTextContent('/brands?letter=C');
    expect(screen.getByText('2 of 4 brands')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '#' }));
    expect(brandGrid().getAllByRole('button').map(brandNameOf)).toEqual(['3M']);
    expect(screen.getByText('1 of 4 brands')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'All' }));
    expect(screen.getByText('4 brands')).toBeInTheDocument();
  });

  it('offers only the letters that have brands: # is disabled when no name starts with a digit or symbol', async () => {
    renderCatalog(<BrandListPage />, {
      path: '/brands',
      catalog: { brands: brands.filter((brand) => brand.name !== '3M') },
    });
    await screen.findByText('3 brands');
    const letters = within(screen.getByRole('group', { name: 'Filter brands by first letter' }));
    expect(letters.getByRole('button', { name: '#' })).toBeDisabled();
    expect(letters.getByRole('button', { name: 'Z' })).toBeDisabled();
    expect(letters.getByRole('button', { name: 'C' })).toBeEnabled();
    expect(letters.getByRole('button', { name: 'T' })).toBeEnabled();
    expect(letters.getByRole('button', { name: 'All' })).toBeEnabled();
  });

  it('searches 500 ms after the last keystroke', async () => {
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      const { api } = renderCatalog(<BrandListPage />, { path: '/brands', catalog: { brands } });
      await user.type(screen.getByRole('searchbox', { name: 'Search brands' }), 'tra');
      await act(() => jest.advanceTimersByTimeAsync(499));
      expect(api.callsTo('/brands').some((url) => url.searchParams.get('search') === 'tra')).toBe(
        false,
      );
      await act(() => jest.advanceTimersByTimeAsync(1));
      expect(api.callsTo('/brands').some((url) => url.searchParams.get('search') === 'tra')).toBe(
        true,
      );
    } finally {
      jest.useRealTimers();
    }
  });

  it('shows a chosen brand with its product types and products, and goes back to the list', async () => {
    const user = userEvent.setup();
    renderCatalog(<BrandListPage />, {
      path: '/brands',
      catalog: { brands, products: makeProducts(3, { brandId: 3, brand: 'Trane' }) },
    });
    await user.click(await screen.findByRole('button', { name: /^Trane\b/ }));

    expect(screen.getByRole('heading', { name: /^Trane\b/ })).toBeInTheDocument();
    expect(screen.getByText('Heat pumps, Coils')).toBeInTheDocument();
    expect(await screen.findAllByRole('article')).toHaveLength(3);

    await user.click(screen.getByRole('button', { name: 'Back to Brands' }));
    expect(await screen.findByText('4 brands')).toBeInTheDocument();
  });

  it('tells the shopper when a chosen brand has no products', async () => {
    const user = userEvent.setup();
    renderCatalog(<BrandListPage />, { path: '/brands', catalog: { brands, products: [] } });
    await user.click(await screen.findByRole('button', { name: /^Carrier\b/ }));
    expect(await screen.findByText('No products found in this brand.')).toBeInTheDocument();
  });
});

describe('BrandListPage SEO tags', () => {
  const store = getStoreConfig('parts');

  it('gives the brand list its own title and canonical, without product data', async () => {
    renderCatalog(<BrandListPage />, {
      path: '/brands',
      storeId: 'parts',
      catalog: { brands: [] },
    });
    await screen.findByText('10 of 35 brands');
    expect(document.title).toBe(`Shop by Brand | ${store.name}`);
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      `${store.website}/brands`,
    );
    expect(document.head.querySelector('script[type="application/ld+json"]')).toBeNull();
  });
});
