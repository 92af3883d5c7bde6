// A remote's page chunk that failed to load (its server stopped after the remote's routes were in)
// is asked for again by Retry and by coming back to the page, never served from a kept failure.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { Link, type RouteObject } from 'react-router-dom';
import type { RemoteName } from '@storefront/contract';
import { RemoteRoot, lazyPage } from '@storefront/platform';
import { AppLayout } from '../../app/app-layout';
import { renderHost } from '../../testing/render-host';
import { STUB_ROUTES } from '../../testing/stub-remotes';
import type { LoadRemoteModule } from './remote-modules';
import { REMOTE_UNAVAILABLE_MESSAGE } from './remote-unavailable-panel';
import { STALE_CODE_RELOAD_KEY } from './stale-code-reload';

jest.mock('./page-reload', () => ({ reloadPage: jest.fn() }));

/** What webpack rejects a chunk's import with while the remote's server is stopped. */
function chunkLoadError(): Error {
  const error = new Error('Loading chunk page-contact failed. (error: http://localhost:3004/x.js)');
  error.name = 'ChunkLoadError';
  return error;
}

/** The contact page's chunk: fails while `remote.up` is false, as the stopped server makes it. */
function contactRemote() {
  const remote = { up: false };
  const importContact = jest.fn(async (): Promise<{ ContactPage: ComponentType }> => {
    if (!remote.up) throw chunkLoadError();
    return { ContactPage: () => <h1>Contact Us</h1> };
  });
  const ContactPage = lazyPage(importContact, 'ContactPage');
  const routes: RouteObject[] = [
    {
      element: <RemoteRoot name="content" />,
      children: [
        { path: '/contact', element: <ContactPage /> },
        { path: '/about', element: <h1>About Us</h1> },
      ],
    },
  ];
  const load = (async (name: RemoteName, expose: string) =>
    expose === './routes'
      ? { default: name === 'content' ? routes : STUB_ROUTES[name] }
      : { SearchBox: () => <input aria-label="Search products" /> }) as LoadRemoteModule;
  return { remote, importContact, load };
}

describe('a page chunk that failed to load', () => {
  let clock: number;
  /** The shopper reads the panel before pressing anything. */
  const aMomentLater = () => (clock += 1500);
  beforeEach(() => {
    clock = 1_800_000_000_000;
    jest.spyOn(Date, 'now').mockImplementation(() => clock);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    // This tab reloaded for stale code a moment ago: the panel shows instead of another reload.
    sessionStorage.setItem(STALE_CODE_RELOAD_KEY, String(clock));
  });
  afterEach(() => {
    jest.restoreAllMocks();
    sessionStorage.clear();
  });

  it('is loaded again by Retry once the remote is back, and the page shows', async () => {
    const user = userEvent.setup();
    const { remote, importContact, load } = contactRemote();
    await renderHost(<AppLayout />, { path: '/contact', loadRemoteModule: load });
    expect(await screen.findByText(REMOTE_UNAVAILABLE_MESSAGE)).toBeVisible();
    const triesWhileDown = importContact.mock.calls.length;

    remote.up = true;
    aMomentLater();
    await user.click(screen.getByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('heading', { name: 'Contact Us' })).toBeVisible();
    expect(importContact).toHaveBeenCalledTimes(triesWhileDown + 1);
  });

  it('is asked for once more by each Retry while the remote stays down, never in a loop', async () => {
    const user = userEvent.setup();
    const { importContact, load } = contactRemote();
    await renderHost(<AppLayout />, { path: '/contact', loadRemoteModule: load });
    expect(await screen.findByText(REMOTE_UNAVAILABLE_MESSAGE)).toBeVisible();
    const triesWhileDown = importContact.mock.calls.length;

    aMomentLater();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(REMOTE_UNAVAILABLE_MESSAGE)).toBeVisible();
    aMomentLater();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(REMOTE_UNAVAILABLE_MESSAGE)).toBeVisible();

    expect(importContact).toHaveBeenCalledTimes(triesWhileDown + 2);
  });

  it('is loaded again when the shopper comes back to the page after the remote is back', async () => {
    const user = userEvent.setup();
    const { remote, importContact, load } = contactRemote();
    await renderHost(
      <>
        <AppLayout />
        <Link to="/about">Go to About</Link>
        <Link to="/contact">Go to Contact</Link>
      </>,
      { path: '/contact', loadRemoteModule: load },
    );
    expect(await screen.findByText(REMOTE_UNAVAILABLE_MESSAGE)).toBeVisible();
    const triesWhileDown = importContact.mock.calls.length;

    await user.click(screen.getByRole('link', { name: 'Go to About' }));
    expect(await screen.findByRole('heading', { name: 'About Us' })).toBeVisible();
    remote.up = true;
    aMomentLater();
    await user.click(screen.getByRole('link', { name: 'Go to Contact' }));

    expect(await screen.findByRole('heading', { name: 'Contact Us' })).toBeVisible();
    expect(importContact).toHaveBeenCalledTimes(triesWhileDown + 1);
  });
});
