/**
 * @jest-environment node
 */
// The server render's API requests: they carry the host server's key (the store API counts them
// against the host server's own allowance, not its shoppers'), and a page whose query the API
// refused (429 when the allowance ran out: no product, an empty list) is never given to the next
// shoppers from the cache (issue 39, item 8).
import { storeApi } from '@storefront/platform';
import { shellPageRequest, startStandInApi } from '../testing/stand-in-api';
import { renderPage } from './render-page';

/** What the stand-in API was asked, with the key header it got. */
const mockRequests: { url: string; key: string | undefined }[] = [];

const brandsApi = storeApi.injectEndpoints({
  endpoints: (build) => ({
    listBrandNames: build.query<{ data: { name: string }[] }, void>({
      query: () => ({ url: '/brands', params: { limit: 3 } }),
    }),
  }),
});

/** The shell's search box stands in for a remote widget that shows the API's answer. */
function BrandNames() {
  const { data } = brandsApi.useListBrandNamesQuery();
  return <p>brands: {data?.data.map((brand) => brand.name).join(', ') ?? 'none'}</p>;
}

jest.mock('./server-remotes', () => ({
  serverModuleLoader: () => (remote: string, expose: string) =>
    remote === 'catalog' && expose === './SearchBox'
      ? Promise.resolve({ default: BrandNames })
      : Promise.reject(new Error('no such remote in this test')),
}));

let answer: { status: number; body: unknown } = { status: 200, body: { data: [] } };
const apiBaseUrl = startStandInApi((request, response) => {
  const key = request.headers['x-server-render-key'];
  mockRequests.push({ url: request.url ?? '', key: typeof key === 'string' ? key : undefined });
  response.writeHead(answer.status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(answer.body));
});
beforeEach(() => {
  mockRequests.length = 0;
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

const request = (apiHeaders?: Record<string, string>) => ({
  ...shellPageRequest(apiBaseUrl()),
  ...(apiHeaders && { apiHeaders }),
});

describe("the server render's API requests", () => {
  it("carry the host server's key to the API", async () => {
    answer = { status: 200, body: { data: [{ name: 'Acme' }] } };
    const page = await renderPage(
      request({ 'x-server-render-key': 'render-key-0123456789abcdef' }),
    );
    expect(page).toMatchObject({ rendered: true, complete: true });
    expect(page.rendered && page.html).toContain('brands: <!-- -->Acme');
    expect(mockRequests).toEqual([
      { url: '/store-api/brands?limit=3', key: 'render-key-0123456789abcdef' },
    ]);
  });

  it('leave a page whose query the API refused out of the cache (complete: false)', async () => {
    answer = { status: 429, body: { error: 'Too many requests, please try again later.' } };
    const page = await renderPage(request());
    expect(page).toMatchObject({ rendered: true, complete: false });
    // Asked again by the next render pass; without a key configured, none is sent.
    expect(mockRequests.length).toBeGreaterThan(0);
    expect(mockRequests).toContainEqual({ url: '/store-api/brands?limit=3', key: undefined });
    expect(mockRequests.filter((request) => request.key !== undefined)).toEqual([]);
  });
});
