import { getStoreConfig, type Product } from '@storefront/contract';
import { makeBrand, makeCategory, makeProduct } from '../../lib/testing/catalog-fixtures';
import { condenser, furnace } from '../../lib/testing/model-fixtures';
import { buildPageMeta, buildProductJsonLd } from './build-page-meta';

const store = getStoreConfig('hvac');

describe('page metadata', () => {
  it('describes a product with JSON-LD whose links use /product/{id} on the store site', () => {
    const product = makeProduct({
      id: 42,
      name: 'Condenser fan motor',
      price: 89.5,
      category: 'Motors',
      categoryId: 12,
    });
    const meta = buildPageMeta({ kind: 'product', product }, store);
    expect(meta.title).toContain('Condenser fan motor');
    expect(meta.type).toBe('product');
    expect(meta.path).toBe('/product/42');
    expect(meta.jsonLd).toMatchObject([
      {
        '@type': 'Product',
        url: `${store.website}/product/42`,
        offers: { url: `${store.website}/product/42`, price: '89.50', priceCurrency: 'USD' },
      },
      {
        '@type': 'BreadcrumbList',
        itemListElement: [
          { '@type': 'ListItem', position: 1, name: 'Home', item: `${store.website}/` },
          { position: 2, name: 'Motors', item: `${store.website}/categories/12` },
          { position: 3, name: 'Condenser fan motor', item: `${store.website}/product/42` },
        ],
      },
    ]);
  });

  it("leads a category's breadcrumb from home through the category list", () => {
    const meta = buildPageMeta(
      { kind: 'category', category: makeCategory({ id: 9, name: 'Coils' }) },
      store,
    );
    expect(meta.jsonLd).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: `${store.website}/` },
        {
          '@type': 'ListItem',
          position: 2,
          name: 'Categories',
          item: `${store.website}/categories`,
        },
        { '@type': 'ListItem', position: 3, name: 'Coils', item: `${store.website}/categories/9` },
      ],
    });
  });

  it("gives a product's maker's part number as its mpn, and none when it has no number", () => {
    const product = makeProduct({
      id: 35,
      partNumbers: [
        { kind: 'oem', brand: 'Meridian Supply', number: 'MEFAN269329' },
        { kind: 'manufacturer', brand: 'Thermacore', number: 'TH-269269-32' },
      ],
    });
    expect(buildProductJsonLd(product, store)).toMatchObject({ mpn: 'TH-269269-32' });
    expect(buildProductJsonLd(makeProduct({ id: 36 }), store)).not.toHaveProperty('mpn');
  });

  it('names the models a part fits as isAccessoryOrSparePartFor, and nothing for a part of none', () => {
    const product = makeProduct({ id: 505 });
    expect(buildProductJsonLd(product, store, [furnace, condenser])).toMatchObject({
      isAccessoryOrSparePartFor: [
        {
          '@type': 'Product',
          name: 'AeroZone 120,000 BTU Gas Furnace',
          model: 'AE-GF367',
          brand: { '@type': 'Brand', name: 'AeroZone' },
          url: `${store.website}/models/28`,
        },
        {
          '@type': 'Product',
          name: 'AeroZone 4 Ton Condensing Unit',
          model: 'AE-CU109B',
          brand: { '@type': 'Brand', name: 'AeroZone' },
          url: `${store.website}/models/33`,
        },
      ],
    });
    expect(buildProductJsonLd(product, store, [])).not.toHaveProperty('isAccessoryOrSparePartFor');
    expect(buildProductJsonLd(product, store)).not.toHaveProperty('isAccessoryOrSparePartFor');
  });

  it('offers a discounted product at the price the shopper pays, with its availability', () => {
    const discounted = makeProduct({ id: 7, price: 21.99, discount: 30 });
    expect(buildProductJsonLd(discounted, store).offers).toMatchObject({
      price: '15.39',
      priceCurrency: 'USD',
      availability: 'https://schema.org/InStock',
    });
    const soldOut = makeProduct({ id: 8, price: 21.99, discount: 0, inStock: false });
    expect(buildProductJsonLd(soldOut, store).offers).toMatchObject({
      price: '21.99',
      availability: 'https://schema.org/OutOfStock',
    });
  });

  it('cuts brand, category and product descriptions at 60 characters', () => {
    const long = 'Frostline makes condensing units and coils. '.repeat(5);
    const cut = `${long.slice(0, 60)}...`;
    const sources = [
      { kind: 'brand', brand: makeBrand({ id: 5, name: 'Frostline', description: long }) },
      { kind: 'category', category: makeCategory({ id: 9, name: 'Coils', description: long }) },
      { kind: 'product', product: makeProduct({ id: 3, description: long }) },
    ] as const;
    for (const source of sources) expect(buildPageMeta(source, store).description).toBe(cut);
  });

  it('reduces the structured-data price to digits and a point, a missing price counting as 0', () => {
    const formatted = { ...makeProduct({ id: 1 }), price: '$1,299.99' } as unknown as Product;
    expect(buildProductJsonLd(formatted, store).offers.price).toBe('1299.99');
    const missing = { ...makeProduct({ id: 2 }), price: undefined } as unknown as Product;
    expect(Number(buildProductJsonLd(missing, store).offers.price)).toBe(0);
  });

  it('gives each page type its own title, keywords and canonical path', () => {
    const brand = buildPageMeta(
      { kind: 'brand', brand: makeBrand({ id: 5, name: 'Trane' }) },
      store,
    );
    expect(brand).toMatchObject({ path: '/brands/5', type: 'website' });
    expect(brand.keywords).toContain('Trane');

    const category = buildPageMeta(
      { kind: 'category', category: makeCategory({ id: 9, name: 'Coils' }) },
      store,
    );
    expect(category).toMatchObject({ path: '/categories/9' });
    expect(category.title).toContain('Coils');

    expect(buildPageMeta({ kind: 'brand-list' }, store).path).toBe('/brands');
    expect(buildPageMeta({ kind: 'category-list' }, store).path).toBe('/categories');
    for (const meta of [brand, category]) expect(meta.title).toContain(store.name);
  });
});
