import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { itemAdded, selectSessionStatus, selectStoreId } from '@storefront/shared';
import { on, selectIsGuest } from '@storefront/shared/testing';
import { currentLocation, makeHostStore, renderHost } from '../../test/render-host';
import { CartLink } from './cart-link';
import { StoreSelector, storeSwitchMessage } from './store-selector';

const product = { id: 3, title: 'Air filter', price: 12.5, image: '', sku: 'AF-3' };
const chooseStore = (id: string) =>
  userEvent.selectOptions(screen.getByRole('combobox', { name: 'Store' }), id);

describe('the store selector', () => {
  it('signs a customer out and asks for a new login in the other store', async () => {
    const { store } = await renderHost(<StoreSelector />, {
      path: '/profile',
      store: makeHostStore('authenticated'),
    });
    await chooseStore('hvac');
    expect(selectStoreId(store.getState())).toBe('hvac');
    expect(selectSessionStatus(store.getState())).toBe('signed-out');
    expect(currentLocation()).toBe('/login');
  });

  it("lets a guest switch without logging in, on the new store's home page", async () => {
    const { store } = await renderHost(<StoreSelector />, {
      path: '/checkout/customer',
      store: makeHostStore('guest'),
    });
    await chooseStore('parts');
    expect(selectStoreId(store.getState())).toBe('parts');
    expect(selectIsGuest(store.getState())).toBe(true);
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

  it("shows each store's own cart count, and the first store's again on the way back", async () => {
    const store = makeHostStore();
    store.dispatch(itemAdded(product));
    await renderHost(
      <>
        <StoreSelector />
        <CartLink />
      </>,
      { store },
    );
    const cart = (count: string) => screen.getByRole('link', { name: count });
    expect(cart('Cart, 1 item')).toBeInTheDocument();
    await chooseStore('parts');
    expect(cart('Cart, 0 items')).toBeInTheDocument();
    await chooseStore('default');
    expect(cart('Cart, 1 item')).toBeInTheDocument();
  });
});
