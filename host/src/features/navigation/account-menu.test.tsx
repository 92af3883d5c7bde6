import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { selectIsAuthenticated } from '@storefront/shared';
import { currentLocation, makeHostStore, renderHost } from '../../test/render-host';
import { AccountMenu } from './account-menu';

const link = (name: string) => screen.queryByRole('link', { name });

describe('the account menu', () => {
  it('offers Login and Register to a signed-out shopper', async () => {
    await renderHost(<AccountMenu />, { store: makeHostStore('signed-out') });
    expect(link('Login')).toHaveAttribute('href', '/login');
    expect(link('Register')).toHaveAttribute('href', '/register');
    expect(link('Profile')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
  });

  it('offers Login and Register to a guest, who has no account', async () => {
    await renderHost(<AccountMenu />, { store: makeHostStore('guest-checkout') });
    expect(link('Login')).toBeInTheDocument();
    expect(link('Orders')).not.toBeInTheDocument();
  });

  it('offers Profile, Orders and Logout to a signed-in customer', async () => {
    await renderHost(<AccountMenu />, { store: makeHostStore('authenticated') });
    expect(link('Profile')).toHaveAttribute('href', '/profile');
    expect(link('Orders')).toHaveAttribute('href', '/orders');
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(link('Login')).not.toBeInTheDocument();
  });

  it('logs out and goes home on Logout', async () => {
    const { store } = await renderHost(<AccountMenu />, {
      path: '/profile',
      store: makeHostStore('authenticated'),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(selectIsAuthenticated(store.getState())).toBe(false);
    expect(store.getState().session.token).toBeNull();
    expect(currentLocation()).toBe('/');
  });
});
