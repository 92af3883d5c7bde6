import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderCatalog } from '../../../lib/testing/render-catalog';
import { condenser, furnace } from '../../../lib/testing/model-fixtures';
import { ModelSearchPage } from './model-search-page';

describe('ModelSearchPage', () => {
  it('finds a model by its number typed without dashes and links to it', async () => {
    const user = userEvent.setup();
    const { api } = renderCatalog(<ModelSearchPage />, {
      path: '/models',
      catalog: { models: [furnace, condenser] },
    });
    expect(await screen.findByRole('heading', { name: 'Find your model' })).toBeInTheDocument();
    // Before the search, every model of the store.
    expect(await screen.findByText('2 models')).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Model number' }), 'aegf367');
    expect(await screen.findByText('1 model')).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'AeroZone AE-GF367' });
    expect(link).toHaveAttribute('href', '/models/28');
    expect(screen.queryByRole('link', { name: 'AeroZone AE-CU109B' })).not.toBeInTheDocument();
    expect(
      screen.getByText('AeroZone 120,000 BTU Gas Furnace · 2006–2011 · 3 parts'),
    ).toBeInTheDocument();
    expect(api.callsTo('/models').at(-1)?.searchParams.get('search')).toBe('aegf367');
  });

  it('narrows by kind through the URL and says where that kind carries its model number', async () => {
    const user = userEvent.setup();
    renderCatalog(<ModelSearchPage />, {
      path: '/models',
      url: '/models?kind=condenser',
      catalog: { models: [furnace, condenser] },
    });
    const results = await screen.findByRole('region', { name: 'Models' });
    expect(
      within(results)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['AeroZone AE-CU109B']);
    expect(screen.getByText('AeroZone 4 Ton Condensing Unit · 2019– · 1 part')).toBeInTheDocument();
    await user.click(screen.getByText('Where is my model number?'));
    expect(
      screen.getByText(
        'On the rating plate on the outside of the cabinet, near the service valves.',
      ),
    ).toBeVisible();
    expect(screen.queryByText(/blower compartment door/)).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Kind' })).toHaveValue('condenser');
  });

  it('says so when no model matches', async () => {
    renderCatalog(<ModelSearchPage />, {
      path: '/models',
      url: '/models?search=ZZ999',
      catalog: { models: [furnace] },
    });
    expect(
      await screen.findByText('No model matches. Check the number on the rating plate.'),
    ).toBeInTheDocument();
  });
});
