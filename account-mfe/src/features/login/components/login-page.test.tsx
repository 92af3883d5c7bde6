import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { selectIsAuthenticated } from '@storefront/platform';
import { makeCustomer, makeSession } from '../../../lib/testing/fake-account-api';
import { renderAccount } from '../../../lib/testing/render-account';
import { LoginPage } from './login-page';

afterEach(() => jest.restoreAllMocks());

const loginButton = () => screen.getByRole('button', { name: 'Login' });
const location = () => screen.getByLabelText('Current location').textContent;

function openLogin(url = '/login', routes = {}) {
  return renderAccount(<LoginPage />, { path: '/login', url, routes });
}

async function fillIn(email: string, password: string) {
  if (email) await userEvent.type(screen.getByLabelText('Email'), email);
  if (password) await userEvent.type(screen.getByLabelText('Password'), password);
}

describe('the login page', () => {
  it('enables Login only when both e-mail and password are filled', async () => {
    openLogin();
    expect(loginButton()).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
    expect(loginButton()).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Password'), 'secret1');
    expect(loginButton()).toBeEnabled();
    await userEvent.clear(screen.getByLabelText('Email'));
    expect(loginButton()).toBeDisabled();
  });

  it('prefills the e-mail from ?email=', () => {
    openLogin('/login?email=ada%40example.com');
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
    expect(document.title).toBe('Login | Summit Parts & Tools');
  });

  it('signs in and goes to the ?redirect= path', async () => {
    const { storeContext, api } = openLogin('/login?redirect=%2Fprofile', {
      'POST /auth/login': { status: 200, body: { data: makeSession() } },
    });
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    await fillIn('ada@example.com', 'secret1');
    await userEvent.click(loginButton());
    await waitFor(() => expect(location()).toBe('/profile'));
    expect(selectIsAuthenticated(storeContext.getState())).toBe(true);
    expect(api.bodiesOf('POST /auth/login')).toEqual([
      { email: 'ada@example.com', password: 'secret1' },
    ]);
  });

  it.each([['//evil.example/x'], ['https://evil.example'], ['/\\evil.example']])(
    'goes home instead of to the off-site redirect %s',
    async (redirect) => {
      openLogin(`/login?redirect=${encodeURIComponent(redirect)}`, {
        'POST /auth/login': { status: 200, body: { data: makeSession() } },
      });
      jest.spyOn(console, 'warn').mockImplementation(() => {});
      await fillIn('ada@example.com', 'secret1');
      await userEvent.click(loginButton());
      await waitFor(() => expect(location()).toBe('/'));
    },
  );

  it.each([
    ['/login', '/account'],
    ['/login?redirect=%2Forders%2F12', '/orders/12'],
    ['/login?redirect=%2F%2Fevil.example', '/account'],
    ['/login?redirect=%2FLogin%2F', '/account'],
    ['/login?redirect=%2Fregister%3Femail%3Da', '/account'],
  ])('sends a customer already signed in from %s on to %s, not to the form', (url, expected) => {
    renderAccount(<LoginPage />, { path: '/login', url, signedInAs: makeCustomer() });
    expect(location()).toBe(expected);
    expect(screen.queryByRole('button', { name: 'Login' })).not.toBeInTheDocument();
  });

  it("shows 'Login failed. Please check your credentials.' on a wrong password, focused", async () => {
    openLogin('/login', {
      'POST /auth/login': {
        status: 401,
        body: { error: 'Login failed. Please check your credentials.' },
      },
    });
    await fillIn('ada@example.com', 'wrong-password');
    await userEvent.click(loginButton());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Login failed. Please check your credentials.');
    expect(alert.parentElement).toHaveFocus();
    expect(location()).toBe('/login');
  });

  it('says an e-mail is not valid, under the field', async () => {
    openLogin();
    await fillIn('not-an-email', 'secret1');
    await userEvent.click(loginButton());
    const email = screen.getByLabelText('Email');
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Please enter a valid email address');
  });

  it('links to the registration page', () => {
    openLogin();
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/register',
    );
  });
});

describe('the reset panel', () => {
  const forgot = () => screen.getByRole('button', { name: 'Forgot your password?' });

  it('opens with ?reset=true and closes on the toggle', async () => {
    openLogin('/login?reset=true');
    expect(forgot()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('heading', { name: 'Reset your password' })).toBeInTheDocument();
    await userEvent.click(forgot());
    expect(screen.queryByRole('heading', { name: 'Reset your password' })).not.toBeInTheDocument();
  });

  it('sends the request and confirms it was sent', async () => {
    const { api } = openLogin('/login', {
      'POST /auth/request-reset-password': {
        status: 202,
        body: { data: { message: 'If the account exists, an e-mail is on its way' } },
      },
    });
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
    await userEvent.click(forgot());
    const panel = screen.getByRole('region', { name: 'Reset your password' });
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText('Check your e-mail')).toBeInTheDocument();
    expect(panel).toHaveTextContent('ada@example.com');
    expect(api.bodiesOf('POST /auth/request-reset-password')).toEqual([
      { email: 'ada@example.com' },
    ]);
  });

  it("says 'Failed to request password reset...' when the request fails", async () => {
    openLogin('/login?reset=true&email=ada%40example.com', {
      'POST /auth/request-reset-password': { status: 500, body: { error: 'boom' } },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to request password reset. Please try again.',
    );
  });

  it("shows the server's message when rate limited", async () => {
    openLogin('/login?reset=true&email=ada%40example.com', {
      'POST /auth/request-reset-password': {
        status: 429,
        body: { error: 'Too many reset requests. Please try again later.' },
      },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many reset requests. Please try again later.',
    );
  });
});
