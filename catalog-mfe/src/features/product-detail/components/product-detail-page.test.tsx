import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RemoteWidgetRendererProvider, type RemoteWidgetRequest } from '@storefront/platform';
import { getStoreConfig } from '@storefront/contract';
import { makeProduct, makeProducts } from '../../../lib/testing/catalog-fixtures';
import type { FakeCatalog } from '../../../lib/testing/fake-store-api';
import { renderCatalog } from '../../../lib/testing/render-catalog';
import { ProductDetailPage } from './product-detail-page';

const thermostat = makeProduct({
  id: 7,
  name: 'Smart\u0007 Thermostat\u0000 T6',
  price: 200,
  discount: 25,
  sku: 'TH-T6',
  categoryId: 10,
  attributes: {
    item_long_description: 'A thermostat you can program from your phone.',
    item_short_description: 'Wi-Fi thermostat',
    item_additional_information: 'Needs a C wire.',
    voltage: '24 V',
  },
});

/**
 * The page inside a host that renders the cart's widget as a button naming the product, and
 * account's job-list widget as a button naming the lines it was given.
 */
function renderProductInHost(url: string) {
  const widgets: RemoteWidgetRequest[] = [];
  const renderCartWidget = (request: RemoteWidgetRequest) => {
    widgets.push(request);
    if (request.expose === './AddToJobList') {
      const { lines } = request.props as { lines: { productId: number; quantity: number }[] };
      const named = lines.map((line) => `${line.quantity} × ${line.productId}`).join(', ');
      return <button type="button">{`Add ${named} to a job list`}</button>;
    }
    const { product } = request.props as { product: { sku: string } };
    return <button type="button">{`Add ${product.sku}`}</button>;
  };
  renderCatalog(
    <RemoteWidgetRendererProvider render={renderCartWidget}>
      <ProductDetailPage />
    </RemoteWidgetRendererProvider>,
    { path: '/product/:id', url, catalog: { products: [thermostat] } },
  );
  return widgets;
}

function renderProduct(url: string, catalog: FakeCatalog = {}) {
  return renderCatalog(<ProductDetailPage />, {
    path: '/product/:id',
    url,
    catalog: { products: [thermostat], inventory: { 'TH-T6': 2 }, ...catalog },
  });
}

