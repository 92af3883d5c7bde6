import { TITLE_MAX_LENGTH, truncateText } from '@storefront/shared';
import { FilterStrip } from '../../../components/filter-strip';
import { Page, PageTitle } from '../../../components/page-layout';
import { parsePositiveInt, searchTextOf, useUrlFilters } from '../../../lib/search-params';
import { useCategoryTreeQuery } from '../../categories';
import { useBrandsQuery } from '../../brands';
import { usePageMeta } from '../../seo';
import { PagedProductGrid } from './paged-product-grid';

/** /product: 'Latest Products', filtered by category, brand and search text from the URL. */
export function ProductListPage() {
  const { searchParams, setFilter } = useUrlFilters();
  const categoryId = parsePositiveInt(searchParams.get('category'));
  const brandId = parsePositiveInt(searchParams.get('brand'));
  const search = searchTextOf(searchParams) || undefined;

  const categoryTree = useCategoryTreeQuery();
  const brands = useBrandsQuery('');
  usePageMeta({
    kind: 'category-list',
    title: search
      ? `Search results for "${truncateText(search, TITLE_MAX_LENGTH)}"`
      : 'Latest Products',
    path: '/product',
  });

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
      <PagedProductGrid
        filters={{ categoryId, brandId, search }}
        label="Products"
        emptyMessage="No products found"
        failureToast="Failed to load products"
      />
    </Page>
  );
}
