import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeCategory } from '../../../lib/testing/catalog-fixtures';
import { renderCatalog } from '../../../lib/testing/render-catalog';
import { CategoryListPage } from './category-list-page';

const pumps = makeCategory({
  id: 100,
  name: 'Pumps',
  children: [makeCategory({ id: 101, name: 'Sump pumps', level: 2 })],
});
const categories = [
  pumps,
  ...Array.from({ length: 11 }, (_, index) =>
    makeCategory({ id: index + 1, name: `Category ${index + 1}` }),
  ),
];

describe('CategoryListPage', () => {
  it('lists 8 categories per page', async () => {
    const { api } = renderCatalog(<CategoryListPage />, {
      path: '/categories',
      catalog: { categories },
    });
    const list = await screen.findByRole('list', { name: 'Categories' });
    expect(await within(list).findAllByRole('article')).toHaveLength(8);
    expect(api.callsTo('/categories')[0]?.searchParams.get('limit')).toBe('8');
  });

  it('cuts descriptions over 60 characters with an ellipsis', async () => {
    const description =
      'Pumps for sumps, wells, condensate and boilers, from every brand we carry in stock today.';
    renderCatalog(<CategoryListPage />, {
      path: '/categories',
      catalog: { categories: [{ ...pumps, description }] },
    });
    const card = await screen.findByRole('article', { name: 'Pumps' });
    expect(within(card).getByText(`${description.slice(0, 60)}...`)).toBeInTheDocument();
    expect(within(card).queryByText(description)).not.toBeInTheDocument();
  });

  it('opens the sub-categories right under the chosen card, inside the grid', async () => {
    const user = userEvent.setup();
    renderCatalog(<CategoryListPage />, { path: '/categories', catalog: { categories } });
    const pumpsCard = await screen.findByRole('article', { name: 'Pumps' });
    const toggle = within(pumpsCard).getByRole('button', { name: 'Sub-categories' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    const section = await screen.findByRole('region', { name: 'Sub-categories of Pumps' });
    expect(within(section).getByRole('link', { name: 'Sump pumps' })).toHaveAttribute(
      'href',
      '/categories/101',
    );
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    // The next item of the grid after the Pumps card, not somewhere below the grid and pager.
    const pumpsItem = pumpsCard.closest('li');
    expect(pumpsItem?.nextElementSibling).toContainElement(section);
    expect(screen.getByRole('list', { name: 'Categories' })).toContainElement(section);
  });

  it('closes the sub-categories when the shopper searches again', async () => {
    const user = userEvent.setup();
    renderCatalog(<CategoryListPage />, {
      path: '/categories',
      url: '/categories?selected=100',
      catalog: { categories },
    });
    expect(
      await screen.findByRole('region', { name: 'Sub-categories of Pumps' }),
    ).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Search categories' }), 'pu');
    await waitFor(
      () =>
        expect(screen.getByLabelText('Current location')).toHaveTextContent(
          /^\/categories\?search=pu$/,
        ),
      { timeout: 2000 },
    );
    expect(await screen.findByRole('article', { name: 'Pumps' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Sub-categories of Pumps' })).toBeNull();
  });

  it("searches 500 ms after typing stops and says 'No categories found matching your criteria'", async () => {
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      const { api } = renderCatalog(<CategoryListPage />, {
        path: '/categories',
        catalog: { categories },
      });
      await user.type(screen.getByRole('searchbox', { name: 'Search categories' }), 'xyz');
      await act(() => jest.advanceTimersByTimeAsync(499));
      expect(
        api.callsTo('/categories').some((url) => url.searchParams.get('search') === 'xyz'),
      ).toBe(false);
      await act(() => jest.advanceTimersByTimeAsync(1));
      expect(
        await screen.findByText('No categories found matching your criteria'),
      ).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('CategoryListPage paging', () => {
  it('replaces ?page=500, past the end, by the last page', async () => {
    renderCatalog(<CategoryListPage />, {
      path: '/categories',
      url: '/categories?page=500',
      catalog: { categories },
    });
    await waitFor(() =>
      expect(screen.getByLabelText('Current location')).toHaveTextContent(/^\/categories\?page=2$/),
    );
    const list = await screen.findByRole('list', { name: 'Categories' });
    expect(await within(list).findAllByRole('article')).toHaveLength(4);
    expect(screen.getByRole('link', { current: 'page' })).toHaveAccessibleName('Page 2');
  });

  it('a page click brings the list heading into view and focuses it', async () => {
    const user = userEvent.setup();
    const scrollIntoView = jest.spyOn(Element.prototype, 'scrollIntoView');
    try {
      renderCatalog(<CategoryListPage />, { path: '/categories', catalog: { categories } });
      await screen.findByRole('list', { name: 'Categories' });
      await user.click(await screen.findByRole('link', { name: 'Page 2' }));
      const heading = screen.getByRole('heading', { level: 1, name: 'Shop by Category' });
      expect(scrollIntoView.mock.contexts).toEqual([heading]);
      expect(heading).toHaveFocus();
    } finally {
      scrollIntoView.mockRestore();
    }
  });

  it('stops the search field at 200 characters', async () => {
    const user = userEvent.setup();
    renderCatalog(<CategoryListPage />, { path: '/categories', catalog: { categories } });
    const field = screen.getByRole('searchbox', { name: 'Search categories' });
    await user.click(field);
    await user.paste('p'.repeat(250));
    expect(field).toHaveValue('p'.repeat(200));
  });
});
