import { Component, Suspense, type ReactNode } from 'react';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, useRoutes, type RouteObject } from 'react-router-dom';
import { lazyPage, preloadMatchedPages } from './lazy-page';

function ProductPage() {
  return <h1>Cordless Drill</h1>;
}
function BrandPage() {
  return <h1>Brands</h1>;
}

function setUp() {
  const loadProduct = jest.fn(async () => ({ ProductPage }));
  const loadBrands = jest.fn(async () => ({ BrandPage }));
  const Product = lazyPage(loadProduct, 'ProductPage');
  const Brands = lazyPage(loadBrands, 'BrandPage');
  const productRoute: RouteObject = { path: 'product/:id', element: <Product /> };
  const routes: RouteObject[] = [
    {
      path: '/',
      element: <p>Layout without a chunk</p>,
      children: [productRoute, { path: 'brands', element: <Brands /> }],
    },
  ];
  return { loadProduct, loadBrands, routes, productRoute };
}

function Pages({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

/** Renders the route's page and returns at once: a page that suspends shows "Loading page". */
function renderPage(route: RouteObject) {
  render(
    <MemoryRouter initialEntries={['/product/7']}>
      <Suspense fallback={<p>Loading page</p>}>
        <Pages routes={[{ ...route, path: '/product/:id' }]} />
      </Suspense>
    </MemoryRouter>,
  );
}

describe('lazyPage', () => {
  it('shows its fallback on the first render while the chunk loads, then the page', async () => {
    const { productRoute } = setUp();
    renderPage(productRoute);
    expect(screen.getByText('Loading page')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Cordless Drill' })).toBeInTheDocument();
  });

  it('renders a preloaded page in the first pass, without its fallback', async () => {
    const { routes, productRoute } = setUp();
    await preloadMatchedPages(routes, '/product/7');
    renderPage(productRoute);
    expect(screen.getByRole('heading', { name: 'Cordless Drill' })).toBeInTheDocument();
    expect(screen.queryByText('Loading page')).not.toBeInTheDocument();
  });
});

class ShowError extends Component<{ children: ReactNode }, { error?: Error }> {
  override state: { error?: Error } = {};
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <button type="button" onClick={() => this.setState({ error: undefined })}>
        {this.state.error.message}: Retry
      </button>
    );
  }
}

describe('lazyPage whose chunk fails to load', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('shows the error, and a render a moment later (Retry) imports the chunk again', async () => {
    let clock = 1_000_000;
    const loadProduct = jest
      .fn<Promise<{ ProductPage: typeof ProductPage }>, []>()
      .mockRejectedValueOnce(new Error('Loading chunk 7 failed'))
      .mockResolvedValueOnce({ ProductPage });
    const Product = lazyPage(loadProduct, 'ProductPage', () => clock);
    await act(async () => {
      render(
        <ShowError>
          <Suspense fallback={<p>Loading page</p>}>
            <Product />
          </Suspense>
        </ShowError>,
      );
    });
    const retry = await screen.findByRole('button', { name: 'Loading chunk 7 failed: Retry' });
    expect(loadProduct).toHaveBeenCalledTimes(1);

    clock += 1500;
    await act(async () => retry.click());

    expect(await screen.findByRole('heading', { name: 'Cordless Drill' })).toBeInTheDocument();
    expect(loadProduct).toHaveBeenCalledTimes(2);
  });

  it('shows the same error to a render right after the failure, without a request', async () => {
    const clock = 1_000_000;
    const loadProduct = jest
      .fn<Promise<{ ProductPage: typeof ProductPage }>, []>()
      .mockRejectedValue(new Error('Loading chunk 7 failed'));
    const Product = lazyPage(loadProduct, 'ProductPage', () => clock);
    await act(async () => {
      render(
        <ShowError>
          <Suspense fallback={<p>Loading page</p>}>
            <Product />
          </Suspense>
        </ShowError>,
      );
    });
    const retry = await screen.findByRole('button', { name: 'Loading chunk 7 failed: Retry' });
    await act(async () => retry.click());

    expect(
      await screen.findByRole('button', { name: 'Loading chunk 7 failed: Retry' }),
    ).toBeInTheDocument();
    expect(loadProduct).toHaveBeenCalledTimes(1);
  });
});

describe('preloadMatchedPages', () => {
  it("loads only the chunks of the routes matching the address, once however often it's asked", async () => {
    const { routes, loadProduct, loadBrands } = setUp();
    await preloadMatchedPages(routes, '/product/7');
    await preloadMatchedPages(routes, '/product/8');
    expect(loadProduct).toHaveBeenCalledTimes(1);
    expect(loadBrands).not.toHaveBeenCalled();
  });

  it('needs nothing for an address no route matches', async () => {
    const { routes, loadProduct, loadBrands } = setUp();
    await preloadMatchedPages(routes, '/no-such-page/1/2');
    expect(loadProduct).not.toHaveBeenCalled();
    expect(loadBrands).not.toHaveBeenCalled();
  });

  it('rejects when a chunk fails, and asks the network again next time', async () => {
    const loadProduct = jest
      .fn<Promise<{ ProductPage: typeof ProductPage }>, []>()
      .mockRejectedValueOnce(new Error('ChunkLoadError'))
      .mockResolvedValueOnce({ ProductPage });
    const Product = lazyPage(loadProduct, 'ProductPage');
    const routes: RouteObject[] = [{ path: '/product/:id', element: <Product /> }];
    await expect(preloadMatchedPages(routes, '/product/7')).rejects.toThrow('ChunkLoadError');
    await preloadMatchedPages(routes, '/product/7');
    expect(loadProduct).toHaveBeenCalledTimes(2);
    renderPage(routes[0]!);
    expect(screen.getByRole('heading', { name: 'Cordless Drill' })).toBeInTheDocument();
  });
});
