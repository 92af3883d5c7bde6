// The product page in mock mode (CATALOG_SOURCE=mock): SPEC §8's mock-mode messages. (Add to Cart
// is the cart's widget; its stock check is answered by the mock catalogue, mock-catalog.test.ts.)
import { screen } from '@testing-library/react';
import type { StoreId } from '@storefront/contract';
import { RemoteWidgetRendererProvider, type RemoteWidgetRequest } from '@storefront/platform';
import {
  createFakeSampleApi,
  sampleItem,
  type SampleItem,
} from '../../../lib/testing/fake-sample-api';
import { renderCatalog } from '../../../lib/testing/render-catalog';
import { ProductDetailPage } from './product-detail-page';

const backpack = sampleItem({
  id: 1,
  title: 'Foldsack No. 1 Backpack ',
  price: 109.95,
  category: "men's clothing",
  rating: { rate: 3.9, count: 120 },
});
const hardDrive = sampleItem({ id: 9, title: 'Portable Hard Drive', category: 'electronics' });

function renderMockProduct(
  url: string,
  options: { items?: SampleItem[]; down?: boolean; storeId?: StoreId } = {},
) {
  const sampleApi = createFakeSampleApi(options.items ?? [backpack, hardDrive], options);
  const view = renderCatalog(<ProductDetailPage />, {
    path: '/product/:id',
    url,
    storeId: options.storeId,
    sampleApi,
  });
  return { ...view, sampleApi };
}

async function panelTitle(): Promise<string> {
  return (await screen.findByRole('heading', { level: 1 })).textContent ?? '';
}

describe('ProductDetailPage in mock mode', () => {
  it('shows a sample API product with its price and the one mock brand', async () => {
    renderMockProduct('/product/1');
    expect(await panelTitle()).toBe('Foldsack No. 1 Backpack');
    expect(screen.getByText('$109.95')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sample Products' })).toHaveAttribute(
      'href',
      '/brands/1',
    );
  });

  it("offers the cart's Add to Cart but not account's Add to Job List (the lists' API does not know sample products)", async () => {
    const widgets: RemoteWidgetRequest[] = [];
    const renderWidget = (request: RemoteWidgetRequest) => {
      widgets.push(request);
      return <button type="button">{request.expose}</button>;
    };
    renderCatalog(
      <RemoteWidgetRendererProvider render={renderWidget}>
        <ProductDetailPage />
      </RemoteWidgetRendererProvider>,
      {
        path: '/product/:id',
        url: '/product/1',
        sampleApi: createFakeSampleApi([backpack, hardDrive]),
      },
    );
    expect(await screen.findByRole('button', { name: './AddToCart' })).toBeVisible();
    expect(screen.queryByRole('button', { name: './AddToJobList' })).not.toBeInTheDocument();
    expect(widgets.map((widget) => widget.expose)).not.toContain('./AddToJobList');
  });

  it('says the product is no longer available when the API answers an empty body', async () => {
    renderMockProduct('/product/404');
    expect(await panelTitle()).toBe(
      'Sorry, this product is no longer available or may have been moved.',
    );
    expect(screen.getByRole('button', { name: 'Browse Our Products' })).toBeInTheDocument();
  });

  it('says it has trouble loading the product when the API cannot be reached', async () => {
    renderMockProduct('/product/1', { down: true });
    expect(await panelTitle()).toBe(
      "We're having trouble loading this product right now. Please try again later.",
    );
  });

  it("says it couldn't find the product for an id that is not a number, without a call", async () => {
    const { sampleApi } = renderMockProduct('/product/abc');
    expect(await panelTitle()).toBe("Sorry, we couldn't find the product you're looking for.");
    expect(sampleApi.calls).toEqual([]);
  });

  it('says a product of a category the store does not sell is not available in it', async () => {
    renderMockProduct('/product/1', { storeId: 'hvac' });
    expect(await panelTitle()).toBe('Sorry, this product is not available in your selected store.');
  });
});
