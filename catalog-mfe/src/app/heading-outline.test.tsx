// Every catalogue page, loaded or failed, has one h1 and headings that never skip a level, so a
// screen reader's heading list reads as an outline (axe page-has-heading-one, heading-order).
import type { ReactElement } from 'react';
import { screen } from '@testing-library/react';
import {
  makeBrand,
  makeCategory,
  makeProduct,
  makeProducts,
} from '../lib/testing/catalog-fixtures';
import type { FakeCatalog } from '../lib/testing/fake-store-api';
import { renderCatalog } from '../lib/testing/render-catalog';
import { BrandPage } from '../features/brands/components/brand-page';
import { CategoryPage } from '../features/categories/components/category-page';
import { HomePage } from '../features/home/components/home-page';
import { ProductDetailPage } from '../features/product-detail/components/product-detail-page';
import { ProductListPage } from '../features/products/components/product-list-page';

/** The page's heading levels in document order. */
function headingLevels(): number[] {
  return screen.getAllByRole('heading').map((heading) => Number(heading.tagName.slice(1)));
}

function expectOutline(levels: number[]) {
  expect(levels.filter((level) => level === 1)).toHaveLength(1);
  expect(levels[0]).toBe(1);
  for (let i = 1; i < levels.length; i += 1) {
    expect(levels[i]!).toBeLessThanOrEqual(levels[i - 1]! + 1);
  }
}

const catalog: FakeCatalog = {
  products: [
    makeProduct({ id: 7, categoryId: 3, brandId: 4, attributes: { voltage: '24 V' } }),
    ...makeProducts(5, { categoryId: 3, brandId: 4 }),
  ],
  categories: [makeCategory({ id: 3, name: 'Valves' })],
  brands: [makeBrand({ id: 4, name: 'Honeywell' })],
};

const pages: [string, ReactElement, string, string][] = [
  ['the home page', <HomePage key="home" />, '/', '/'],
  ['the product list', <ProductListPage key="list" />, '/product', '/product'],
  ['a product', <ProductDetailPage key="product" />, '/product/:id', '/product/7'],
  ['a brand', <BrandPage key="brand" />, '/brands/:id', '/brands/4'],
  ['a category', <CategoryPage key="category" />, '/categories/:id', '/categories/3'],
];

describe('heading outline', () => {
  it.each(pages)(
    '%s has one h1 and no skipped level once loaded',
    async (_name, element, path, url) => {
      renderCatalog(element, { path, url, catalog });
      await screen.findAllByRole('article');
      expectOutline(headingLevels());
    },
  );

  it.each([
    ['an invalid product id', <ProductDetailPage key="product" />, '/product/:id', '/product/abc'],
    ['a missing product', <ProductDetailPage key="missing" />, '/product/:id', '/product/404'],
    ['an invalid brand id', <BrandPage key="brand" />, '/brands/:id', '/brands/abc'],
    [
      'an invalid category id',
      <CategoryPage key="category" />,
      '/categories/:id',
      '/categories/abc',
    ],
  ])('the error page for %s is headed by an h1', async (_name, element, path, url) => {
    renderCatalog(element, { path, url, catalog });
    expect(await screen.findByRole('alert')).toContainElement(
      screen.getByRole('heading', { level: 1 }),
    );
    expectOutline(headingLevels());
  });
});
