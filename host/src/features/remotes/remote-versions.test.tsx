// What a shopper sees when a version of a remote fails: the fallback version instead of the panel
// when the page has one, and after a deploy deleted the chunks of the code on the page, the new
// version (or one page reload, never a loop of them).
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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
import { REMOTE_UNAVAILABLE_MESSAGE } from './remote-unavailable-panel';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerPlugins: jest.fn(),
  registerRemotes: jest.fn(),
}));
jest.mock('./page-reload', () => ({ reloadPage: jest.fn() }));

const CONTENT_V1 = 'http://localhost:3004/versions/20261124-v1/mf-manifest.json';
const CONTENT_V2 = 'http://localhost:3004/versions/20261124-v2/mf-manifest.json';

function StaleChunk(): never {
  // What React.lazy throws for a chunk an old deploy had and the new one deleted.
  const error = new Error('Loading chunk 512 failed. (missing: http://localhost:3004/512.js)');
  error.name = 'ChunkLoadError';
  throw error;
}

const aboutPage = (heading: string): RouteObject[] => [
  { path: '/about', element: <h1>{heading}</h1> },
];
const staleAboutPage: RouteObject[] = [{ path: '/about', element: <StaleChunk /> }];

function answerRemotesMap(fetchMock: jest.Mock, contentUrl: string) {
  fetchMock.mockImplementation(async (url: string) =>
    url === '/remotes.json'
      ? {
          ok: true,
          status: 200,
          json: async () => ({ catalog: CATALOG_ENTRY, content: contentUrl }),
        }
      : { ok: true, status: 204 },
  );
}

const remotesMapReads = (fetchMock: jest.Mock) =>
  fetchMock.mock.calls.filter(([url]) => url === '/remotes.json').length;

