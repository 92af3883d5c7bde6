import { Pagination, storeApiErrorMessage } from '@storefront/shared';
import { ProductGrid } from '../../../components/product-grid';
import { useUrlFilters } from '../../../lib/search-params';
import { useProductsQuery } from '../../products/api/get-products';
import { PRODUCTS_PER_PAGE } from '../../products/types';

/** A category's products, 12 per page with the ellipsis pagination; the page number lives in the URL. */
export function CategoryProducts({ categoryId }: { categoryId: number }) {
  const { page, setPage } = useUrlFilters();
  const products = useProductsQuery({ categoryId, page, pageSize: PRODUCTS_PER_PAGE });
  const pageCount = Math.ceil((products.data?.total ?? 0) / PRODUCTS_PER_PAGE);
  return (
    <>
      <ProductGrid
        label="Category products"
        products={products.data?.products}
        isLoading={products.isFetching}
        errorMessage={
          products.isError
            ? `Failed to load products: ${storeApiErrorMessage(products.error)}`
            : undefined
        }
        onRetry={() => void products.refetch()}
        skeletonCount={PRODUCTS_PER_PAGE}
        emptyMessage="No products found in this category."
      />
      {pageCount > 1 && <Pagination page={page} pageCount={pageCount} onPageChange={setPage} />}
    </>
  );
}
