// The federation runtime stubbed per version of the content remote, for the tests of what a shopper
// sees when a version fails (to load, to render, or with stale code): each remote loads from the
// URL it was last registered with, as the real runtime does after `registerRemotes(..., { force:
// true })`, and the other remotes are the stubs. The test file itself must
// `jest.mock('@module-federation/enhanced/runtime')` with `loadRemote` and `registerRemotes` mocks.
import type { RouteObject } from 'react-router-dom';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteName } from '@storefront/contract';
import { AppLayout } from '../app/app-layout';
import { loadFederatedModule, refreshRemote } from '../features/remotes/federation';
import { renderHost } from './render-host';
import { STUB_ROUTES } from './stub-remotes';

export const CATALOG_ENTRY = 'http://localhost:3001/mf-manifest.json';

/** What a content version's manifest URL gives: its routes, or a remote that is down or hangs. */
export type ContentVersion = RouteObject[] | 'down' | 'hangs';

/** Serves these content versions by manifest URL; a URL not listed is down. */
export function fakeRuntime(contentVersions: Record<string, ContentVersion>) {
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
    const version = contentVersions[entries.get('content') ?? ''] ?? 'down';
    if (version === 'hangs') return new Promise(() => undefined);
    if (version === 'down') throw new TypeError('Failed to fetch');
    return { default: version };
  });
}

/** The shell on /about, loading its remotes through the (stubbed) federation runtime. */
export const showAbout = () =>
  renderHost(<AppLayout />, {
    path: '/about',
    loadRemoteModule: loadFederatedModule,
    refreshRemote,
  });

/**
 * For each test of the describe block it is called in: a fetch that answers 204 (the failure
 * reports), quiet console errors and warnings, and afterwards the page's fallbacks, both storages
 * and the timers as they were. Answers that fetch's mock, to read the reports or answer more.
 */
export function useStubbedFetch(): jest.Mock {
  const realFetch = globalThis.fetch;
  const fetchMock = jest.fn();
  beforeEach(() => {
    jest.clearAllMocks();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    fetchMock.mockReset().mockImplementation(async () => ({ ok: true, status: 204 }));
    globalThis.fetch = fetchMock;
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
    globalThis.fetch = realFetch;
    delete window.__STOREFRONT_REMOTE_FALLBACKS__;
    localStorage.clear();
    sessionStorage.clear();
  });
  return fetchMock;
}
