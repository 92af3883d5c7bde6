// Issue 39, build 1: a version of a remote that throws while rendering falls back to the version
// the page names as the newest known healthy (or the one that last loaded on this browser), as a
// version that fails to load already did, instead of leaving the shopper the panel.
import type { ReactElement } from 'react';
import { screen } from '@testing-library/react';
import type { RouteObject } from 'react-router-dom';
import { registerRemotes } from '@module-federation/enhanced/runtime';
import {
  CATALOG_ENTRY,
  fakeRuntime,
  showAbout,
  useStubbedFetch,
} from '../../testing/federated-content';
import { sentReports } from '../../testing/sent-reports';
import { startFederation } from './federation';
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

describe('a remote version that throws while rendering', () => {
  const fetchMock = useStubbedFetch();

  it('shows the fallback version the page names instead of the panel, and reports the failed one', async () => {
    fakeRuntime({
      [CONTENT_V2]: aboutPage(<BrokenAbout />),
      [CONTENT_V1]: aboutPage(<h1>About Us, version 1</h1>),
    });
    startFederation({ catalog: CATALOG_ENTRY, content: CONTENT_V2 });
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
    startFederation({ catalog: CATALOG_ENTRY, content: CONTENT_V2 });
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
    startFederation({ catalog: CATALOG_ENTRY, content: CONTENT_V2 });
    window.__STOREFRONT_REMOTE_FALLBACKS__ = { content: CONTENT_V1 };

    await showAbout();

    expect(await screen.findByText(REMOTE_BROKEN_MESSAGE)).toBeInTheDocument();
    expect(jest.mocked(registerRemotes).mock.calls.map(([remotes]) => remotes)).toEqual([
      [
        { name: 'catalog', entry: CATALOG_ENTRY },
        { name: 'content', entry: CONTENT_V2 },
      ],
      [{ name: 'content', entry: CONTENT_V1 }],
    ]);
  });
});
