// Issue 39, build 1: a version of a remote that throws while rendering falls back to the version
// the page names as the newest known healthy (or the one that last loaded on this browser), as a
// version that fails to load already did, instead of leaving the shopper the panel.
import type { ReactElement } from 'react';
import { screen } from '@testing-library/react';
import type { RouteObject } from 'react-router-dom';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteName } from '@storefront/contract';
import { AppLayout } from '../../app/app-layout';
import { renderHost } from '../../testing/render-host';
import { sentReports } from '../../testing/sent-reports';
import { STUB_ROUTES } from '../../testing/stub-remotes';
import { loadFederatedModule, refreshRemote, startFederation } from './federation';
import { reloadPage } from './page-reload';
import { REMOTE_BROKEN_MESSAGE, REMOTE_UNAVAILABLE_MESSAGE } from './remote-unavailable-panel';
import { STALE_CODE_RELOAD_KEY } from './stale-code-reload';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerPlugins: jest.fn(),
  registerRemotes: jest.fn(),
}));
jest.mock('./page-reload', () => ({ reloadPage: jest.fn() }));

const CONTENT_V1 = 'http://localhost:3004/versions/20261129100000-aaaaaaa/mf-manifest.json';
const CONTENT_V2 = 'http://localhost:3004/versions/20261129110000-bbbbbbb/mf-manifest.json';
const CATALOG = 'http://localhost:3001/mf-manifest.json';

function BrokenAbout(): never {
  throw new TypeError("Cannot read properties of undefined (reading 'title')");
}

/** A page whose chunk the browser refuses every time (its bytes differ from the entry's hash). */
function RefusedChunkAbout(): never {
  const error = new Error('Loading chunk 812 failed.\n(error: /versions/v2/page-about.js)');
  error.name = 'ChunkLoadError';
  throw error;
}

const aboutPage = (element: ReactElement): RouteObject[] => [{ path: '/about', element }];

/** Loads each remote from the URL it was last registered with, as the real runtime does. */
function fakeRuntime(contentVersions: Record<string, RouteObject[]>) {
  const entries = new Map<string, string>();
  jest.mocked(registerRemotes).mockImplementation((remotes) => {
    for (const { name, entry } of remotes as { name: string; entry: string }[]) {
      entries.set(name, entry);
    }
  });
  jest.mocked(loadRemote).mockImplementation(async (id: string) => {
    const [remote, expose] = id.split('/') as [RemoteName, string];
    if (remote !== 'content') {
      return expose === 'routes'
        ? { default: STUB_ROUTES[remote] }
        : { SearchBox: () => <input aria-label="Search products" /> };
    }
    const routes = contentVersions[entries.get('content') ?? ''];
    if (!routes) throw new TypeError('Failed to fetch');
    return { default: routes };
  });
}

const showAbout = () =>
  renderHost(<AppLayout />, {
    path: '/about',
    loadRemoteModule: loadFederatedModule,
    refreshRemote,
  });

describe('a remote version that throws while rendering', () => {
  const realFetch = globalThis.fetch;
  let fetchMock: jest.Mock;
  beforeEach(() => {
    jest.clearAllMocks();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    fetchMock = jest.fn(async () => ({ ok: true, status: 204 }));
    globalThis.fetch = fetchMock;
  });
  afterEach(() => {
    jest.restoreAllMocks();
    globalThis.fetch = realFetch;
    delete window.__STOREFRONT_REMOTE_FALLBACKS__;
    localStorage.clear();
    sessionStorage.clear();
  });

  it('shows the fallback version the page names instead of the panel, and reports the failed one', async () => {
    fakeRuntime({
      [CONTENT_V2]: aboutPage(<BrokenAbout />),
      [CONTENT_V1]: aboutPage(<h1>About Us, version 1</h1>),
    });
    startFederation({ catalog: CATALOG, content: CONTENT_V2 });
    window.__STOREFRONT_REMOTE_FALLBACKS__ = { content: CONTENT_V1 };

    await showAbout();

    expect(await screen.findByRole('heading', { name: 'About Us, version 1' })).toBeVisible();
    expect(screen.queryByText(REMOTE_UNAVAILABLE_MESSAGE)).not.toBeInTheDocument();
    expect(registerRemotes).toHaveBeenLastCalledWith([{ name: 'content', entry: CONTENT_V1 }], {
      force: true,
    });
    expect(sentReports(fetchMock)).toEqual([
      expect.objectContaining({ remote: 'content', route: '/about', kind: 'render-error' }),
    ]);
    // The version that threw is not the one this browser falls back to next time.
    expect(localStorage.getItem('storefront:last-good-remote:content')).toBe(CONTENT_V1);
  });

  it('shows the fallback version when a page chunk is still refused after the one reload (decision 0986)', async () => {
    fakeRuntime({
      [CONTENT_V2]: aboutPage(<RefusedChunkAbout />),
      [CONTENT_V1]: aboutPage(<h1>About Us, version 1</h1>),
    });
    startFederation({ catalog: CATALOG, content: CONTENT_V2 });
    window.__STOREFRONT_REMOTE_FALLBACKS__ = { content: CONTENT_V1 };
    // This tab reloaded for it a moment ago: no second reload.
    sessionStorage.setItem(STALE_CODE_RELOAD_KEY, String(Date.now()));

    await showAbout();

    expect(await screen.findByRole('heading', { name: 'About Us, version 1' })).toBeVisible();
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it('shows the panel, not a loop, when the fallback throws too', async () => {
    localStorage.setItem('storefront:last-good-remote:content', CONTENT_V2);
    fakeRuntime({
      [CONTENT_V2]: aboutPage(<BrokenAbout />),
      [CONTENT_V1]: aboutPage(<BrokenAbout />),
    });
    startFederation({ catalog: CATALOG, content: CONTENT_V2 });
    window.__STOREFRONT_REMOTE_FALLBACKS__ = { content: CONTENT_V1 };

    await showAbout();

    expect(await screen.findByText(REMOTE_BROKEN_MESSAGE)).toBeInTheDocument();
    expect(jest.mocked(registerRemotes).mock.calls.map(([remotes]) => remotes)).toEqual([
      [
        { name: 'catalog', entry: CATALOG },
        { name: 'content', entry: CONTENT_V2 },
      ],
      [{ name: 'content', entry: CONTENT_V1 }],
    ]);
  });
});
