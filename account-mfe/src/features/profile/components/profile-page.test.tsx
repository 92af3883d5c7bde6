import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { selectIsAuthenticated } from '@storefront/platform';
import { type Customer } from '@storefront/contract';
import { on } from '@storefront/platform/testing';
import { makeCustomer, type FakeRoute } from '../../../lib/testing/fake-account-api';
import { renderAccount } from '../../../lib/testing/render-account';
import { ProfilePage } from './profile-page';

const location = () => screen.getByLabelText('Current location').textContent;

function openProfile(customer: Customer, routes: Record<string, FakeRoute> = {}) {
  return renderAccount(<ProfilePage />, {
    path: '/profile',
    signedInAs: customer,
    routes: { 'GET /auth/me': { status: 200, body: { data: customer } }, ...routes },
  });
}

async function openTab(name: string) {
  await userEvent.click(await screen.findByRole('tab', { name }));
  return screen.getByRole('tabpanel', { name });
}

describe('the profile page', () => {
  it('shows three tabs, Personal Information first, with the e-mail read-only', async () => {
    openProfile(makeCustomer());
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Personal Information',
      'Shipping Address',
      'Billing Address',
    ]);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText('First Name')).toHaveValue('Ada');
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
    expect(document.title).toBe('Profile | Summit Parts & Tools');
  });

  it('moves between tabs with the arrow keys', async () => {
    openProfile(makeCustomer());
    const first = await screen.findByRole('tab', { name: 'Personal Information' });
    first.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Shipping Address' })).toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: 'Shipping Address' })).toBeInTheDocument();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Billing Address' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it("says 'Failed to load customer information' when the profile cannot be read", async () => {
    openProfile(makeCustomer(), { 'GET /auth/me': { status: 500, body: { error: 'boom' } } });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load customer information',
    );
  });

  it('signs out and goes to /login, coming back here, on a 401', async () => {
    const { storeContext } = openProfile(makeCustomer(), {
      'GET /auth/me': { status: 401, body: { error: 'Unauthorized' } },
    });
    await waitFor(() => expect(location()).toBe('/login?redirect=%2Fprofile'));
    expect(selectIsAuthenticated(storeContext.getState())).toBe(false);
  });

  it("saves names and phone: 'Profile updated successfully' inline and as a toast", async () => {
    const toasts: unknown[] = [];
    const stop = on('toast', (toast) => toasts.push(toast));
    const { api, storeContext } = openProfile(makeCustomer(), {
      'PUT /auth/me': (body) => ({
        status: 200,
        body: { data: makeCustomer({ first_name: (body as { firstName: string }).firstName }) },
      }),
    });
    const first = await screen.findByLabelText('First Name');
    await userEvent.clear(first);
    await userEvent.type(first, 'Augusta');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Profile updated successfully')).toBeInTheDocument();
    stop();
    expect(toasts).toEqual([{ v: 1, type: 'success', message: 'Profile updated successfully' }]);
    expect(api.bodiesOf('PUT /auth/me')).toEqual([
      {
        firstName: 'Augusta',
        lastName: 'Lovelace',
        phone: '(512) 555-0100',
        email: 'ada@example.com',
      },
    ]);
    expect(storeContext.getState().session.user?.first_name).toBe('Augusta');
  });

  it('refuses a phone that is not a US number and saves nothing', async () => {
    const { api } = openProfile(makeCustomer());
    const phone = await screen.findByLabelText('Phone');
    await userEvent.clear(phone);
    await userEvent.type(phone, 'abc');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() =>
      expect(phone).toHaveAccessibleDescription(
        'Please enter a valid US phone number (e.g., 555-123-4567)',
      ),
    );
    expect(api.bodiesOf('PUT /auth/me')).toEqual([]);
  });

  it("says 'Failed to update profile' when the save fails", async () => {
    openProfile(makeCustomer(), { 'PUT /auth/me': { status: 500 } });
    await userEvent.click(await screen.findByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to update profile');
  });

  it('requires the names', async () => {
    const { api } = openProfile(makeCustomer());
    await userEvent.clear(await screen.findByLabelText('Last Name'));
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Last name is required')).toBeInTheDocument();
    expect(api.bodiesOf('PUT /auth/me')).toEqual([]);
  });
});

