import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { selectIsAuthenticated } from '@storefront/platform';
import { makeSession } from '../../../lib/testing/fake-account-api';
import { renderAccount } from '../../../lib/testing/render-account';
import { SetPasswordPage } from './set-password-page';

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

const location = () => screen.getByLabelText('Current location').textContent;

const TOKEN = 'tok_abc-123';
const LINK = `/set-password?email=ada%40example.com&orderId=42&token=${TOKEN}`;
const USED_LINK =
  'This link to set your password is invalid, has expired or was already used. If you have set your password, please log in; otherwise ask for a new link.';
const LINK_REQUESTED =
  'If this email has a guest account in this store without a password, we have sent it a link to set one. It is valid for 24 hours.';

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
  return { ...view, user };
}

const ok = { 'POST /auth/set-password': { status: 200, body: { data: makeSession() } } };
const linkSent = {
  'POST /auth/request-set-password': { status: 202, body: { data: { message: LINK_REQUESTED } } },
};

describe('the set password page with the e-mailed link', () => {
  it('signs in with the token and goes to the order after 2 s', async () => {
    const { api, storeContext } = await setUp(LINK, ok);
    expect(await screen.findByText('Password set')).toBeInTheDocument();
    expect(selectIsAuthenticated(storeContext.getState())).toBe(true);
    expect(storeContext.getState().session.token).toBe('session-token');
    expect(api.bodiesOf('POST /auth/set-password')).toEqual([
      { email: 'ada@example.com', password: 'secret1', token: TOKEN, orderId: '42' },
    ]);
    act(() => jest.advanceTimersByTime(1900));
    expect(location()).toMatch(/^\/set-password/);
    act(() => jest.advanceTimersByTime(200));
    expect(location()).toBe('/orders/42');
  });

  it('goes to /account after 2 s without an orderId', async () => {
    await setUp(`/set-password?email=ada%40example.com&token=${TOKEN}`, ok);
    expect(await screen.findByText('Password set')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(2000));
    expect(location()).toBe('/account');
  });

  it('names the e-mail and asks only for the password', () => {
    openSetPassword(LINK);
    expect(screen.getByText(/Choose a password for ada@example.com/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
  });

  it("says 'Failed to set password. Please try again.' when the server fails", async () => {
    await setUp(LINK, { 'POST /auth/set-password': { status: 500 } });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to set password. Please try again.',
    );
  });

  it('refuses a used or expired link with the reason, signs nobody in and offers a new link', async () => {
    const { api, storeContext, user } = await setUp(LINK, {
      'POST /auth/set-password': { status: 400, body: { error: USED_LINK } },
      ...linkSent,
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(USED_LINK);
    expect(selectIsAuthenticated(storeContext.getState())).toBe(false);
    expect(screen.queryByLabelText('New Password')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send a New Link' }));
    expect(await screen.findByText(LINK_REQUESTED)).toBeInTheDocument();
    expect(api.bodiesOf('POST /auth/request-set-password')).toEqual([
      { email: 'ada@example.com', orderId: '42' },
    ]);
    expect(location()).toBe(LINK);
  });

  it("says 'Passwords do not match'", async () => {
    openSetPassword(LINK);
    await userEvent.type(screen.getByLabelText('New Password'), 'secret1');
    await userEvent.type(screen.getByLabelText('Confirm Password'), 'secret9');
    await userEvent.click(screen.getByRole('button', { name: 'Set Password' }));
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
  });
});

describe('the set password page without a token (Create an Account)', () => {
  it('says the link was sent to the e-mail and sends it again on request', async () => {
    const { api } = openSetPassword('/set-password?email=ada%40example.com&orderId=42', linkSent);
    expect(screen.getByText('Check your e-mail').parentElement).toHaveTextContent(
      'We have sent a link to set your password to ada@example.com.',
    );
    expect(screen.queryByLabelText('New Password')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send the Link Again' }));
    expect(await screen.findByText(LINK_REQUESTED)).toBeInTheDocument();
    expect(api.bodiesOf('POST /auth/request-set-password')).toEqual([
      { email: 'ada@example.com', orderId: '42' },
    ]);
    expect(api.bodiesOf('POST /auth/set-password')).toEqual([]);
  });

  it("shows the server's text when too many links were asked for", async () => {
    openSetPassword('/set-password?email=ada%40example.com', {
      'POST /auth/request-set-password': {
        status: 429,
        body: { error: 'Too many requests for a link to set a password. Please try again later.' },
      },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Send the Link Again' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many requests for a link to set a password. Please try again later.',
    );
  });

  it('asks for the e-mail when the link names none', async () => {
    const { api } = openSetPassword('/set-password', linkSent);
    await userEvent.click(screen.getByRole('button', { name: 'Send Link' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Email'), 'bob@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send Link' }));
    expect(await screen.findByText(LINK_REQUESTED)).toBeInTheDocument();
    expect(api.bodiesOf('POST /auth/request-set-password')).toEqual([{ email: 'bob@example.com' }]);
  });
});
