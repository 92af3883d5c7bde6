// A server-rendered page whose remote hangs in the browser (its server stopped answering after the
// page was rendered): the shell hydrates at once, the remote's part keeps the server's markup and
// becomes interactive when its code arrives, and a remote that never arrives leaves that markup in
// place with a notice and Retry, never a hydration error that swaps it for the panel.
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Outlet, type RouteObject } from 'react-router-dom';
import type { RemoteName } from '@storefront/contract';
import { RemoteRoot, lazyPage } from '@storefront/platform';
import { makeHostStoreContext } from '../testing/render-host';
import { STUB_ROUTES } from '../testing/stub-remotes';
import { createRemoteModules, type LoadRemoteModule } from '../features/remotes/remote-modules';
import { RemoteUnavailableError } from '../features/remotes/remote-unavailable-error';
import {
  REMOTE_STATIC_MESSAGE,
  REMOTE_UNAVAILABLE_MESSAGE,
} from '../features/remotes/remote-unavailable-panel';
import { App } from './app';
import { loadServerRenderedModules } from './start-host';

function OpeningHours() {
  const [shown, setShown] = useState(false);
  return (
    <>
      <h1>About Us</h1>
      <button type="button" onClick={() => setShown(true)}>
        Opening hours
      </button>
      {shown && <p>Open 8 to 5</p>}
    </>
  );
}

const contentRoutes: RouteObject[] = [
  {
    element: (
      <div data-remote="content">
        <Outlet />
      </div>
    ),
    children: [{ path: '/about', element: <OpeningHours /> }],
  },
];

const moduleOf = (remote: RemoteName, expose: string) =>
  expose === './routes'
    ? { default: remote === 'content' ? contentRoutes : STUB_ROUTES[remote] }
    : { SearchBox: () => <input aria-label="Search products" /> };

const SERVER_RENDERED: Array<readonly [RemoteName, string]> = [
  ['content', './routes'],
  ['catalog', './SearchBox'],
];

/** The browser's loader: the content remote answers when the test says, or fails. */
function contentRemote() {
  let answer!: (up: boolean) => void;
  let answered = new Promise<boolean>((resolve) => (answer = resolve));
  const load = jest.fn(async (remote: RemoteName, expose: string) => {
    if (remote === 'content' && !(await answered)) {
      answered = Promise.resolve(true); // comes back for the next try
      throw new RemoteUnavailableError(remote, expose, new Error('timed out'));
    }
    return moduleOf(remote, expose);
  }) as unknown as LoadRemoteModule;
  return { load, answer: (up: boolean) => answer(up) };
}

async function serverHtml(
  serverLoad: LoadRemoteModule = async (remote, expose) => moduleOf(remote, expose) as never,
): Promise<string> {
  const modules = createRemoteModules(serverLoad);
  await Promise.all(SERVER_RENDERED.map(([remote, expose]) => modules.get(remote, expose)));
  return renderToString(
    <App
      storeContext={makeHostStoreContext()}
      loadRemoteModule={modules.get}
      preloadedModules={modules}
      serverLocation="/about"
    />,
  );
}

describe('hydrating a server-rendered page whose remote is late', () => {
  let root: Root | undefined;
  let recoverableErrors: unknown[];
  beforeEach(() => {
    recoverableErrors = [];
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    window.history.replaceState(null, '', '/about');
  });
  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
    document.body.innerHTML = '';
    jest.restoreAllMocks();
  });

  async function hydrate(load: LoadRemoteModule, serverLoad?: LoadRemoteModule) {
    const container = document.createElement('div');
    container.innerHTML = await serverHtml(serverLoad);
    document.body.append(container);
    const modules = createRemoteModules(load);
    await act(async () => {
      await loadServerRenderedModules(modules, SERVER_RENDERED, '/about', 50);
      root = hydrateRoot(
        container,
        <App
          storeContext={makeHostStoreContext()}
          loadRemoteModule={load}
          preloadedModules={modules}
        />,
        { onRecoverableError: (error) => recoverableErrors.push(error) },
      );
    });
  }

  it('hydrates the shell at once and the remote part when its code arrives, keeping the markup', async () => {
    const user = userEvent.setup();
    const { load, answer } = contentRemote();
    await hydrate(load);

    expect(screen.getByRole('heading', { name: 'About Us' })).toBeVisible();
    await user.click(screen.getByRole('link', { name: 'Skip to main content' }));
    expect(document.activeElement).toBe(screen.getByRole('main'));

    await act(async () => answer(true));
    await user.click(screen.getByRole('button', { name: 'Opening hours' }));

    expect(screen.getByText('Open 8 to 5')).toBeVisible();
    expect(screen.queryByText(REMOTE_UNAVAILABLE_MESSAGE)).not.toBeInTheDocument();
    expect(recoverableErrors).toEqual([]);
  });

  it('keeps the markup with a notice when the code never arrives, and Retry makes it interactive', async () => {
    const user = userEvent.setup();
    const { load, answer } = contentRemote();
    await hydrate(load);

    await act(async () => answer(false));

    expect(screen.getByRole('heading', { name: 'About Us' })).toBeVisible();
    expect(screen.getByText(REMOTE_STATIC_MESSAGE)).toBeVisible();
    expect(screen.queryByText(REMOTE_UNAVAILABLE_MESSAGE)).not.toBeInTheDocument();
    expect(recoverableErrors).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await user.click(screen.getByRole('button', { name: 'Opening hours' }));

    expect(screen.getByText('Open 8 to 5')).toBeVisible();
    expect(screen.queryByText(REMOTE_STATIC_MESSAGE)).not.toBeInTheDocument();
    expect(recoverableErrors).toEqual([]);
  });
  it("keeps the server's markup of a page whose chunk comes late, even as the shell settles", async () => {
    const user = userEvent.setup();
    /** The content remote's routes with its page in a chunk of its own (`lazyPage`). */
    const routesWithPageChunk = (loadChunk: () => Promise<void>) => {
      const AboutPage = lazyPage(async () => {
        await loadChunk();
        return { OpeningHours };
      }, 'OpeningHours');
      const routes: RouteObject[] = [
        {
          element: <RemoteRoot name="content" />,
          children: [{ path: '/about', element: <AboutPage /> }],
        },
      ];
      return { routes, AboutPage };
    };
    const loaderWith =
      (routes: RouteObject[]): LoadRemoteModule =>
      async <T,>(remote: RemoteName, expose: string) =>
        (remote === 'content' && expose === './routes'
          ? { default: routes }
          : moduleOf(remote, expose)) as T;
    const onServer = routesWithPageChunk(async () => undefined);
    await onServer.AboutPage.preload();
    let chunkArrives!: () => void;
    const chunk = new Promise<void>((resolve) => (chunkArrives = resolve));
    const inBrowser = routesWithPageChunk(() => chunk);

    await hydrate(loaderWith(inBrowser.routes), loaderWith(onServer.routes));
    // Effects after hydration (the shell's own settling) must not reach the waiting page.
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));

    const placeholders = document.querySelectorAll('[data-remote="content"] [aria-busy="true"]');
    expect(placeholders).toHaveLength(0);
    expect(screen.getByRole('heading', { name: 'About Us' })).toBeVisible();

    await act(async () => chunkArrives());
    await user.click(screen.getByRole('button', { name: 'Opening hours' }));
    expect(screen.getByText('Open 8 to 5')).toBeVisible();
    expect(recoverableErrors).toEqual([]);
  });
});
