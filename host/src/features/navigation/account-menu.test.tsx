import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import {
  StorefrontProviders,
  loggedOut,
  selectIsAuthenticated,
  type StoreContext,
} from '@storefront/platform';
import {
  captureBusEvents,
  currentLocation,
  on,
  parseEventPayload,
} from '@storefront/platform/testing';
import { makeHostStoreContext, renderHost } from '../../testing/render-host';
import { AccountMenu } from './account-menu';

const link = (name: string) => screen.queryByRole('link', { name });

/** Stands in for account's runtime, which signs out on the bus command (account's contract test). */
function signOutOnRequest(storeContext: StoreContext) {
  return on('session:sign-out-requested', () => storeContext.dispatch(loggedOut()));
}

describe('the account menu', () => {
  it('offers Login and Register to a signed-out shopper', async () => {
    await renderHost(<AccountMenu />, { storeContext: makeHostStoreContext('signed-out') });
    expect(link('Login')).toHaveAttribute('href', '/login');
    expect(link('Register')).toHaveAttribute('href', '/register');
    expect(link('Profile')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
  });

  it('offers Login and Register to a guest, who has no account', async () => {
    await renderHost(<AccountMenu />, { storeContext: makeHostStoreContext('guest-checkout') });
    expect(link('Login')).toBeInTheDocument();
    expect(link('Orders')).not.toBeInTheDocument();
  });

  it('offers Profile, Orders and Logout to a signed-in customer', async () => {
    await renderHost(<AccountMenu />, { storeContext: makeHostStoreContext('authenticated') });
    expect(link('Profile')).toHaveAttribute('href', '/profile');
    expect(link('Orders')).toHaveAttribute('href', '/orders');
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(link('Login')).not.toBeInTheDocument();
  });

  it('claims neither state while the stored token is being checked', async () => {
    await renderHost(<AccountMenu />, { storeContext: makeHostStoreContext('restoring') });
    expect(screen.getByRole('group', { name: 'Account' })).toHaveAttribute('aria-busy', 'true');
    expect(link('Login')).not.toBeInTheDocument();
    expect(link('Register')).not.toBeInTheDocument();
    expect(link('Profile')).not.toBeInTheDocument();
  });

  it("claims neither state in the server's render, which cannot see the token, and shows the shopper's once hydrated", async () => {
    const storeContext = makeHostStoreContext('signed-out');
    const menu = (
      <StorefrontProviders storeContext={storeContext}>
        <MemoryRouter>
          <AccountMenu />
        </MemoryRouter>
      </StorefrontProviders>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(menu);
    document.body.append(container);
    expect(container).not.toHaveTextContent(/Login|Register|Profile/);

    const mismatches = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const root = await act(async () => hydrateRoot(container, menu));
    expect(link('Login')).toHaveAttribute('href', '/login');
    expect(mismatches).not.toHaveBeenCalled();
    act(() => root.unmount());
    container.remove();
    mismatches.mockRestore();
  });

  it('asks account to sign out, with the contract command, and goes home on Logout', async () => {
    const bus = captureBusEvents(['session:sign-out-requested']);
    await renderHost(<AccountMenu />, {
      path: '/profile',
      storeContext: makeHostStoreContext('authenticated'),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    bus.stop();
    expect(
      bus.events.map(({ detail }) => parseEventPayload('session:sign-out-requested', detail)),
    ).toEqual([{ v: 1 }]);
    expect(currentLocation()).toBe('/');
  });

  it('logs out and goes home on Logout', async () => {
    const storeContext = makeHostStoreContext('authenticated');
    const stop = signOutOnRequest(storeContext);
    await renderHost(<AccountMenu />, { path: '/profile', storeContext });
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    stop();
    expect(await screen.findByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(selectIsAuthenticated(storeContext.getState())).toBe(false);
    expect(storeContext.getState().session.token).toBeNull();
    expect(currentLocation()).toBe('/');
  });
});
