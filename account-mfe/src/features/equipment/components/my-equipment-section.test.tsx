import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { emit } from '@storefront/platform';
import { captureBusEvents } from '@storefront/platform/testing';
import { makeCustomer } from '../../../lib/testing/fake-account-api';
import { renderAccount } from '../../../lib/testing/render-account';
import { MyEquipmentSection } from './my-equipment-section';

const TX589 = {
  modelId: 12,
  brand: 'Thermacore',
  modelNumber: 'TX-589',
  name: 'Thermacore 80% gas furnace',
  kind: 'furnace',
  year: 2019,
};
const PX610 = {
  modelId: 31,
  brand: 'Polarex',
  modelNumber: 'PX-610A',
  name: 'Polarex side-by-side refrigerator',
  kind: 'refrigerator',
};

function renderSection() {
  return renderAccount(<MyEquipmentSection />, { path: '/account', signedInAs: makeCustomer() });
}

describe('My equipment on /account', () => {
  it('lists the saved models with brand, number, name, kind and year, each linking to its model page', () => {
    emit('equipment:changed', { storeId: 'default', equipment: [TX589, PX610] });
    renderSection();
    const table = screen.getByRole('table', { name: 'My equipment, newest first' });
    const rows = within(table).getAllByRole('row').slice(1);
    // Each cell's text follows its label, which only shows when rows stack as cards on a phone.
    expect(rows.map((row) => row.textContent)).toEqual([
      'TX-589BrandThermacoreNameThermacore 80% gas furnaceKindfurnaceYear2019ActionRemove',
      'PX-610ABrandPolarexNamePolarex side-by-side refrigeratorKindrefrigeratorYear—ActionRemove',
    ]);
    expect(within(table).getByRole('link', { name: 'TX-589' })).toHaveAttribute(
      'href',
      '/models/12',
    );
    expect(within(table).getByRole('link', { name: 'PX-610A' })).toHaveAttribute(
      'href',
      '/models/31',
    );
  });

  it('asks account to remove a model over the bus, and shows the list it announces next', async () => {
    emit('equipment:changed', { storeId: 'default', equipment: [TX589, PX610] });
    const bus = captureBusEvents(['equipment:remove-requested']);
    renderSection();
    await userEvent.click(screen.getByRole('button', { name: 'Remove TX-589 from My equipment' }));
    expect(bus.events.map((event) => event.detail)).toEqual([{ v: 1, modelId: 12 }]);
    bus.stop();
    act(() => emit('equipment:changed', { storeId: 'default', equipment: [PX610] }));
    expect(screen.queryByRole('link', { name: 'TX-589' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'PX-610A' })).toBeInTheDocument();
  });

  it('points an empty list to the model finder', () => {
    emit('equipment:changed', { storeId: 'default', equipment: [] });
    renderSection();
    expect(
      screen.getByText(
        'You have not saved any equipment yet. Save the models you own to see which parts fit them.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find your model' })).toHaveAttribute(
      'href',
      '/models',
    );
  });

  it("waits for this store's list rather than showing another store's", () => {
    emit('equipment:changed', { storeId: 'hvac', equipment: [TX589] });
    renderSection();
    expect(screen.getByText('Loading your equipment…')).toBeInTheDocument();
    expect(screen.queryByText('TX-589')).not.toBeInTheDocument();
  });
});
