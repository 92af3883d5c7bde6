import { PagedProductGrid } from '../../products';

/** A brand's products, 12 per page; the page number lives in the URL. */
export function BrandProducts({ brandId }: { brandId: number }) {
  return (
    <PagedProductGrid
      filters={{ brandId }}
      label="Brand products"
      emptyMessage="No products found in this brand."
    />
  );
}
