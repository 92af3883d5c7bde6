/**
 * @jest-environment node
 */
// A page rendered again asks for the queries it needed last time before its first render pass:
// a query that needs another's answer (a product's related products) no longer costs the whole
// page one more render (issue 41, item 5). The answers are asked anew for each render.
import { storeApi } from '@storefront/platform';
import { shellPageRequest, startStandInApi } from '../testing/stand-in-api';
import { renderPage } from './render-page';

const productApi = storeApi.injectEndpoints({
  endpoints: (build) => ({
    planTestProduct: build.query<{ data: { name: string; brand: string } }, number>({
      query: (id) => `/products/${id}`,
    }),
    planTestBrand: build.query<{ data: { country: string } }, string>({
      query: (brand) => `/brands/${brand}`,
    }),
  }),
});

/** Render passes: the stand-in widget's function runs once per pass. */
const renderPass = jest.fn();

/** The brand's line needs the product's answer first: two waves of queries. */
function ProductWithBrand() {
  renderPass();
  const product = productApi.usePlanTestProductQuery(7).data?.data;
  const brand = productApi.usePlanTestBrandQuery(product?.brand ?? '', { skip: !product }).data
    ?.data;
  return (
    <p>
      {product?.name ?? 'loading'} made in {brand?.country ?? 'loading'}
    </p>
  );
}

jest.mock('./server-remotes', () => ({
  serverModuleLoader: () => (remote: string, expose: string) =>
    remote === 'catalog' && expose === './SearchBox'
      ? Promise.resolve({ default: ProductWithBrand })
      : Promise.reject(new Error('no such remote in this test')),
}));

let country = 'Sweden';
const apiRequests: string[] = [];
const apiBaseUrl = startStandInApi((request, response) => {
  apiRequests.push(request.url ?? '');
  const body = request.url?.startsWith('/store-api/products/')
    ? { data: { name: 'Ratchet', brand: 'acme' } }
    : { data: { country } };
  response.writeHead(200, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
});

const renderNope = () => renderPage(shellPageRequest(apiBaseUrl()));

describe('a page rendered again', () => {
  it('is rendered in one pass with the answers of every query it needed last time, asked anew', async () => {
    const first = await renderNope();
    expect(first.rendered && first.html).toContain('Ratchet<!-- --> made in <!-- -->Sweden');
    expect(renderPass).toHaveBeenCalledTimes(3);

    country = 'Norway';
    renderPass.mockClear();
    apiRequests.length = 0;
    const second = await renderNope();
    expect(second).toMatchObject({ rendered: true, complete: true });
    expect(second.rendered && second.html).toContain('Ratchet<!-- --> made in <!-- -->Norway');
    expect(renderPass).toHaveBeenCalledTimes(1);
    expect(apiRequests.sort()).toEqual(['/store-api/brands/acme', '/store-api/products/7']);
  });
});
