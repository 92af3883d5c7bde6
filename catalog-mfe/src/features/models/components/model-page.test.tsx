import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderCatalog } from '../../../lib/testing/render-catalog';
import { furnace } from '../../../lib/testing/model-fixtures';
import { ModelPage } from './model-page';

describe('ModelPage', () => {
  it('shows each section with its diagram and its parts by callout, price and stock', async () => {
    renderCatalog(<ModelPage />, {
      path: '/models/:id',
      url: '/models/28',
      catalog: { models: [furnace] },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'AeroZone AE-GF367' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('AeroZone 120,000 BTU Gas Furnace · Furnace · 2006–2011 · 3 parts'),
    ).toBeInTheDocument();

    const blower = screen.getByRole('region', { name: 'Blower assembly' });
    expect(
      within(blower).getByRole('img', {
        name: 'Diagram of the blower assembly of AeroZone AE-GF367',
      }),
    ).toHaveAttribute('src', 'http://api.test/store-api/models/28/sections/64/diagram.svg');
    const rows = within(blower).getAllByRole('row').slice(1);
    // Each value's cell also holds its column's name, shown beside it when a phone stacks the rows.
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]!.textContent)).toEqual([
      'No.1',
      'No.2',
    ]);
    expect(
      within(rows[0]!).getByRole('link', { name: 'AeroZone Pro Multi-Speed Blower Motor' }),
    ).toHaveAttribute('href', '/product/505');
    // 128.99 less 15 %.
    expect(within(rows[0]!).getByLabelText('Discounted price')).toHaveTextContent('$109.64');
    expect(within(rows[0]!).getByText('In stock')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('$187.99')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Out of stock')).toBeInTheDocument();

    const panel = screen.getByRole('region', { name: 'Control panel' });
    const [capacitor] = within(panel).getAllByRole('row').slice(1);
    expect(within(capacitor!).getByRole('rowheader')).toHaveTextContent(
      'Heatwell Essential 35+5 MFD Dual Run CapacitorHV-CXX-000206',
    );
    expect(
      within(capacitor!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['No.1', 'Qty2', 'Price$20.99', 'StockIn stock']);
  });

  it('finds a part by name within the model', async () => {
    const user = userEvent.setup();
    renderCatalog(<ModelPage />, {
      path: '/models/:id',
      url: '/models/28',
      catalog: { models: [furnace] },
    });
    await user.type(
      await screen.findByRole('searchbox', { name: 'Find a part by name' }),
      'capacitor',
    );
    expect(screen.getByRole('link', { name: /Dual Run Capacitor/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Blower Motor/ })).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Blower assembly' })).getByText(
        'No part of this section matches.',
      ),
    ).toBeInTheDocument();
  });

  it('shows the not-found and invalid-id panels with a way back', async () => {
    renderCatalog(<ModelPage />, {
      path: '/models/:id',
      url: '/models/99',
      catalog: { models: [furnace] },
    });
    expect(
      await screen.findByRole('heading', { name: 'Model 99 not found in this store' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Find your model' })).toHaveAttribute(
      'href',
      '/models',
    );
  });

  it('says an id that is no number is invalid', async () => {
    renderCatalog(<ModelPage />, { path: '/models/:id', url: '/models/abc' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Invalid model ID' }),
    ).toBeInTheDocument();
  });
});
