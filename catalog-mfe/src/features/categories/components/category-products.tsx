import { FilteredProductList } from '../../products';

/** A category's products, 12 per page with the filter panel; filters and page number live in the URL. */
export function CategoryProducts({ categoryId }: { categoryId: number }) {
  return (
    <FilteredProductList
      filters={{ categoryId }}
      label="Category products"
      emptyMessage="No products found in this category."
    />
  );
}
