import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { selectIsAuthenticated } from '@storefront/platform';
import { makeCustomer, makeSession } from '../../../lib/testing/fake-account-api';
import { renderAccount } from '../../../lib/testing/render-account';
import { RegisterPage } from './register-page';

afterEach(() => jest.restoreAllMocks());

const location = () => screen.getByLabelText('Current location').textContent;

function openRegister(url = '/register', routes = {}) {
  return renderAccount(<RegisterPage />, { path: '/register', url, routes });
}

async function fillIn(fields: Record<string, string>) {
  for (const [label, value] of Object.entries(fields)) {
    await userEvent.type(screen.getByLabelText(label), value);
  }
}

const complete = {
  'First Name': '  Ada ',
  'Last Name': 'Lovelace',
  Email: 'ada@example.com',
  Password: 'secret1',
};

describe('the registration page', () => {
  it('prefills the e-mail from ?email=', () => {
    openRegister('/register?email=ada%40example.com');
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
  });

  it('requires names, e-mail and a password of at least 6 characters', async () => {
    openRegister();
    await fillIn({ Password: 'abc' });
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('First name is required')).toBeInTheDocument();
    expect(screen.getByText('Last name is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      'At least 6 characters. Password must be at least 6 characters',
    );
    expect(screen.getByLabelText('First Name')).toHaveFocus();
  });

  it('registers with trimmed names and no phone, signs in and goes home', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    const { api, storeContext } = openRegister('/register', {
      'POST /auth/register': { status: 201, body: { data: makeSession() } },
    });
    await fillIn(complete);
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(location()).toBe('/'));
    expect(selectIsAuthenticated(storeContext.getState())).toBe(true);
    expect(api.bodiesOf('POST /auth/register')).toEqual([
      { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', password: 'secret1' },
    ]);
  });

  it('refuses a phone that is not a US number, and sends a US one in one form', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    const { api } = openRegister('/register', {
      'POST /auth/register': { status: 201, body: { data: makeSession() } },
    });
    await fillIn({ ...complete, 'Phone (optional)': 'abc' });
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(screen.getByLabelText('Phone (optional)')).toHaveAccessibleDescription(
      'Please enter a valid US phone number (e.g., 555-123-4567)',
    );
    expect(api.bodiesOf('POST /auth/register')).toEqual([]);

    await userEvent.clear(screen.getByLabelText('Phone (optional)'));
    await userEvent.type(screen.getByLabelText('Phone (optional)'), '512-555-0142');
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(location()).toBe('/'));
    expect(api.bodiesOf('POST /auth/register')).toEqual([
      expect.objectContaining({ phone: '(512) 555-0142' }),
    ]);
  });

  it('sends a customer who is already signed in on to their account, not to the form', () => {
    renderAccount(<RegisterPage />, {
      path: '/register',
      url: '/register',
      signedInAs: makeCustomer(),
    });
    expect(location()).toBe('/account');
    expect(screen.queryByRole('button', { name: 'Register' })).not.toBeInTheDocument();
  });

  it("shows the server's text when the e-mail is taken (409)", async () => {
    openRegister('/register', {
      'POST /auth/register': {
        status: 409,
        body: { error: 'An account with this email already exists' },
      },
    });
    await fillIn(complete);
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An account with this email already exists',
    );
    expect(location()).toBe('/register');
  });

  it('tells the owner of a guest checkout e-mail to open the link sent to it, signing nobody in', async () => {
    const message =
      'This email already has an account from a guest checkout. We have sent a link to this address: open it to choose your password and finish creating your account.';
    const { storeContext } = openRegister('/register', {
      'POST /auth/register': { status: 202, body: { data: { message } } },
    });
    await fillIn(complete);
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Check your e-mail')).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Register' })).not.toBeInTheDocument();
    expect(selectIsAuthenticated(storeContext.getState())).toBe(false);
    expect(location()).toBe('/register');
  });

  it("says 'Registration failed' when the server gives no reason", async () => {
    openRegister('/register', { 'POST /auth/register': { status: 500 } });
    await fillIn(complete);
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Registration failed');
  });
});
