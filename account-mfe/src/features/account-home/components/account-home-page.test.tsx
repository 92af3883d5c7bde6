import { screen } from '@testing-library/react';
import { makeCustomer } from '../../../lib/testing/fake-account-api';
import { renderAccount } from '../../../lib/testing/render-account';
import { AccountHomePage } from './account-home-page';

describe('the account home', () => {
  it('greets the customer and links to the profile and the orders', () => {
    renderAccount(<AccountHomePage />, { path: '/account', signedInAs: makeCustomer() });
    expect(screen.getByRole('heading', { name: 'My Account' })).toBeInTheDocument();
    expect(screen.getByText('Welcome, Ada!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile');
    expect(screen.getByRole('link', { name: 'Orders' })).toHaveAttribute('href', '/orders');
  });
});
