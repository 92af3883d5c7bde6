import { useSearchParams } from 'react-router-dom';
import { FitsMyEquipmentToggle, fitsFilterOf } from '../../fits';
import { FilteredProductList } from '../../products';

/** A category's products, 12 per page with the filter panel; filters and page number live in the URL. */
export function CategoryProducts({ categoryId }: { categoryId: number }) {
  const [searchParams] = useSearchParams();
  return (
    <FilteredProductList
      filters={{ categoryId, fits: fitsFilterOf(searchParams) }}
      extraControls={<FitsMyEquipmentToggle />}
      label="Category products"
      emptyMessage="No products found in this category."
    />
  );
}
