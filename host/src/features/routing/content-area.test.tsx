import { screen } from '@testing-library/react';
import { currentLocation } from '@storefront/platform/testing';
import { makeHostStoreContext, renderHost } from '../../testing/render-host';
import { stubRemoteLoader } from '../../testing/stub-remotes';
import { ContentArea } from './content-area';

function openPage(path: string, status: Parameters<typeof makeHostStoreContext>[0] = 'signed-out') {
  return renderHost(<ContentArea />, {
    path,
    storeContext: makeHostStoreContext(status),
    loadRemoteModule: stubRemoteLoader(),
  });
}

describe('the content area and its route guard', () => {
  it('renders a route inside the remote that owns it', async () => {
    await openPage('/about');
    const heading = await screen.findByRole('heading', { name: 'About Us' });
    expect(heading.closest('[data-remote]')).toHaveAttribute('data-remote', 'content');
  });

  it("shows '404: Page Not Found' for a path no remote owns", async () => {
    await openPage('/no-such-page');
    expect(screen.getByRole('heading', { name: '404: Page Not Found' })).toBeInTheDocument();
  });

  it('sends a signed-out shopper from /orders to /login and keeps the origin', async () => {
    await openPage('/orders');
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(currentLocation()).toBe('/login?redirect=%2Forders');
  });

  it('refuses a guest on an order detail page', async () => {
    await openPage('/orders/42', 'guest');
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(currentLocation()).toBe('/login?redirect=%2Forders%2F42');
  });

  it('lets a guest into the checkout', async () => {
    await openPage('/checkout/shipping', 'guest-checkout');
    expect(await screen.findByRole('heading', { name: 'Checkout' })).toBeInTheDocument();
    expect(currentLocation()).toBe('/checkout/shipping');
  });

  it('shows a signed-in customer their orders', async () => {
    await openPage('/orders', 'authenticated');
    expect(await screen.findByRole('heading', { name: 'Order History' })).toBeInTheDocument();
  });

  it('does not redirect while the stored token is being checked', async () => {
    await openPage('/profile', 'restoring');
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    expect(currentLocation()).toBe('/profile');
  });
});
