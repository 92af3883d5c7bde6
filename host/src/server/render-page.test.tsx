/**
 * @jest-environment node
 */
// The server render's status: no remote is reachable here, so only what the shell knows alone
// (its route table and its 404 page) is rendered; the catalogue's missing records are the browser
// scenarios' (e2e/scenarios/server-render.test.ts).
import { renderPage } from './render-page';

/** The modules the render asked the federation's Node runtime for, as "remote expose". */
const mockAskedFor: string[] = [];

// The federation's Node runtime is the build's: here every remote is down.
jest.mock('./server-remotes', () => ({
  serverModuleLoader: () => (remote: string, expose: string) => {
    mockAskedFor.push(`${remote} ${expose}`);
    return Promise.reject(new Error('no remote in this test'));
  },
}));

const request = (url: string) => ({
  url,
  hostname: 'localhost',
  env: { apiBaseUrl: 'http://127.0.0.1:9' },
  serverEntries: {},
  nonce: 'n0nce',
  deadlineMs: 300,
});

describe('the server render of a page that does not exist', () => {
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it("answers 404 with '404: Page Not Found' for a path no remote owns", async () => {
    const page = await renderPage(request('/nope?from=mail'));
    expect(page).toMatchObject({ rendered: true, status: 404 });
    if (!page.rendered) return;
    expect(page.html).toContain('<h1>404: Page Not Found</h1>');
    expect(page.head?.title).toBe('404: Page Not Found');
  });

  it.each(['/product/abc', '/product/0', '/brands/1.5', '/categories/zzz'])(
    'answers 404 for %s, whose id names no record',
    async (url) => {
      expect(await renderPage(request(url))).toMatchObject({ rendered: true, status: 404 });
    },
  );

  it('answers 200 for a product page with a valid id', async () => {
    expect(await renderPage(request('/product/1'))).toMatchObject({ rendered: true, status: 200 });
  });
});

describe('the server render of a product page', () => {
  beforeEach(() => {
    mockAskedFor.length = 0;
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it("loads the cart's add-to-cart widget with the catalogue's page, so its button is in the HTML", async () => {
    await renderPage(request('/product/1'));
    expect(mockAskedFor).toEqual(
      expect.arrayContaining([
        'catalog ./routes',
        'cartCheckout ./AddToCart',
        'catalog ./SearchBox',
      ]),
    );
  });

  it("does not load the cart's widget for a page without one", async () => {
    await renderPage(request('/nope'));
    expect(mockAskedFor).toEqual(['catalog ./SearchBox']);
  });
});

describe('the server render of the cart and the checkout', () => {
  beforeEach(() => {
    mockAskedFor.length = 0;
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it.each(['/cart', '/checkout/customer'])(
    "renders %s with the cart's pages, though its lines live in the browser",
    async (url) => {
      expect(await renderPage(request(url))).toMatchObject({ rendered: true, status: 200 });
      expect(mockAskedFor).toContain('cartCheckout ./routes');
    },
  );

  it.each(['/profile', '/orders'])(
    'leaves %s, which needs a sign-in, to the browser',
    async (url) => {
      expect(await renderPage(request(url))).toEqual({
        rendered: false,
        reason: 'not a server-rendered page',
      });
      expect(mockAskedFor).toEqual([]);
    },
  );
});
