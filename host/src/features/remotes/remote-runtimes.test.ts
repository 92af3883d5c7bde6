import { createMemoryStorage, createStoreContext } from '@storefront/platform';
import { startRemoteRuntimes } from './remote-runtimes';
import type { LoadRemoteModule } from './remote-modules';
import { RemoteUnavailableError } from './remote-unavailable-error';

describe('remote runtimes at start-up', () => {
  it('starts each runtime with the page store context, and a missing remote stops no other', async () => {
    const storeContext = createStoreContext({ storage: createMemoryStorage(), storeId: 'hvac' });
    const started: string[] = [];
    const load = (async (remote: string, expose: string) => {
      if (remote === 'account') throw new Error('remote entry 404');
      return {
        startRuntime: (context: typeof storeContext) =>
          started.push(`${remote}${expose.slice(1)} in ${context.getState().store.id}`),
      };
    }) as LoadRemoteModule;
    const report = jest.spyOn(console, 'error').mockImplementation(() => {});

    await startRemoteRuntimes(storeContext, load, ['account', 'cartCheckout']);

    expect(started).toEqual(['cartCheckout/runtime in hvac']);
    expect(String(report.mock.calls[0]?.[0])).toBe(
      "[storefront] the account remote's runtime did not start",
    );
    report.mockRestore();
  });

  it('reports a runtime that could not load to /remote-failures', async () => {
    const storeContext = createStoreContext({ storage: createMemoryStorage(), storeId: 'hvac' });
    const load = (async (remote: string, expose: string) => {
      throw new RemoteUnavailableError(remote, expose, new Error('remote entry 404'));
    }) as LoadRemoteModule;
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const realFetch = globalThis.fetch;
    const fetchMock = jest.fn(async () => ({ ok: true, status: 204 }));
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    try {
      await startRemoteRuntimes(storeContext, load, ['cartCheckout']);
    } finally {
      globalThis.fetch = realFetch;
      jest.restoreAllMocks();
    }

    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/remote-failures');
    expect(JSON.parse(String(init.body))).toEqual({
      remote: 'cartCheckout',
      version: 'unknown',
      route: '/',
      kind: 'load-error',
      message: 'Remote "cartCheckout" could not load "./runtime"',
    });
  });
});