describe('the profile addresses', () => {
  it('saves the shipping address with the street lines joined', async () => {
    const { api } = openProfile(makeCustomer(), {
      'PUT /auth/me': { status: 200, body: { data: makeCustomer() } },
    });
    const panel = await openTab('Shipping Address');
    expect(within(panel).getByLabelText('Address')).toHaveValue('12 Main St');
    expect(within(panel).getByLabelText('Apartment, suite, etc. (optional)')).toHaveValue('Apt 4');
    await userEvent.selectOptions(within(panel).getByLabelText('State'), 'CO');
    await userEvent.click(within(panel).getByRole('button', { name: 'Save Shipping Address' }));
    expect(await within(panel).findByText('Profile updated successfully')).toBeInTheDocument();
    expect(api.bodiesOf('PUT /auth/me')).toEqual([
      {
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: 'ada@example.com',
        shippingAddress: {
          street: '12 Main St, Apt 4',
          city: 'Austin',
          state: 'CO',
          postal_code: '78701',
          country: 'US',
        },
      },
    ]);
  });

  it('lists 50 states and DC, with Alaska and Hawaii disabled for shipping', async () => {
    openProfile(makeCustomer());
    const panel = await openTab('Shipping Address');
    const state = within(panel).getByLabelText('State');
    const options = within(state)
      .getAllByRole('option')
      .filter((option) => option.getAttribute('value'));
    expect(options).toHaveLength(51);
    expect(within(state).getByRole('option', { name: 'Alaska' })).toBeDisabled();
    expect(within(state).getByRole('option', { name: 'Hawaii' })).toBeDisabled();
    expect(within(state).getByRole('option', { name: 'District of Columbia' })).toBeEnabled();
  });

  it('refuses Alaska as a shipping state when it arrives prefilled', async () => {
    const { api } = openProfile(
      makeCustomer({
        shippingAddress: {
          street: '1 Snow Rd',
          city: 'Juneau',
          state: 'AK',
          postal_code: '99801',
          country: 'US',
        },
      }),
    );
    const panel = await openTab('Shipping Address');
    await userEvent.click(within(panel).getByRole('button', { name: 'Save Shipping Address' }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent(
      "We're sorry, but we currently don't ship to Alaska",
    );
    expect(within(panel).getByLabelText('State')).toHaveAttribute('aria-invalid', 'true');
    expect(api.bodiesOf('PUT /auth/me')).toEqual([]);
  });

  it('lists Alaska and Hawaii disabled for billing, and refuses an old Hawaii address with the billing message', async () => {
    openProfile(
      makeCustomer({
        billingAddress: {
          street: '5 Beach Way',
          city: 'Honolulu',
          state: 'HI',
          postal_code: '96813',
          country: 'US',
        },
      }),
    );
    const panel = await openTab('Billing Address');
    const form = within(panel)
      .getByRole('button', { name: 'Save Billing Address' })
      .closest('form');
    const fields = within(form as HTMLElement);
    expect(fields.getByRole('option', { name: 'Alaska' })).toBeDisabled();
    expect(fields.getByRole('option', { name: 'Hawaii' })).toBeDisabled();
    await userEvent.click(fields.getByRole('button', { name: 'Save Billing Address' }));
    expect(
      await fields.findByText(
        "We're sorry, but we currently don't accept billing addresses from Hawaii",
      ),
    ).toBeInTheDocument();
  });

  it("lists other countries as 'Not Available' and disabled; choosing the US clears their state", async () => {
    openProfile(
      makeCustomer({
        shippingAddress: {
          street: '1 Queen St',
          city: 'Toronto',
          state: 'ON',
          postal_code: 'M5H 2N2',
          country: 'CA',
        },
      }),
    );
    const panel = await openTab('Shipping Address');
    const country = within(panel).getByLabelText('Country');
    expect(within(country).getByRole('option', { name: 'Canada (Not Available)' })).toBeDisabled();
    expect(within(country).getByRole('option', { name: 'United States' })).toBeEnabled();
    await userEvent.click(within(panel).getByRole('button', { name: 'Save Shipping Address' }));
    expect(await within(panel).findByText('Please select a valid country')).toBeInTheDocument();
    await userEvent.selectOptions(country, 'US');
    expect(within(panel).getByLabelText('State')).toHaveValue('');
  });

  it('asks for a 5 or 5+4 digit ZIP code', async () => {
    openProfile(makeCustomer());
    const panel = await openTab('Shipping Address');
    const zip = within(panel).getByLabelText('ZIP Code');
    await userEvent.clear(zip);
    await userEvent.type(zip, '7870');
    await userEvent.click(within(panel).getByRole('button', { name: 'Save Shipping Address' }));
    expect(
      await within(panel).findByText(
        'Please enter a valid US ZIP code (e.g., 12345 or 12345-6789)',
      ),
    ).toBeInTheDocument();
  });
});

describe('the saved billing addresses', () => {
  const saved = {
    id: 3,
    first_name: 'Ada',
    last_name: 'Lovelace',
    street: '9 Office Park',
    city: 'Denver',
    state: 'CO',
    postal_code: '80202',
    country: 'US',
    phone: '(303) 555-0199',
  };

  it('adds an address to the list', async () => {
    const { api } = openProfile(makeCustomer(), {
      'POST /auth/me/billing-addresses': (body) => ({
        status: 201,
        body: { data: { id: 11, ...(body as object) } },
      }),
    });
    const panel = await openTab('Billing Address');
    expect(within(panel).getByText('No saved billing addresses yet.')).toBeInTheDocument();
    await userEvent.click(within(panel).getByRole('button', { name: 'Add Billing Address' }));
    const form = within(screen.getByRole('form', { name: 'New Billing Address' }));
    await userEvent.type(form.getByLabelText('Address'), '77 Elm St');
    await userEvent.type(form.getByLabelText('City'), 'Boise');
    await userEvent.selectOptions(form.getByLabelText('State'), 'ID');
    await userEvent.type(form.getByLabelText('ZIP Code'), '83702');
    await userEvent.click(form.getByRole('button', { name: 'Save Address' }));
    expect(await within(panel).findByText('Address saved')).toBeInTheDocument();
    expect(api.bodiesOf('POST /auth/me/billing-addresses')).toEqual([
      {
        first_name: 'Ada',
        last_name: 'Lovelace',
        phone: '(512) 555-0100',
        street: '77 Elm St',
        city: 'Boise',
        state: 'ID',
        postal_code: '83702',
        country: 'US',
      },
    ]);
  });

  it('changes an address', async () => {
    const { api } = openProfile(makeCustomer({ billingAddresses: [saved] }), {
      'PUT /auth/me/billing-addresses/3': (body) => ({
        status: 200,
        body: { data: { id: 3, ...(body as object) } },
      }),
    });
    const panel = await openTab('Billing Address');
    await userEvent.click(
      within(panel).getByRole('button', {
        name: 'Edit the address of Ada Lovelace, 9 Office Park',
      }),
    );
    const form = within(screen.getByRole('form', { name: 'Edit Billing Address' }));
    expect(form.getByLabelText('Phone')).toHaveValue('(303) 555-0199');
    await userEvent.clear(form.getByLabelText('City'));
    await userEvent.type(form.getByLabelText('City'), 'Aurora');
    await userEvent.click(form.getByRole('button', { name: 'Save Address' }));
    expect(await within(panel).findByText('Address saved')).toBeInTheDocument();
    expect(api.bodiesOf('PUT /auth/me/billing-addresses/3')).toEqual([
      expect.objectContaining({ city: 'Aurora', street: '9 Office Park', phone: '(303) 555-0199' }),
    ]);
    expect(screen.queryByRole('form', { name: 'Edit Billing Address' })).not.toBeInTheDocument();
  });

  it('deletes an address', async () => {
    const { api } = openProfile(makeCustomer({ billingAddresses: [saved] }), {
      'DELETE /auth/me/billing-addresses/3': {
        status: 200,
        body: { data: { message: 'Address deleted' } },
      },
    });
    const panel = await openTab('Billing Address');
    await userEvent.click(
      within(panel).getByRole('button', {
        name: 'Delete the address of Ada Lovelace, 9 Office Park',
      }),
    );
    expect(await within(panel).findByText('Address deleted')).toBeInTheDocument();
    expect(api.calls.map((call) => call.route)).toContain('DELETE /auth/me/billing-addresses/3');
  });

  it("says 'Failed to delete address' when the server refuses", async () => {
    openProfile(makeCustomer({ billingAddresses: [saved] }), {
      'DELETE /auth/me/billing-addresses/3': { status: 404, body: { error: 'Address not found' } },
    });
    const panel = await openTab('Billing Address');
    await userEvent.click(
      within(panel).getByRole('button', {
        name: 'Delete the address of Ada Lovelace, 9 Office Park',
      }),
    );
    expect(await within(panel).findByRole('alert')).toHaveTextContent('Failed to delete address');
  });
});
