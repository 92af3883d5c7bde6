import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router-dom';
import { makeProduct } from '../../../lib/testing/catalog-fixtures';
import { renderCatalog } from '../../../lib/testing/render-catalog';
import { condenser, furnace, vehicles } from '../../../lib/testing/model-fixtures';
import { SearchBox } from './search-box';

const drills = Array.from({ length: 8 }, (_, index) =>
  makeProduct({ id: index + 1, name: `Drill model ${index + 1}`, price: 50 + index }),
);

/** Renders the box with a user whose keystrokes move the fake clock; `box` is the combobox. */
function renderSearchBox(products = drills) {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  const view = renderCatalog(<SearchBox />, {
    path: '*',
    url: '/',
    catalog: { products, models: [furnace, condenser, ...vehicles] },
  });
  const box = screen.getByRole('combobox', { name: 'Search products' });
  const searches = () =>
    view.api.callsTo('/products').filter((url) => url.searchParams.has('search'));
  /** Types the text and lets the 300 ms debounce run out, so the suggestions are asked for. */
  const typeAndWait = async (text: string) => {
    await user.type(box, text);
    await act(() => jest.advanceTimersByTimeAsync(300));
  };
  return { ...view, user, box, searches, typeAndWait };
}

describe('SearchBox', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('asks for suggestions only from 2 characters, 300 ms after the last keystroke', async () => {
    const { user, box, searches } = renderSearchBox();

    await user.type(box, 'd');
    await act(() => jest.advanceTimersByTimeAsync(1000));
    expect(searches()).toHaveLength(0);

    await user.type(box, 'r');
    await act(() => jest.advanceTimersByTimeAsync(299));
    expect(searches()).toHaveLength(0);
    await act(() => jest.advanceTimersByTimeAsync(1));
    await waitFor(() => expect(searches()).toHaveLength(1));
    expect(searches()[0]?.searchParams.get('search')).toBe('dr');
  });

  it('shows at most 5 suggestions in an ARIA listbox', async () => {
    const { box, typeAndWait } = renderSearchBox();
    await typeAndWait('drill');

    const listbox = await screen.findByRole('listbox', { name: 'Product suggestions' });
    expect(screen.getAllByRole('option')).toHaveLength(5);
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(box).toHaveAttribute('aria-controls', listbox.id);
  });

  it('moves through suggestions with the arrows and opens the chosen product with Enter', async () => {
    const { user, box, typeAndWait } = renderSearchBox();
    await typeAndWait('drill');
    await screen.findByRole('listbox');

    await user.keyboard('{ArrowDown}{ArrowDown}');
    const second = screen.getAllByRole('option')[1];
    expect(second).toHaveAttribute('aria-selected', 'true');
    expect(box).toHaveAttribute('aria-activedescendant', second?.id);

    await user.keyboard('{Enter}');
    expect(screen.getByLabelText('Current location')).toHaveTextContent('/product/2');
  });

  it('opens the results page with Enter when no suggestion is highlighted', async () => {
    const { user, box } = renderSearchBox();
    await user.type(box, 'drill bits{Enter}');
    expect(screen.getByLabelText('Current location')).toHaveTextContent(
      '/product?search=drill%20bits',
    );
  });

  it("shows the results page's search, and empties when the page drops it (Clear filters)", async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderCatalog(
      <>
        <SearchBox />
        <Link to="/product">Clear</Link>
      </>,
      { path: '*', url: '/product?search=drill', catalog: { products: drills } },
    );
    const box = screen.getByRole('combobox', { name: 'Search products' });
    expect(box).toHaveValue('drill');
    // The page's own search opens no suggestions over the results.
    await act(() => jest.advanceTimersByTimeAsync(300));
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    await user.click(screen.getByRole('link', { name: 'Clear' }));
    expect(box).toHaveValue('');
  });

  it('takes at most 200 characters (the API limit), for suggestions and for the results page', async () => {
    const { user, box, searches } = renderSearchBox();
    await user.click(box);
    await user.paste('d'.repeat(3000));
    expect(box).toHaveValue('d'.repeat(200));
    await act(() => jest.advanceTimersByTimeAsync(300));
    expect(searches().map((url) => url.searchParams.get('search'))).toEqual(['d'.repeat(200)]);
    await user.keyboard('{Enter}');
    expect(screen.getByLabelText('Current location')).toHaveTextContent(
      `/product?search=${'d'.repeat(200)}`,
    );
    expect(screen.getByLabelText('Current location').textContent).toHaveLength(
      '/product?search='.length + 200,
    );
  });

  it('closes the suggestions with Escape', async () => {
    const { user, box, typeAndWait } = renderSearchBox();
    await typeAndWait('drill');
    await screen.findByRole('listbox');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens a suggestion clicked with the mouse', async () => {
    const { user, typeAndWait } = renderSearchBox();
    await typeAndWait('drill');
    await user.click(await screen.findByRole('option', { name: /Drill model 3/ }));
    expect(screen.getByLabelText('Current location')).toHaveTextContent('/product/3');
  });

  it('suggests a discounted product at the price the shopper pays, the original struck through', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const crimper = makeProduct({ id: 35, name: 'Ratchet crimper', price: 47.99, discount: 15 });
    const plain = makeProduct({ id: 36, name: 'Ratchet wrench', price: 12.5, discount: 0 });
    renderCatalog(<SearchBox />, { path: '*', url: '/', catalog: { products: [crimper, plain] } });
    await user.type(screen.getByRole('combobox', { name: 'Search products' }), 'ratchet');
    await act(() => jest.advanceTimersByTimeAsync(300));

    const discounted = await screen.findByRole('option', { name: /Ratchet crimper/ });
    expect(discounted).toHaveAccessibleName('Ratchet crimper $40.79 was $47.99');
    expect(within(discounted).getByText('$47.99', { exact: false }).tagName).toBe('S');
    expect(screen.getByRole('option', { name: /Ratchet wrench/ })).toHaveAccessibleName(
      'Ratchet wrench $12.50',
    );
  });

  it('names the number a suggestion was found by, an old number as replaced', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderCatalog(<SearchBox />, {
      path: '*',
      url: '/',
      catalog: {
        products: [
          makeProduct({
            id: 35,
            name: 'Thermacore Core Definite-Purpose Contactor',
            matchedNumber: { number: 'TH-269269-32', kind: 'manufacturer' },
          }),
          makeProduct({
            id: 16,
            name: 'Trademaster Ultra True-RMS Clamp Meter',
            matchedNumber: { number: 'TH-269203', kind: 'superseded' },
          }),
        ],
      },
    });
    await user.type(screen.getByRole('combobox', { name: 'Search products' }), 'TH-2692');
    await act(() => jest.advanceTimersByTimeAsync(300));

    await screen.findByRole('listbox', { name: 'Product suggestions' });
    expect(screen.getByRole('option', { name: /Thermacore/ })).toHaveTextContent(
      'part no. TH-269269-32',
    );
    expect(screen.getByRole('option', { name: /Trademaster/ })).toHaveTextContent(
      'Replaces old number TH-269203',
    );
  });

  it('offers the model a typed model number names, above the products, and opens it', async () => {
    const { user, box, typeAndWait, api } = renderSearchBox([
      makeProduct({ id: 7, name: 'Blower motor for AE-GF367', price: 20 }),
    ]);
    // A word no model's brand, name or kind holds offers no model.
    await typeAndWait('blower');
    expect(await screen.findAllByRole('option')).toHaveLength(1);
    await waitFor(() => expect(api.callsTo('/models')).toHaveLength(1));
    expect(screen.getAllByRole('option')).toHaveLength(1);
    await user.clear(box);
    await typeAndWait('AE-GF367');
    await waitFor(() =>
      expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
        'Model AE-GF367 · 3 partsAeroZone 120,000 BTU Gas Furna...',
        'Blower motor for AE-GF367$20.00',
      ]),
    );
    await user.keyboard('{ArrowDown}{Enter}');
    expect(screen.getByLabelText('Current location')).toHaveTextContent('/models/28');
    expect(api.callsTo('/models')).toHaveLength(2);
  });

  it('offers a vehicle by its make and model typed in any order, and opens it', async () => {
    const { user, typeAndWait } = renderSearchBox([]);
    await typeAndWait('lark KESTREL');
    await waitFor(() =>
      expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
        'Kestrel Lark 1.5L L4 Gas 2012-2021 · 0 parts',
        'Kestrel Lark 1.8L L4 Gas 2013-2020 · 0 parts',
      ]),
    );
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(screen.getByLabelText('Current location')).toHaveTextContent('/models/82');
  });
});
