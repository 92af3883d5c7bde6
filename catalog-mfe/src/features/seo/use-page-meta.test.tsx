import { screen } from '@testing-library/react';
import { getStoreConfig } from '@storefront/shared';
import { makeProduct } from '../../lib/testing/catalog-fixtures';
import { renderCatalog } from '../../lib/testing/render-catalog';
import { ProductDetailPage } from '../product-detail/components/product-detail-page';
import { BrandListPage } from '../brands/components/brand-list-page';

function metaContent(selector: string): string | null | undefined {
  return document.head.querySelector(selector)?.getAttribute('content');
}

describe('SEO tags written by the catalogue pages', () => {
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
    expect(jsonLd).toMatchObject({
      '@type': 'Product',
      url: `${store.website}/product/31`,
      offers: { price: '64.99' },
    });
  });

  it('gives the brand list its own title and canonical, without product data', async () => {
    renderCatalog(<BrandListPage />, {
      path: '/brands',
      storeId: 'parts',
      catalog: { brands: [] },
    });
    await screen.findByText('35 brands');
    expect(document.title).toBe(`Shop by Brand | ${store.name}`);
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      `${store.website}/brands`,
    );
    expect(document.head.querySelector('script[type="application/ld+json"]')).toBeNull();
  });
});
