import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { selectIsAuthenticated } from '@storefront/shared';
import { makeSession } from '../../../lib/testing/fake-account-api';
import { renderAccount } from '../../../lib/testing/render-account';
import { SetPasswordPage } from './set-password-page';

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

const location = () => screen.getByTestId('location').textContent;

function openSetPassword(url: string, routes = {}) {
  return renderAccount(<SetPasswordPage />, { path: '/set-password', url, routes });
}

async function setUp(url: string, routes: Parameters<typeof openSetPassword>[1]) {
  jest.useFakeTimers();
  jest.spyOn(console, 'warn').mockImplementation(() => {});
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  const view = openSetPassword(url, routes);
  await user.type(screen.getByLabelText('New Password'), 'secret1');
  await user.type(screen.getByLabelText('Confirm Password'), 'secret1');
  await user.click(screen.getByRole('button', { name: 'Set Password' }));
  return view;
}

const ok = { 'POST /auth/set-password': { status: 200, body: { data: makeSession() } } };

describe('the set password page', () => {
  it('signs in and goes to the order after 2 s when an orderId was given', async () => {
    const { api, store } = await setUp('/set-password?email=ada%40example.com&orderId=42', ok);
    expect(await screen.findByText('Password set')).toBeInTheDocument();
    expect(selectIsAuthenticated(store.getState())).toBe(true);
    expect(store.getState().session.token).toBe('session-token');
    expect(api.bodiesOf('POST /auth/set-password')).toEqual([
      { email: 'ada@example.com', password: 'secret1', orderId: '42' },
    ]);
    act(() => jest.advanceTimersByTime(1900));
    expect(location()).toMatch(/^\/set-password/);
    act(() => jest.advanceTimersByTime(200));
    expect(location()).toBe('/orders/42');
  });

  it('goes to /account after 2 s without an orderId', async () => {
    await setUp('/set-password?email=ada%40example.com', ok);
    expect(await screen.findByText('Password set')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(2000));
    expect(location()).toBe('/account');
  });

  it("says 'Failed to set password. Please try again.' when the server fails", async () => {
    await setUp('/set-password?email=ada%40example.com', {
      'POST /auth/set-password': { status: 500 },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to set password. Please try again.',
    );
  });

  it("says 'Passwords do not match'", async () => {
    openSetPassword('/set-password?email=ada%40example.com');
    await userEvent.type(screen.getByLabelText('New Password'), 'secret1');
    await userEvent.type(screen.getByLabelText('Confirm Password'), 'secret9');
    await userEvent.click(screen.getByRole('button', { name: 'Set Password' }));
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
  });
});
