import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { emit, showToast } from '@storefront/platform';
import { REMOTE_UNAVAILABLE_MESSAGE } from '../features/remotes/remote-unavailable-panel';
import { renderHost } from '../testing/render-host';
import { stubRemoteLoader } from '../testing/stub-remotes';
import { AppLayout } from './app-layout';

/** A link of the nav bar's main list (the footer names some of the same pages). */
const navLink = (name: string) =>
  within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name });

// A remote that is down is logged on purpose; keep the test output for real problems.
const silenceExpectedRemoteErrors = () =>
  jest.spyOn(console, 'error').mockImplementation(() => undefined);

describe('the shell', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    // The bus keeps the last events on the page; each test starts on a fresh one.
    delete window.__STOREFRONT_LAST_EVENTS__;
  });

  it('keeps nav, footer and cart count working when the page remote is down, and Retry loads it again', async () => {
    silenceExpectedRemoteErrors();
    const loader = stubRemoteLoader(['content']);
    await renderHost(<AppLayout />, { path: '/about', loadRemoteModule: loader });

    expect(await screen.findByText(REMOTE_UNAVAILABLE_MESSAGE)).toBeInTheDocument();
    expect(navLink('Products')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Terms and Conditions' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cart, 0 items' })).toBeInTheDocument();
    // The catalog's search box, another remote, still loads.
    expect(await screen.findByRole('textbox', { name: 'Search products' })).toBeInTheDocument();

    // The remote comes back: Retry loads it.
    loader.mockImplementation(stubRemoteLoader());
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'About Us' })).toBeInTheDocument();
    expect(screen.queryByText(REMOTE_UNAVAILABLE_MESSAGE)).not.toBeInTheDocument();
  });

  it('keeps the nav bar when the search box remote is down', async () => {
    silenceExpectedRemoteErrors();
    await renderHost(<AppLayout />, {
      path: '/about',
      loadRemoteModule: stubRemoteLoader(['catalog']),
    });
    expect(await screen.findByRole('heading', { name: 'About Us' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Search products' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home' })).toBeInTheDocument();
  });

  it("follows the cart's cart:changed in the nav cart count and ignores a malformed one", async () => {
    const contractViolations = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderHost(<AppLayout />, { path: '/about', loadRemoteModule: stubRemoteLoader() });
    expect(screen.getByRole('link', { name: 'Cart, 0 items' })).toBeInTheDocument();
    act(() => emit('cart:changed', { count: 2, lines: [{ productId: 3, quantity: 2 }] }));
    expect(screen.getByRole('link', { name: 'Cart, 2 items' })).toBeInTheDocument();

    // Another build sending a count the contract does not allow: logged, never shown.
    act(() => {
      window.dispatchEvent(
        new CustomEvent('storefront:cart:changed', { detail: { v: 1, count: 'lots', lines: [] } }),
      );
    });
    expect(screen.getByRole('link', { name: 'Cart, 2 items' })).toBeInTheDocument();
    expect(contractViolations).toHaveBeenCalledWith(
      expect.stringContaining('contract violation: a "cart:changed" event'),
      { v: 1, count: 'lots', lines: [] },
    );
  });

  it('shows the count the cart announced before the nav mounted', async () => {
    act(() => emit('cart:changed', { count: 1, lines: [{ productId: 3, quantity: 1 }] }));
    await renderHost(<AppLayout />, { path: '/about', loadRemoteModule: stubRemoteLoader() });
    expect(screen.getByRole('link', { name: 'Cart, 1 item' })).toBeInTheDocument();
  });

  it('shows toasts raised on the event bus', async () => {
    await renderHost(<AppLayout />, { path: '/about', loadRemoteModule: stubRemoteLoader() });
    act(() => showToast('Added to cart', 'success'));
    expect(await screen.findByText('Added to cart')).toBeInTheDocument();
  });

  it('offers "Skip to main content" as the first Tab stop, and it moves focus to the page content', async () => {
    await renderHost(<AppLayout />, { path: '/about', loadRemoteModule: stubRemoteLoader() });
    expect(await screen.findByRole('heading', { name: 'About Us' })).toBeInTheDocument();

    await userEvent.tab();
    const skipLink = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skipLink).toHaveFocus();

    await userEvent.keyboard('{Enter}');
    const main = screen.getByRole('main');
    expect(main).toHaveFocus();
    expect(main).toContainElement(screen.getByRole('heading', { name: 'About Us' }));
    // The next Tab continues from the page content (here, with no link in it, into the footer),
    // not from the top of the nav bar.
    await userEvent.tab();
    expect(screen.getByRole('banner')).not.toContainElement(document.activeElement as HTMLElement);
    expect(
      main.compareDocumentPosition(document.activeElement as HTMLElement) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it("moves focus to the new page's heading on every move to another page, and names the page", async () => {
    await renderHost(<AppLayout />, { path: '/about', loadRemoteModule: stubRemoteLoader() });
    await screen.findByRole('heading', { name: 'About Us' });

    // Into another remote, whose page comes once its code has loaded.
    await userEvent.click(navLink('Products'));
    const products = await screen.findByRole('heading', { name: 'Latest Products' });
    await waitFor(() => expect(products).toHaveFocus());
    expect(screen.getByRole('status')).toHaveTextContent('Latest Products');

    // And back, to a page whose code is there already.
    await userEvent.click(navLink('About'));
    expect(screen.getByRole('heading', { name: 'About Us' })).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('About Us');
  });

  it('leaves focus where it was on the first page', async () => {
    await renderHost(<AppLayout />, { path: '/about', loadRemoteModule: stubRemoteLoader() });
    await screen.findByRole('heading', { name: 'About Us' });
    expect(document.body).toHaveFocus();
  });

  it('shows the footer contact details of the store', async () => {
    await renderHost(<AppLayout />, { path: '/about', loadRemoteModule: stubRemoteLoader() });
    expect(screen.getByRole('link', { name: /@/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:/),
    );
  });
});
