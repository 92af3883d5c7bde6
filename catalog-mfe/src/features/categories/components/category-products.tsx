import { useSearchParams } from 'react-router-dom';
import { FitsMyEquipmentToggle, fitsFilterOf } from '../../fits';
import { PagedProductGrid } from '../../products';

/** A category's products, 12 per page with the ellipsis pagination; the page number lives in the URL. */
export function CategoryProducts({ categoryId }: { categoryId: number }) {
  const [searchParams] = useSearchParams();
  return (
    <>
      <FitsMyEquipmentToggle />
      <PagedProductGrid
        filters={{ categoryId, fits: fitsFilterOf(searchParams) }}
        label="Category products"
        emptyMessage="No products found in this category."
      />
    </>
  );
}
