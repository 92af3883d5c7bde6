import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ProductFacets } from '@storefront/contract';
import { makeProducts } from '../../../lib/testing/catalog-fixtures';
import { renderCatalog } from '../../../lib/testing/render-catalog';
import { ProductListPage } from './product-list-page';

const facets: ProductFacets = {
  total: 13,
  categories: [{ id: 59, name: 'Condenser Fan Motors', count: 13 }],
  brands: [],
  inStock: 11,
  price: { min: 40, max: 180 },
  specs: [
    {
      key: 'rotation',
      label: 'Rotation',
      kind: 'choice',
      unit: null,
      values: [
        { value: 'Reversible', count: 6 },
        { value: 'CCW', count: 4 },
        { value: 'CW', count: 3 },
      ],
    },
    {
      key: 'voltage',
      label: 'Voltage',
      kind: 'number',
      unit: 'V',
      min: 115,
      max: 230,
      count: 13,
      values: [
        { value: 115, count: 4 },
        { value: 230, count: 9 },
      ],
    },
    {
      key: 'rpm',
      label: 'Speed',
      kind: 'number',
      unit: 'RPM',
      min: 800,
      max: 1700,
      count: 13,
      values: Array.from({ length: 10 }, (_, index) => ({ value: 800 + index * 100, count: 1 })),
    },
  ],
};

function renderSearch(url: string) {
  return renderCatalog(<ProductListPage />, {
    path: '/product',
    url,
    catalog: { products: makeProducts(30), facets },
  });
}

describe('the filter panel of a product list', () => {
  it('offers spec choices with counts, a range for a spec of many values, and units', async () => {
    renderSearch('/product?search=motor');
    const panel = await screen.findByRole('region', { name: 'Filters' });
    expect(await within(panel).findByRole('checkbox', { name: 'CW (3)' })).not.toBeChecked();
    expect(within(panel).getByRole('checkbox', { name: '230 V (9)' })).toBeInTheDocument();
    expect(within(panel).getByRole('checkbox', { name: 'In stock only (11)' })).toBeInTheDocument();
    const speed = within(panel).getByRole('group', { name: 'Speed (RPM)' });
    expect(within(speed).getByLabelText('Min')).toHaveAttribute('placeholder', '800');
    expect(within(speed).getByLabelText('Max')).toHaveAttribute('placeholder', '1700');
  });

  it('puts each filter in the URL, back on page 1, and asks the API with it', async () => {
    const user = userEvent.setup();
    const { api } = renderSearch('/product?search=motor&page=2');
    await user.click(await screen.findByRole('checkbox', { name: 'CW (3)' }));
    expect(screen.getByLabelText('Current location')).toHaveTextContent(
      '/product?search=motor&spec.rotation=CW',
    );
    await user.click(screen.getByRole('checkbox', { name: 'CCW (4)' }));
    await user.click(screen.getByRole('checkbox', { name: /In stock only/ }));
    expect(screen.getByLabelText('Current location')).toHaveTextContent(
      '/product?search=motor&spec.rotation=CW&spec.rotation=CCW&inStock=true',
    );
    const speed = screen.getByRole('group', { name: 'Speed (RPM)' });
    await user.type(within(speed).getByLabelText('Min'), '1000');
    await user.click(within(speed).getByRole('button', { name: 'Apply' }));
    expect(screen.getByLabelText('Current location')).toHaveTextContent('spec.rpm.min=1000');

    const lastList = api.callsTo('/products').at(-1)!.searchParams;
    expect(lastList.getAll('spec.rotation')).toEqual(['CW', 'CCW']);
    expect(lastList.get('inStock')).toBe('true');
    expect(lastList.get('spec.rpm.min')).toBe('1000');
    expect(lastList.get('_start')).toBe('0');
    const lastFacets = api.callsTo('/products/facets').at(-1)!.searchParams;
    expect(lastFacets.get('search')).toBe('motor');
    expect(lastFacets.get('spec.rpm.min')).toBe('1000');
  });

  it('shows the active filters as removable chips with Clear all, and counts them on the Filters button', async () => {
    const user = userEvent.setup();
    renderSearch('/product?search=motor&spec.rotation=CW&spec.voltage=230&inStock=true');
    const chips = await screen.findByLabelText('Active filters');
    // A spec chip reads its label and unit from the facets, which may answer after the list.
    expect(
      await within(chips).findByRole('link', { name: 'Remove Voltage: 230 V' }),
    ).toBeInTheDocument();
    expect(within(chips).getByRole('link', { name: 'Remove In stock only' })).toBeInTheDocument();
    // The button shows on a phone only (a media query jsdom does not apply).
    expect(screen.getByText('Filters (3)', { selector: 'button' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await user.click(within(chips).getByRole('link', { name: 'Remove Rotation: CW' }));
    expect(screen.getByLabelText('Current location')).toHaveTextContent(
      '/product?search=motor&spec.voltage=230&inStock=true',
    );
    await user.click(within(chips).getByRole('link', { name: 'Clear all' }));
    expect(screen.getByLabelText('Current location')).toHaveTextContent(/\/product\?search=motor$/);
    expect(screen.queryByLabelText('Active filters')).toBeNull();
    expect(screen.getByText('Filters', { selector: 'button' })).toBeInTheDocument();
  });

  it('offers Relevance only for a search, and keeps the chosen order in the URL', async () => {
    const user = userEvent.setup();
    renderSearch('/product?search=motor');
    const sort = await screen.findByLabelText('Sort by');
    expect(sort).toHaveValue('relevance');
    await user.selectOptions(sort, 'Price: low to high');
    expect(screen.getByLabelText('Current location')).toHaveTextContent(
      '/product?search=motor&sort=price_asc',
    );
  });

  it('orders a list without a search newest first, without a Relevance choice', async () => {
    renderSearch('/product');
    const sort = await screen.findByLabelText('Sort by');
    expect(sort).toHaveValue('newest');
    expect(within(sort).queryByRole('option', { name: 'Relevance' })).toBeNull();
  });
});