describe('versions of a remote', () => {
  const fetchMock = useStubbedFetch();

  describe('failing to load', () => {
    it('shows the fallback version the page names instead of the panel, reports the failed one, and remembers the good one', async () => {
      fakeRuntime({ [CONTENT_V2]: 'down', [CONTENT_V1]: aboutPage('About Us, version 1') });
      startFederation({ catalog: CATALOG_ENTRY, content: CONTENT_V2 });
      window.__STOREFRONT_REMOTE_FALLBACKS__ = { content: CONTENT_V1 };

      await showAbout();

      expect(await screen.findByRole('heading', { name: 'About Us, version 1' })).toBeVisible();
      expect(screen.queryByText(REMOTE_UNAVAILABLE_MESSAGE)).not.toBeInTheDocument();
      expect(registerRemotes).toHaveBeenLastCalledWith([{ name: 'content', entry: CONTENT_V1 }], {
        force: true,
      });
      expect(sentReports(fetchMock)).toEqual([
        {
          remote: 'content',
          version: 'unknown',
          route: '/',
          kind: 'load-error',
          message: 'Remote "content" could not load "./routes"',
        },
      ]);
      expect(localStorage.getItem('storefront:last-good-remote:content')).toBe(CONTENT_V1);
      expect(localStorage.getItem('storefront:last-good-remote:catalog')).toBe(CATALOG_ENTRY);
    });

    it('falls back to the version that last loaded on this browser when the page names none', async () => {
      localStorage.setItem('storefront:last-good-remote:content', CONTENT_V1);
      fakeRuntime({ [CONTENT_V2]: 'down', [CONTENT_V1]: aboutPage('About Us, version 1') });
      startFederation({ catalog: CATALOG_ENTRY, content: CONTENT_V2 });

      await showAbout();

      expect(await screen.findByRole('heading', { name: 'About Us, version 1' })).toBeVisible();
    });

    it('shows the panel within 10 s of a hung remote without a fallback, as before', async () => {
      jest.useFakeTimers();
      localStorage.setItem('storefront:last-good-remote:content', CONTENT_V2);
      fakeRuntime({ [CONTENT_V2]: 'hangs' });
      startFederation({ catalog: CATALOG_ENTRY, content: CONTENT_V2 });

      await showAbout();
      await act(async () => {
        jest.advanceTimersByTime(10_000);
      });

      expect(screen.getByText(REMOTE_UNAVAILABLE_MESSAGE)).toBeInTheDocument();
      expect(registerRemotes).toHaveBeenCalledTimes(1);
    });

    it('shows the panel within 10 s of a hung remote even when the page names a fallback', async () => {
      jest.useFakeTimers();
      fakeRuntime({ [CONTENT_V2]: 'hangs', [CONTENT_V1]: aboutPage('About Us, version 1') });
      startFederation({ catalog: CATALOG_ENTRY, content: CONTENT_V2 });
      window.__STOREFRONT_REMOTE_FALLBACKS__ = { content: CONTENT_V1 };

      await showAbout();
      await act(async () => {
        jest.advanceTimersByTime(10_000);
      });

      expect(screen.getByText(REMOTE_UNAVAILABLE_MESSAGE)).toBeInTheDocument();
      expect(sentReports(fetchMock)).toEqual([
        expect.objectContaining({ remote: 'content', kind: 'timeout' }),
      ]);
    });
  });

  describe('whose code on the page is stale (ChunkLoadError)', () => {
    it('re-reads the remotes map and renders the version it names now', async () => {
      fakeRuntime({ [CONTENT_V1]: staleAboutPage, [CONTENT_V2]: aboutPage('About Us, version 2') });
      startFederation({ catalog: CATALOG_ENTRY, content: CONTENT_V1 });
      answerRemotesMap(fetchMock, CONTENT_V2);

      await showAbout();

      expect(await screen.findByRole('heading', { name: 'About Us, version 2' })).toBeVisible();
      expect(remotesMapReads(fetchMock)).toBe(1);
      expect(registerRemotes).toHaveBeenLastCalledWith([{ name: 'content', entry: CONTENT_V2 }], {
        force: true,
      });
      expect(reloadPage).not.toHaveBeenCalled();
    });

    it('reloads the page once when that fails too, then shows the panel instead of reloading again, and Retry tries again', async () => {
      const user = userEvent.setup();
      fakeRuntime({ [CONTENT_V1]: staleAboutPage, [CONTENT_V2]: aboutPage('About Us, version 2') });
      startFederation({ catalog: CATALOG_ENTRY, content: CONTENT_V1 });
      answerRemotesMap(fetchMock, CONTENT_V1);

      const firstPage = await showAbout();
      await act(async () => undefined);
      expect(remotesMapReads(fetchMock)).toBe(1);
      expect(reloadPage).toHaveBeenCalledTimes(1);
      expect(screen.queryByText(REMOTE_UNAVAILABLE_MESSAGE)).not.toBeInTheDocument();

      // The reloaded page still gets the stale version: no second reload, the panel.
      firstPage.unmount();
      startFederation({ catalog: CATALOG_ENTRY, content: CONTENT_V1 });
      await showAbout();
      expect(await screen.findByText(REMOTE_UNAVAILABLE_MESSAGE)).toBeInTheDocument();
      expect(reloadPage).toHaveBeenCalledTimes(1);
      expect(remotesMapReads(fetchMock)).toBe(2);

      // Meanwhile the operator deployed a fixed version.
      answerRemotesMap(fetchMock, CONTENT_V2);
      await user.click(screen.getByRole('button', { name: 'Retry' }));
      expect(await screen.findByRole('heading', { name: 'About Us, version 2' })).toBeVisible();
      expect(reloadPage).toHaveBeenCalledTimes(1);
    });

    it('reloads again after a minute: a later deploy is a new stale page', async () => {
      sessionStorage.setItem('storefront:stale-code-reload-at', String(Date.now() - 61_000));
      fakeRuntime({ [CONTENT_V1]: staleAboutPage });
      startFederation({ catalog: CATALOG_ENTRY, content: CONTENT_V1 });
      answerRemotesMap(fetchMock, CONTENT_V1);

      await showAbout();
      await act(async () => undefined);

      expect(reloadPage).toHaveBeenCalledTimes(1);
    });
  });
});
