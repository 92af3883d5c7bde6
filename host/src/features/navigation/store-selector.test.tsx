import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { selectSessionStatus, selectStoreId } from '@storefront/platform';
import { currentLocation, on, selectIsGuest } from '@storefront/platform/testing';
import { makeHostStoreContext, renderHost } from '../../testing/render-host';
import { StoreSelector, storeSwitchMessage } from './store-selector';

const chooseStore = (id: string) =>
  userEvent.selectOptions(screen.getByRole('combobox', { name: 'Store' }), id);

describe('the store selector', () => {
  it('signs a customer out and asks for a new login in the other store', async () => {
    const { storeContext } = await renderHost(<StoreSelector />, {
      path: '/profile',
      storeContext: makeHostStoreContext('authenticated'),
    });
    await chooseStore('hvac');
    expect(selectStoreId(storeContext.getState())).toBe('hvac');
    expect(selectSessionStatus(storeContext.getState())).toBe('signed-out');
    expect(currentLocation()).toBe('/login');
  });

  it("lets a guest switch without logging in, on the new store's home page", async () => {
    const { storeContext } = await renderHost(<StoreSelector />, {
      path: '/checkout/customer',
      storeContext: makeHostStoreContext('guest'),
    });
    await chooseStore('parts');
    expect(selectStoreId(storeContext.getState())).toBe('parts');
    expect(selectIsGuest(storeContext.getState())).toBe(true);
    expect(currentLocation()).toBe('/');
  });

  it("leaves a product page for the new store's home, and says so", async () => {
    const toasts: string[] = [];
    const stop = on('toast', ({ message }) => toasts.push(message));
    await renderHost(<StoreSelector />, { path: '/product/12' });
    await chooseStore('hvac');
    stop();
    expect(currentLocation()).toBe('/');
    expect(toasts).toEqual([storeSwitchMessage('Comfort Air HVAC Supply')]);
    expect(toasts[0]).toMatch(/cart here is kept separately/);
  });
});
