import { Pagination, storeApiErrorMessage } from '@storefront/shared';
import { ProductGrid } from '../../../components/product-grid';
import { FilterStrip } from '../../../components/filter-strip';
import { Page, PageTitle } from '../../../components/page-layout';
import { parsePositiveInt, useUrlFilters } from '../../../lib/search-params';
import { useCategoryTreeQuery } from '../../categories/api/get-category-tree';
import { useBrandsQuery } from '../../brands/api/get-brands';
import { usePageMeta } from '../../seo/use-page-meta';
import { useProductsQuery } from '../api/get-products';
import { useFailureToast } from '../hooks/use-failure-toast';
import { PRODUCTS_PER_PAGE } from '../types';

/** /product: 'Latest Products', filtered by category, brand and search text from the URL. */
export function ProductListPage() {
  const { searchParams, page, setFilter, setPage } = useUrlFilters();
  const categoryId = parsePositiveInt(searchParams.get('category'));
  const brandId = parsePositiveInt(searchParams.get('brand'));
  const search = searchParams.get('search')?.trim() || undefined;

  const products = useProductsQuery({
    categoryId,
    brandId,
    search,
    page,
    pageSize: PRODUCTS_PER_PAGE,
  });
  const categoryTree = useCategoryTreeQuery();
  const brands = useBrandsQuery('');
  useFailureToast(products.isError, 'Failed to load products');
  usePageMeta({
    kind: 'category-list',
    title: search ? `Search results for "${search}"` : 'Latest Products',
    path: '/product',
  });

  const pageCount = Math.ceil((products.data?.total ?? 0) / PRODUCTS_PER_PAGE);
  return (
    <Page>
      <PageTitle>Latest Products</PageTitle>
      {search && <p>Results for “{search}”</p>}
      <FilterStrip
        label="Filter by category"
        options={(categoryTree.data ?? []).map(({ id, name }) => ({ id, name }))}
        selectedId={categoryId}
        onSelect={(id) => setFilter('category', id)}
      />
      <FilterStrip
        label="Filter by brand"
        options={(brands.data?.brands ?? []).map(({ id, name }) => ({ id, name }))}
        selectedId={brandId}
        onSelect={(id) => setFilter('brand', id)}
      />
      <ProductGrid
        label="Products"
        products={products.data?.products}
        isLoading={products.isFetching}
        errorMessage={
          products.isError
            ? `Failed to load products: ${storeApiErrorMessage(products.error)}`
            : undefined
        }
        onRetry={() => void products.refetch()}
        skeletonCount={PRODUCTS_PER_PAGE}
        emptyMessage="No products found"
      />
      {pageCount > 1 && <Pagination page={page} pageCount={pageCount} onPageChange={setPage} />}
    </Page>
  );
}
