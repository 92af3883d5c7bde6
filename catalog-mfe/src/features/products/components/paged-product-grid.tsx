import { useRef, type ReactNode } from 'react';
import { storeApiErrorMessage } from '@storefront/platform';
import { ListPagination, PagedList } from '../../../components/list-pagination';
import { ProductGrid } from '../../../components/product-grid';
import { useUrlFilters } from '../../../lib/search-params';
import { useProductsQuery } from '../api/get-products';
import { useFailureToast } from '../hooks/use-failure-toast';
import { PRODUCTS_PER_PAGE, type ProductListQuery } from '../types';

interface PagedProductGridProps {
  /** Filters of GET /products; the page number comes from the URL. */
  filters: Omit<ProductListQuery, 'page' | 'pageSize'>;
  /** Accessible name of the grid. */
  label: string;
  emptyMessage: string;
  /** Shown under the empty message, e.g. a way out of filters that match nothing. */
  emptyAction?: ReactNode;
  /** Toast raised when a page fails to load; only /product asks for one (SPEC §2). */
  failureToast?: string;
}

/**
 * Products 12 per page with the grid's loading, error (with Retry) and empty states and the
 * ellipsis pagination; the page number lives in the URL.
 */
export function PagedProductGrid({
  filters,
  label,
  emptyMessage,
  emptyAction,
  failureToast,
}: PagedProductGridProps) {
  const { page, setPage, pageLink } = useUrlFilters();
  const listRef = useRef<HTMLDivElement>(null);
  const products = useProductsQuery({ ...filters, page, pageSize: PRODUCTS_PER_PAGE });
  useFailureToast(products.isError, failureToast);
  return (
    // Every paged list sits right under its page's h1.
    <PagedList ref={listRef}>
      <ProductGrid
        label={label}
        cardHeadingLevel={2}
        products={products.data?.products}
        isLoading={products.isFetching}
        errorMessage={
          products.isError
            ? `Failed to load products: ${storeApiErrorMessage(products.error)}`
            : undefined
        }
        onRetry={() => void products.refetch()}
        skeletonCount={PRODUCTS_PER_PAGE}
        emptyMessage={emptyMessage}
        emptyAction={emptyAction}
      />
      <ListPagination
        page={page}
        total={products.data?.total}
        pageSize={PRODUCTS_PER_PAGE}
        loading={products.isFetching}
        onPageChange={setPage}
        pageLink={pageLink}
        listTopRef={listRef}
      />
    </PagedList>
  );
}
