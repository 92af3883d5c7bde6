import { screen, within } from '@testing-library/react';
import {
  announceEquipment,
  fitsCatalog,
  forgetAnnouncedEquipment,
  savedCondenser,
  savedFurnace,
} from '../../../lib/testing/equipment-fixtures';
import { renderCatalog } from '../../../lib/testing/render-catalog';
import { ProductDetailPage } from './product-detail-page';

const catalog = fitsCatalog;

afterEach(forgetAnnouncedEquipment);

function openProduct(id: number) {
  return renderCatalog(<ProductDetailPage />, {
    path: '/product/:id',
    url: `/product/${id}`,
    catalog,
  });
}

describe('the fit badge on a product page', () => {
  it('says the part fits a saved model it is a part of', async () => {
    announceEquipment([savedFurnace]);
    openProduct(505);
    expect(await screen.findByText('Fits your AeroZone AE-GF367')).toHaveAttribute(
      'data-variant',
      'success',
    );
  });

  it('says it does not fit a saved model when it fits other models', async () => {
    announceEquipment([savedCondenser]);
    openProduct(505);
    expect(await screen.findByText('Does not fit your AeroZone AE-CU109B')).toHaveAttribute(
      'data-variant',
      'danger',
    );
  });

  it('says Check fit for a part without fitment data, with a link to the saved model', async () => {
    announceEquipment([savedFurnace]);
    openProduct(900);
    expect(await screen.findByText('Check fit')).toHaveAttribute('data-variant', 'secondary');
    expect(
      screen.getByRole('link', { name: 'See the parts of your AeroZone AE-GF367' }),
    ).toHaveAttribute('href', '/models/28');
  });

  it('with several saved models names the one it fits', async () => {
    announceEquipment([savedCondenser, savedFurnace]);
    openProduct(505);
    expect(await screen.findByText('Fits your AeroZone AE-GF367')).toBeInTheDocument();
    expect(screen.queryByText(/Does not fit/)).not.toBeInTheDocument();
  });

  it('without saved equipment (or only another store’s) shows no badge, a link to save some', async () => {
    announceEquipment([savedFurnace], 'hvac');
    const { api } = openProduct(505);
    expect(
      await screen.findByRole('link', { name: 'Save your equipment to check fit' }),
    ).toHaveAttribute('href', '/models');
    expect(screen.queryByText(/fit your/i)).not.toBeInTheDocument();
    expect(api.callsTo('/products/505/fit')).toHaveLength(0);
  });

  it('follows the saved equipment as account announces changes', async () => {
    openProduct(505);
    await screen.findByRole('link', { name: 'Save your equipment to check fit' });
    announceEquipment([savedFurnace]);
    expect(await screen.findByText('Fits your AeroZone AE-GF367')).toBeInTheDocument();
  });
});

describe('what a part fits, on its page', () => {
  it('lists the models it fits as links, and never the free-text fitment attributes', async () => {
    openProduct(505);
    const section = await screen.findByRole('region', { name: 'Fits these models' });
    expect(within(section).getByText('This part fits 1 model.')).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'AeroZone AE-GF367' })).toHaveAttribute(
      'href',
      '/models/28',
    );
    expect(within(section).getByRole('listitem')).toHaveTextContent(
      'AeroZone AE-GF367 · AeroZone 120,000 BTU Gas Furnace · Furnace · 2006–2011',
    );
    expect(screen.getByText('115 V')).toBeInTheDocument();
    expect(screen.queryByText('Fits Yamaha 40-70 HP outboards')).not.toBeInTheDocument();
    expect(screen.queryByText('Trane')).not.toBeInTheDocument();
  });

  it('has no models section for a part in no model', async () => {
    openProduct(900);
    expect(await screen.findByRole('heading', { level: 1, name: 'Foil Duct Tape' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Fits these models' })).not.toBeInTheDocument();
  });
});
