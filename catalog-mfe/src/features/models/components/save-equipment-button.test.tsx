import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { captureBusEvents } from '@storefront/platform/testing';
import {
  announceEquipment,
  forgetAnnouncedEquipment,
  savedFurnace,
} from '../../../lib/testing/equipment-fixtures';
import { furnace } from '../../../lib/testing/model-fixtures';
import { renderCatalog } from '../../../lib/testing/render-catalog';
import { ModelPage } from './model-page';

afterEach(forgetAnnouncedEquipment);

describe('"Save to My equipment" on a model page', () => {
  it('asks account to save the model, shows Saved once announced, and Remove asks to forget it', async () => {
    const user = userEvent.setup();
    const bus = captureBusEvents(['equipment:save-requested', 'equipment:remove-requested']);
    renderCatalog(<ModelPage />, {
      path: '/models/:id',
      url: '/models/28',
      catalog: { models: [furnace] },
    });

    await user.click(await screen.findByRole('button', { name: 'Save to My equipment' }));
    expect(bus.events).toEqual([
      {
        name: 'equipment:save-requested',
        detail: {
          v: 1,
          equipment: {
            modelId: 28,
            brand: 'AeroZone',
            modelNumber: 'AE-GF367',
            name: 'AeroZone 120,000 BTU Gas Furnace',
            kind: 'furnace',
          },
        },
      },
    ]);

    announceEquipment([savedFurnace]);
    expect(screen.getByText('Saved to My equipment')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(bus.events.at(-1)).toEqual({
      name: 'equipment:remove-requested',
      detail: { v: 1, modelId: 28 },
    });
    bus.stop();
  });
});
