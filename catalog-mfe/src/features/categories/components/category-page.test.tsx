import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeCategory, makeProducts } from '../../../lib/testing/catalog-fixtures';
import { outboards, vehicles } from '../../../lib/testing/model-fixtures';
import { renderCatalog } from '../../../lib/testing/render-catalog';
import { CategoryPage } from './category-page';
import { CategoryProductsPage } from './category-products-page';

const valves = makeCategory({
  id: 3,
  name: 'Valves',
  level: 3,
  parent: { id: 2, name: 'Refrigerant', level: 2 },
});
const refrigerant = makeCategory({
  id: 2,
  name: 'Refrigerant',
  level: 2,
  parent: { id: 1, name: 'HVAC', level: 1 },
  children: [valves],
});
const hvac = makeCategory({ id: 1, name: 'HVAC', children: [refrigerant] });
const tools = makeCategory({
  id: 4,
  name: 'Tools',
  children: [makeCategory({ id: 5, name: 'Drills', level: 2 })],
});
const tree = [hvac, tools];

function renderCategory(url: string, productCount: number) {
  return renderCatalog(<CategoryPage />, {
    path: '/categories/:id',
    url,
    catalog: { categories: tree, products: makeProducts(productCount, { categoryId: 3 }) },
  });
}

describe('CategoryPage', () => {
  it('opens the tree down to the current category, and branches collapse and expand', async () => {
    const user = userEvent.setup();
    renderCatalog(<CategoryPage />, {
      path: '/categories/:id',
      url: '/categories/3',
      catalog: { categories: tree },
    });
    const sidebar = await screen.findByRole('navigation', { name: 'Categories' });
    expect(within(sidebar).getByRole('link', { name: 'Valves' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(sidebar).queryByRole('link', { name: 'Drills' })).not.toBeInTheDocument();

    await user.click(within(sidebar).getByRole('button', { name: 'Expand Tools' }));
    expect(within(sidebar).getByRole('link', { name: 'Drills' })).toBeInTheDocument();
    await user.click(within(sidebar).getByRole('button', { name: 'Collapse HVAC' }));
    expect(within(sidebar).queryByRole('link', { name: 'Valves' })).not.toBeInTheDocument();
  });

  it('pages the products 12 at a time: a 5-page window, the first and last page, and ellipses', async () => {
    renderCategory('/categories/3?page=5', 12 * 9);
    expect(await screen.findAllByRole('article')).toHaveLength(12);
    const pagination = screen.getByRole('navigation', { name: /pagination/i });
    const pageNumbers = within(pagination)
      .getAllByRole('link')
      .map((link) => link.textContent?.trim())
      .filter((text) => /^\d+$/.test(text ?? ''));
    expect(pageNumbers).toEqual(['1', '3', '4', '5', '6', '7', '9']);
    expect(within(pagination).getAllByText('…')).toHaveLength(2);
    expect(within(pagination).getByRole('link', { name: 'Page 5' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // Links to the page's own URL on each page, which work without JavaScript too.
    expect(within(pagination).getByRole('link', { name: 'Page 4' })).toHaveAttribute(
      'href',
      '/categories/3?page=4',
    );
    expect(within(pagination).getByRole('link', { name: 'Page 1' })).toHaveAttribute(
      'href',
      '/categories/3',
    );
  });

  it("says 'No products found in this category.' when it has none", async () => {
    renderCatalog(<CategoryPage />, {
      path: '/categories/:id',
      url: '/categories/4',
      catalog: { categories: tree },
    });
    expect(await screen.findByText('No products found in this category.')).toBeInTheDocument();
  });

  it.each([
    ['an invalid id', '/categories/zzz', 'Invalid category ID'],
    ['a category the store does not have', '/categories/999', /not found/i],
  ])(
    'offers a way on from %s: Browse Our Products and Back to Categories',
    async (_, url, title) => {
      renderCatalog(<CategoryPage />, {
        path: '/categories/:id',
        url,
        catalog: { categories: tree },
      });
      const panel = await screen.findByRole('alert');
      expect(within(panel).getByRole('heading', { level: 1 })).toHaveTextContent(title);
      expect(within(panel).getByRole('link', { name: 'Browse Our Products' })).toHaveAttribute(
        'href',
        '/product',
      );
      expect(within(panel).getByRole('link', { name: 'Back to Categories' })).toHaveAttribute(
        'href',
        '/categories',
      );
    },
  );
});

describe('CategoryProductsPage', () => {
  it('answers a category name longer than any search with the empty notice, asking nothing', async () => {
    const { api } = renderCatalog(<CategoryProductsPage />, {
      path: '/products/:category',
      url: `/products/${'hand-tools'.repeat(30)}`,
      catalog: { categories: tree },
    });
    expect(await screen.findByText('No products found in this category.')).toBeInTheDocument();
    expect(api.callsTo('/categories')).toHaveLength(0);
  });

  it('carries the vehicle selector on automotive pages and the outboard one on marine pages', async () => {
    const brakes = makeCategory({
      id: 11,
      name: 'Brake Pads & Rotors',
      level: 2,
      parent: { id: 10, name: 'Automotive Parts', level: 1 },
    });
    const automotive = makeCategory({ id: 10, name: 'Automotive Parts', children: [brakes] });
    const marine = makeCategory({ id: 20, name: 'Marine Parts' });
    const catalog = {
      categories: [automotive, marine, tools],
      models: [...vehicles, ...outboards],
    };
    const view = (url: string) =>
      renderCatalog(<CategoryPage />, { path: '/categories/:id', url, storeId: 'parts', catalog });

    const onBrakes = view('/categories/11');
    expect(await screen.findByRole('region', { name: 'Shop by vehicle' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Shop by outboard' })).not.toBeInTheDocument();
    onBrakes.unmount();

    const onMarine = view('/categories/20');
    expect(await screen.findByRole('region', { name: 'Shop by outboard' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Shop by vehicle' })).not.toBeInTheDocument();
    onMarine.unmount();

    view('/categories/5');
    await screen.findByRole('navigation', { name: 'Categories' });
    expect(screen.queryByRole('region', { name: /Shop by/ })).not.toBeInTheDocument();
  });
});
