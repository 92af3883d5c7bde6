import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { selectIsGuest, selectSessionStatus, selectStoreId } from '@storefront/shared';
import { currentLocation, makeHostStore, renderHost } from '../../test/render-host';
import { StoreSelector } from './store-selector';

describe('the store selector', () => {
  it('signs a customer out and asks for a new login in the other store', async () => {
    const { store } = await renderHost(<StoreSelector />, {
      path: '/profile',
      store: makeHostStore('authenticated'),
    });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Store' }), 'hvac');
    expect(selectStoreId(store.getState())).toBe('hvac');
    expect(selectSessionStatus(store.getState())).toBe('signed-out');
    expect(currentLocation()).toBe('/login');
  });

  it('lets a guest switch without logging in', async () => {
    const { store } = await renderHost(<StoreSelector />, {
      path: '/checkout/customer',
      store: makeHostStore('guest'),
    });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Store' }), 'parts');
    expect(selectStoreId(store.getState())).toBe('parts');
    expect(selectIsGuest(store.getState())).toBe(true);
    expect(currentLocation()).toBe('/checkout/customer');
  });
});
