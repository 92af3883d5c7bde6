import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { on } from '@storefront/platform';
import { renderCatalog } from '../../../lib/testing/render-catalog';
import { furnace, outboards, vehicles } from '../../../lib/testing/model-fixtures';
import { OutboardSelector, VehicleSelector } from './equipment-selectors';

const select = (name: string) => screen.getByRole('combobox', { name });
const optionsOf = (name: string) =>
  within(select(name))
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('VehicleSelector', () => {
  it('narrows year → make → model → engine and offers the chosen vehicle', async () => {
    const user = userEvent.setup();
    const saved: unknown[] = [];
    const stop = on('equipment:save-requested', (payload) => saved.push(payload));
    renderCatalog(<VehicleSelector />, { catalog: { models: [...vehicles, furnace] } });

    expect(await screen.findByRole('heading', { name: 'Shop by vehicle' })).toBeInTheDocument();
    expect(optionsOf('Year')).toEqual([
      'Choose a year',
      ...[
        2021, 2020, 2019, 2018, 2017, 2016, 2015, 2014, 2013, 2012, 2011, 2010, 2009, 2008, 2007,
      ].map(String),
    ]);
    expect(select('Make')).toBeDisabled();
    expect(select('Model')).toBeDisabled();
    expect(select('Engine')).toBeDisabled();

    await user.selectOptions(select('Year'), '2012');
    await screen.findByRole('option', { name: 'Kestrel' });
    expect(optionsOf('Make')).toEqual(['Choose a make', 'Kestrel']);
    expect(select('Model')).toBeDisabled();
    await user.selectOptions(select('Make'), 'Kestrel');
    await screen.findByRole('option', { name: 'Lark' });
    expect(optionsOf('Model')).toEqual(['Choose a model', 'Lark', 'Ridgeback']);
    await user.selectOptions(select('Model'), 'Lark');
    // The 1.8 L came in 2013: in 2012 the Lark had one engine.
    await screen.findByRole('option', { name: '1.5L L4 Gas' });
    expect(optionsOf('Engine')).toEqual(['Choose an engine', '1.5L L4 Gas']);
    await user.selectOptions(select('Engine'), '1.5L L4 Gas');

    const chosen = screen.getByRole('region', { name: 'Chosen equipment' });
    expect(within(chosen).getByText('2012 Kestrel Lark 1.5L L4 Gas')).toBeInTheDocument();
    expect(
      within(chosen).getByRole('link', { name: 'Shop parts for this vehicle' }),
    ).toHaveAttribute('href', '/models/81');
    await user.click(within(chosen).getByRole('button', { name: 'Save to My equipment' }));
    expect(saved).toEqual([
      {
        v: 1,
        equipment: {
          modelId: 81,
          brand: 'Kestrel',
          modelNumber: 'Lark 1.5L L4 Gas 2012-2021',
          name: 'Lark',
          kind: 'vehicle',
          year: 2012,
        },
      },
    ]);
    stop();
  });

  it('clears the later choices when an earlier one changes', async () => {
    const user = userEvent.setup();
    renderCatalog(<VehicleSelector />, { catalog: { models: vehicles } });
    // Each list answers after the choice before it: wait for its options, not only its select.
    await screen.findByRole('option', { name: '2015' });
    await user.selectOptions(select('Year'), '2015');
    await screen.findByRole('option', { name: 'Kestrel' });
    await user.selectOptions(select('Make'), 'Kestrel');
    await screen.findByRole('option', { name: 'Lark' });
    await user.selectOptions(select('Model'), 'Lark');
    await screen.findByRole('option', { name: '1.8L L4 Gas' });
    await user.selectOptions(select('Engine'), '1.8L L4 Gas');
    expect(screen.getByText('2015 Kestrel Lark 1.8L L4 Gas')).toBeInTheDocument();

    await user.selectOptions(select('Year'), '2010');
    expect(select('Make')).toHaveValue('');
    expect(select('Model')).toHaveValue('');
    expect(select('Model')).toBeDisabled();
    expect(select('Engine')).toBeDisabled();
    expect(screen.queryByRole('region', { name: 'Chosen equipment' })).not.toBeInTheDocument();
    // 2010: Arden's Highmoor and Kestrel's Ridgeback were built.
    await screen.findByRole('option', { name: 'Arden' });
    expect(optionsOf('Make')).toEqual(['Choose a make', 'Arden', 'Kestrel']);
  });

  it('shows nothing in a store without vehicles', async () => {
    const { api } = renderCatalog(<VehicleSelector />, { catalog: { models: [furnace] } });
    await screen.findByLabelText('Current location');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(api.callsTo('/vehicles/years')).toHaveLength(1);
    expect(screen.queryByRole('heading', { name: 'Shop by vehicle' })).not.toBeInTheDocument();
  });
});

describe('OutboardSelector', () => {
  it('narrows make → horsepower → year and names the model of the year chosen', async () => {
    const user = userEvent.setup();
    const saved: unknown[] = [];
    const stop = on('equipment:save-requested', (payload) => saved.push(payload));
    renderCatalog(<OutboardSelector />, { catalog: { models: outboards } });

    await screen.findByRole('option', { name: 'Seaworthy Marine' });
    await user.selectOptions(select('Make'), 'Seaworthy Marine');
    await screen.findByRole('option', { name: '9.9 HP' });
    expect(optionsOf('Horsepower')).toEqual(['Choose horsepower', '9.9 HP', '25 HP']);
    await user.selectOptions(select('Horsepower'), '9.9 HP');
    await screen.findByRole('option', { name: '2014' });
    expect(optionsOf('Year')).toEqual([
      'Choose a year',
      '2014',
      '2013',
      '2012',
      '2011',
      '2010',
      '2009',
      '2008',
      '2007',
      '2006',
      '2005',
    ]);
    await user.selectOptions(select('Year'), '2013');
    const chosen = screen.getByRole('region', { name: 'Chosen equipment' });
    expect(
      within(chosen).getByText('2013 Seaworthy Marine 9.9 HP outboard (SE-F99B)'),
    ).toBeInTheDocument();
    expect(
      within(chosen).getByRole('link', { name: 'Shop parts for this outboard' }),
    ).toHaveAttribute('href', '/models/137');
    await user.click(within(chosen).getByRole('button', { name: 'Save to My equipment' }));
    expect(saved).toEqual([
      {
        v: 1,
        equipment: {
          modelId: 137,
          brand: 'Seaworthy Marine',
          modelNumber: 'SE-F99B',
          name: 'Seaworthy Marine 9.9 HP Outboard Motor',
          kind: 'outboard',
          year: 2013,
        },
      },
    ]);

    // Another make clears the rating and the year.
    await user.selectOptions(select('Make'), 'Harborline');
    expect(select('Horsepower')).toHaveValue('');
    expect(select('Year')).toBeDisabled();
    stop();
  });

  it('tells two models of one rating built the same year apart', async () => {
    const user = userEvent.setup();
    renderCatalog(<OutboardSelector />, { catalog: { models: outboards } });
    await screen.findByRole('option', { name: 'Harborline' });
    await user.selectOptions(select('Make'), 'Harborline');
    await screen.findByRole('option', { name: '40 HP' });
    await user.selectOptions(select('Horsepower'), '40 HP');
    await screen.findByRole('option', { name: '2016' });
    expect(optionsOf('Year').slice(0, 5)).toEqual([
      'Choose a year',
      '2016',
      '2015',
      '2014 (HA-F40A)',
      '2014 (HA-OB40)',
    ]);
  });
});
