import { FilteredProductList } from '../../products';

/** A brand's products, 12 per page with the filter panel; filters and page number live in the URL. */
export function BrandProducts({ brandId }: { brandId: number }) {
  return (
    <FilteredProductList
      filters={{ brandId }}
      label="Brand products"
      emptyMessage="No products found in this brand."
    />
  );
}