describe('ProductDetailPage', () => {
  it.each(['abc', '0', '-3', '1.5'])(
    "shows 'Invalid product ID' for /product/%s without calling the API",
    (id) => {
      const { api } = renderProduct(`/product/${id}`);
      expect(screen.getByRole('alert')).toHaveTextContent('Invalid product ID');
      expect(api.calls).toHaveLength(0);
    },
  );

  it("shows 'Failed to load product' with Go Back and Browse Our Products when loading fails", async () => {
    const user = userEvent.setup();
    renderProduct('/product/404');
    expect(await screen.findByText('Failed to load product')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go Back' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Browse Our Products' }));
    expect(screen.getByLabelText('Current location')).toHaveTextContent('/product');
  });

  it('Go Back on a product opened directly goes to /product, not out of the shop', async () => {
    const user = userEvent.setup();
    renderProduct('/product/404');
    await user.click(await screen.findByRole('button', { name: 'Go Back' }));
    expect(screen.getByLabelText('Current location')).toHaveTextContent(/^\/product$/);
  });

  it('Go Back returns to the page the shopper came from on this site', async () => {
    const user = userEvent.setup();
    renderCatalog(<ProductDetailPage />, {
      path: '/product/:id',
      url: '/product/404',
      history: ['/categories/3?page=2'],
      catalog: { products: [thermostat] },
    });
    await user.click(await screen.findByRole('button', { name: 'Go Back' }));
    expect(screen.getByLabelText('Current location')).toHaveTextContent('/categories/3?page=2');
  });

  it('shows the title without control characters, the price and the discounted price', async () => {
    renderProduct('/product/7');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Smart Thermostat T6' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Discounted price')).toHaveTextContent('$150.00');
    expect(screen.getByLabelText('Original price')).toHaveTextContent('$200.00');
  });

  it('has Details and Additional Info tabs and lists the extra attributes', async () => {
    const user = userEvent.setup();
    renderProduct('/product/7');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByRole('tab', { name: 'Details' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent(
      'A thermostat you can program from your phone.',
    );
    expect(screen.getByRole('heading', { name: 'Extra attributes' })).toBeInTheDocument();
    expect(screen.getByText('Voltage')).toBeInTheDocument();
    expect(screen.getByText('24 V')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Additional Info' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Needs a C wire.');
  });

  it('shows each description once: the summary beside the price, the long one under Details', async () => {
    renderProduct('/product/7');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getAllByText('Wi-Fi thermostat')).toHaveLength(1);
    expect(screen.getAllByText('A thermostat you can program from your phone.')).toHaveLength(1);
    expect(screen.queryByText('Needs a C wire.')).not.toBeInTheDocument();
    // The attribute list no longer repeats them as rows.
    expect(screen.queryByText('Description')).not.toBeInTheDocument();
    expect(screen.queryByText('Summary')).not.toBeInTheDocument();
  });

  it('shows a product without its own descriptions with its description once', async () => {
    const plain = makeProduct({ id: 8, description: 'A plain description.', attributes: {} });
    renderProduct('/product/8', { products: [plain] });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getAllByText('A plain description.')).toHaveLength(1);
  });

  it("shows up to 8 other products of the same category under 'You might also like'", async () => {
    renderProduct('/product/7', {
      products: [
        thermostat,
        ...makeProducts(12, { categoryId: 10 }).map((p) => ({ ...p, id: p.id + 100 })),
      ],
    });
    const related = await screen.findByRole('list', { name: 'You might also like' });
    expect(await within(related).findAllByRole('article')).toHaveLength(8);
    expect(
      within(related).queryByRole('article', { name: /Thermostat T6/ }),
    ).not.toBeInTheDocument();
    // The page's own Add to Cart is the one: the strip's cards repeat none (issue 40).
    expect(within(related).queryAllByRole('button', { name: /Add to Cart/ })).toEqual([]);
  });

  describe('Add to Cart', () => {
    it("shows the cart's add-to-cart widget for the product, through the host's remote widget", async () => {
      const widgets = renderProductInHost('/product/7');
      expect(await screen.findByRole('button', { name: 'Add TH-T6' })).toBeVisible();
      expect(widgets.filter((widget) => widget.expose === './AddToCart').at(-1)).toMatchObject({
        remote: 'cartCheckout',
        expose: './AddToCart',
        exportName: 'AddToCart',
        props: { product: expect.objectContaining({ id: 7, sku: 'TH-T6', price: 200 }) },
      });
    });

    it("offers account's Add to Job List widget with one unit of the product", async () => {
      const widgets = renderProductInHost('/product/7');
      expect(await screen.findByRole('button', { name: 'Add 1 × 7 to a job list' })).toBeVisible();
      expect(widgets.filter((widget) => widget.remote === 'account').at(-1)).toMatchObject({
        expose: './AddToJobList',
        exportName: 'AddToJobList',
      });
    });

    it('keeps a place for it, and checks no stock itself, where no host renders it', async () => {
      const { api } = renderProduct('/product/7');
      expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
      expect(screen.getByLabelText('Add to Cart is loading')).toHaveAttribute('aria-busy', 'true');
      expect(api.callsTo('/products/inventories/TH-T6')).toHaveLength(0);
    });
  });
});

function metaContent(selector: string): string | null | undefined {
  return document.head.querySelector(selector)?.getAttribute('content');
}

describe('ProductDetailPage SEO tags', () => {
  const store = getStoreConfig('parts');

  it('gives a product page its title, description, keywords, social tags, canonical and JSON-LD', async () => {
    const product = makeProduct({ id: 31, name: 'Marine bilge pump', brand: 'Rule', price: 64.99 });
    renderCatalog(<ProductDetailPage />, {
      path: '/product/:id',
      url: '/product/31',
      storeId: 'parts',
      catalog: { products: [product] },
    });
    await screen.findByRole('heading', { level: 1, name: 'Marine bilge pump' });

    expect(document.title).toBe(`Marine bilge pump | ${store.name}`);
    expect(metaContent('meta[name="description"]')).toBe('Description of Marine bilge pump');
    expect(metaContent('meta[name="keywords"]')).toContain('Rule');
    expect(metaContent('meta[property="og:title"]')).toBe(document.title);
    expect(metaContent('meta[property="og:type"]')).toBe('product');
    expect(metaContent('meta[property="og:image"]')).toBe(product.image);
    expect(metaContent('meta[name="twitter:card"]')).toBe('summary_large_image');
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      `${store.website}/product/31`,
    );
    const jsonLd = JSON.parse(
      document.head.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}',
    );
    expect(jsonLd[0]).toMatchObject({
      '@type': 'Product',
      url: `${store.website}/product/31`,
      offers: { price: '64.99' },
    });
  });
});
