import { PagedProductGrid } from '../../products';

/** A category's products, 12 per page with the ellipsis pagination; the page number lives in the URL. */
export function CategoryProducts({ categoryId }: { categoryId: number }) {
  return (
    <PagedProductGrid
      filters={{ categoryId }}
      label="Category products"
      emptyMessage="No products found in this category."
    />
  );
}
