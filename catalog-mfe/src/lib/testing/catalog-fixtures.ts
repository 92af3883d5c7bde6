// Catalogue records shaped exactly as docs/contracts.md says the store API sends them (tests only).
import type { Brand, Category, Product } from '@storefront/contract';

export function makeProduct(overrides: Partial<Product> & { id: number }): Product {
  const name = overrides.name ?? overrides.title ?? `Product ${overrides.id}`;
  return {
    name,
    title: name,
    description: `Description of ${name}`,
    price: 100,
    discount: 0,
    category: 'Thermostats',
    categoryId: 10,
    brand: 'Honeywell',
    brandId: 4,
    brandLogo: 'http://api.test/store-api/images/brands/honeywell.svg',
    brand_image: 'http://api.test/store-api/images/brands/honeywell.svg',
    image: `http://api.test/store-api/images/products/${overrides.id}.svg`,
    sku: `SKU-${overrides.id}`,
    inStock: true,
    unitsOnHand: 25,
    shippingClass: 'parcel',
    weightLb: 2,
    rating: { rate: 4.2, count: 17 },
    createdAt: '2026-01-01T00:00:00.000Z',
    seasonalMonths: [],
    store_id: 'default',
    attributes: {
      item_long_description: `Long description of ${name}`,
      item_short_description: `Short description of ${name}`,
      item_additional_information: `Additional information about ${name}`,
    },
    ...overrides,
  };
}

export function makeProducts(count: number, overrides: Partial<Product> = {}): Product[] {
  return Array.from({ length: count }, (_, index) => makeProduct({ ...overrides, id: index + 1 }));
}

export function makeBrand(overrides: Partial<Brand> & { id: number; name: string }): Brand {
  return {
    description: `${overrides.name} makes good things.`,
    logo: `http://api.test/store-api/images/brands/${overrides.id}.svg`,
    url: `/brands/${overrides.id}`,
    product_types: ['Tools'],
    productCount: 3,
    ...overrides,
  };
}

export function makeCategory(
  overrides: Partial<Category> & { id: number; name: string },
): Category {
  return {
    description: `All about ${overrides.name}`,
    url: `/categories/${overrides.id}`,
    productCount: 5,
    is_active: true,
    level: 1,
    parent: null,
    ...overrides,
  };
}
