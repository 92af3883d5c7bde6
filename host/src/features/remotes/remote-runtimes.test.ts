import { waitFor } from '@testing-library/react';
import type { User } from '@storefront/contract';
import {
  createMemoryStorage,
  createStoreContext,
  emit,
  loggedIn,
  on,
  type StoreContext,
} from '@storefront/platform';
import { createRuntimeStarter, startRemoteRuntimes } from './remote-runtimes';
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

describe('which runtimes a page starts (DESIGN §4: ownership must not cost first-load bytes)', () => {
  const CART = JSON.stringify([{ productId: 12, quantity: 2 }]);
  const SAVED_FURNACE = {
    modelId: 3,
    brand: 'AeroZone',
    modelNumber: 'AE-GF367',
    name: 'Gas furnace',
    kind: 'furnace',
  };
  // Each test's starters stop listening to the page's bus and storage after it.
  const starters: Array<{ stop: () => void }> = [];
  afterEach(() => {
    for (const starter of starters.splice(0)) starter.stop();
  });

  function setUp(
    stored: Record<string, string> = {},
    startRuntime: (remote: string, storeContext: StoreContext) => void = () => undefined,
  ) {
    const storeContext = createStoreContext({
      storage: createMemoryStorage(stored),
      storeId: 'hvac',
    });
    const loads: string[] = [];
    const load = (async (remote: string, expose: string) => {
      loads.push(`${remote} ${expose}`);
      return {
        startRuntime: (context: StoreContext) => startRuntime(remote, context),
        SearchBox: () => null,
        default: [],
      };
    }) as LoadRemoteModule;
    const runtimes = createRuntimeStarter(storeContext, load);
    starters.push(runtimes);
    const runtimesLoaded = () =>
      loads
        .filter((request) => request.endsWith('./runtime'))
        .map((request) => request.split(' ')[0]);
    return { storeContext, runtimes, runtimesLoaded };
  }

  it("leaves the cart's and account's runtimes out for a first visit to the home page", async () => {
    const { runtimes, runtimesLoaded } = setUp();
    await runtimes.startForPage('/');
    expect(runtimesLoaded()).toEqual(['catalog']);
  });

  it("starts account's runtime at once for a stored sign-in or a guest's saved equipment of this store", async () => {
    const signedIn = setUp({ hvac_authToken: 'token-1' });
    await signedIn.runtimes.startForPage('/');
    expect(signedIn.runtimesLoaded()).toContain('account');

    const equipment = setUp({ 'equipment:hvac': JSON.stringify([SAVED_FURNACE]) });
    await equipment.runtimes.startForPage('/product/12');
    expect(equipment.runtimesLoaded()).toContain('account');

    const otherStore = setUp({ 'equipment:parts': JSON.stringify([SAVED_FURNACE]) });
    await otherStore.runtimes.startForPage('/product/12');
    expect(otherStore.runtimesLoaded()).toEqual(['catalog']);
  });

  it("starts account's runtime on its pages and with its modules, once", async () => {
    const onSignIn = setUp();
    await onSignIn.runtimes.startForPage('/login');
    expect(onSignIn.runtimesLoaded()).toContain('account');

    const widget = setUp();
    await widget.runtimes.startForPage('/');
    await widget.runtimes.load('account', './routes');
    await widget.runtimes.load('account', './routes');
    expect(widget.runtimesLoaded()).toEqual(['catalog', 'account']);
  });

  it('hands account a command sent before its runtime ran (Save this model), once, and later ones straight', async () => {
    const heard: unknown[] = [];
    const { runtimes, runtimesLoaded } = setUp({}, (remote) => {
      if (remote === 'account') on('equipment:save-requested', (payload) => heard.push(payload));
    });
    await runtimes.startForPage('/models/3');
    expect(runtimesLoaded()).toEqual(['catalog']);

    emit('equipment:save-requested', { equipment: SAVED_FURNACE });
    await waitFor(() => expect(heard).toHaveLength(1));
    expect(runtimesLoaded()).toEqual(['catalog', 'account']);
    expect(heard[0]).toEqual({ v: 1, equipment: SAVED_FURNACE });

    emit('equipment:remove-requested', { modelId: 3 });
    emit('equipment:save-requested', { equipment: { ...SAVED_FURNACE, modelId: 4 } });
    expect(heard).toHaveLength(2);
  });

  it('starts the cart at once for a shopper with a saved cart, or a stored sign-in', async () => {
    const withCart = setUp({ cart: CART });
    await withCart.runtimes.startForPage('/');
    expect(withCart.runtimesLoaded()).toContain('cartCheckout');

    const signedIn = setUp({ hvac_authToken: 'token-1' });
    await signedIn.runtimes.startForPage('/');
    expect(signedIn.runtimesLoaded()).toContain('cartCheckout');
  });

  it("starts the cart on a cart page, with any module of the cart's, on sign-in and when another tab fills the cart, once", async () => {
    const onCartPage = setUp();
    await onCartPage.runtimes.startForPage('/checkout/customer');
    expect(onCartPage.runtimesLoaded()).toContain('cartCheckout');

    const addToCart = setUp();
    await addToCart.runtimes.startForPage('/product/12');
    await addToCart.runtimes.load('cartCheckout', './AddToCart');
    await addToCart.runtimes.load('cartCheckout', './routes');
    expect(addToCart.runtimesLoaded()).toEqual(['catalog', 'cartCheckout']);

    const signIn = setUp();
    await signIn.runtimes.startForPage('/');
    signIn.storeContext.dispatch(
      loggedIn({ token: 'token-2', user: { id: 1 } as unknown as User }),
    );
    await Promise.resolve();
    expect(signIn.runtimesLoaded()).toContain('cartCheckout');

    const otherTab = setUp();
    await otherTab.runtimes.startForPage('/');
    window.dispatchEvent(new StorageEvent('storage', { key: 'cart', newValue: CART }));
    await Promise.resolve();
    expect(otherTab.runtimesLoaded()).toContain('cartCheckout');
  });

  it('starts no runtime for a module loaded before the page is ready (a server-rendered page hydrating)', async () => {
    const { runtimes, runtimesLoaded } = setUp();
    await runtimes.load('cartCheckout', './AddToCart');
    expect(runtimesLoaded()).toEqual([]);
    await runtimes.startForPage('/product/12');
    expect(runtimesLoaded()).toEqual(['cartCheckout', 'catalog']);
  });
});
