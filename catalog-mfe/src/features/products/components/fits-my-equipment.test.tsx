import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  announceEquipment,
  fitsCatalog,
  forgetAnnouncedEquipment,
  savedCondenser,
  savedFurnace,
} from '../../../lib/testing/equipment-fixtures';
import { renderCatalog } from '../../../lib/testing/render-catalog';
import { ProductListPage } from './product-list-page';

const catalog = fitsCatalog;

afterEach(forgetAnnouncedEquipment);

describe('"Fits my equipment" on the product list', () => {
  it('appears with saved equipment; on, the URL gets fits=<ids> and the list narrows', async () => {
    const user = userEvent.setup();
    announceEquipment([savedFurnace, savedCondenser]);
    renderCatalog(<ProductListPage />, { path: '/product', url: '/product', catalog });
    expect(await screen.findByRole('article', { name: 'Foil Duct Tape' })).toBeInTheDocument();

    await user.click(screen.getByRole('switch', { name: 'Fits my equipment' }));
    expect(screen.getByLabelText('Current location')).toHaveTextContent('/product?fits=28%2C33');
    expect(screen.getByRole('switch', { name: 'Fits my equipment' })).toBeChecked();
    expect(
      await screen.findByRole('article', { name: 'AeroZone Pro Multi-Speed Blower Motor' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Foil Duct Tape' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('switch', { name: 'Fits my equipment' }));
    expect(screen.getByLabelText('Current location')).toHaveTextContent(/^\/product$/);
  });

  it('is not shown without saved equipment; a fits URL still narrows and can be turned off', async () => {
    const { api } = renderCatalog(<ProductListPage />, {
      path: '/product',
      url: '/product?fits=28,abc',
      catalog,
    });
    expect(
      await screen.findByRole('article', { name: 'AeroZone Pro Multi-Speed Blower Motor' }),
    ).toBeInTheDocument();
    expect(api.callsTo('/products').at(-1)?.searchParams.get('fits')).toBe('28');
    expect(screen.getByRole('switch', { name: 'Fits my equipment' })).toBeChecked();
  });

  it('is hidden with no saved equipment and no fits filter', async () => {
    renderCatalog(<ProductListPage />, { path: '/product', url: '/product', catalog });
    expect(await screen.findByRole('article', { name: 'Foil Duct Tape' })).toBeInTheDocument();
    expect(screen.queryByRole('switch', { name: 'Fits my equipment' })).not.toBeInTheDocument();
  });
});
