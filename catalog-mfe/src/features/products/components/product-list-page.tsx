import { Link } from 'react-router-dom';
import { Button } from '@storefront/ui-kit';
import { TITLE_MAX_LENGTH, truncateText } from '../../../lib/text';
import { FilterStrip, type FilterOption } from '../../../components/filter-strip';
import { Page, PageTitle } from '../../../components/page-layout';
import { refinementParams, sortOf } from '../../../lib/list-refinements';
import { parsePositiveInt, searchTextOf, useUrlFilters } from '../../../lib/search-params';
import { useCategoriesQuery, useCategoryTreeQuery } from '../../categories';
import { useBrandsQuery } from '../../brands';
import { usePageMeta } from '../../seo';
import { FITS_PARAM, FitsMyEquipmentToggle, fitsFilterOf } from '../../fits';
import { useProductsQuery } from '../api/get-products';
import { PRODUCTS_PER_PAGE } from '../types';
import { FilteredProductList } from './filtered-product-list';
import { SearchAlternatives } from './search-alternatives';

/** The URL parameters "Clear filters" drops (the page number goes with any filter change). */
const FILTER_PARAMS = ['category', 'brand', 'search', FITS_PARAM] as const;

/** A search counts at most this many top-level categories (a store has a handful). */
const SEARCH_CATEGORY_LIMIT = 100;

/** A chip of a search's strip: "Thermostats (2)", the results it holds. */
function withResultCount({ id, name, productCount }: FilterOption & { productCount: number }) {
  return { id, name: `${name} (${productCount})` };
}

/**
 * The category strip's chips: the top-level categories, or with a search only those holding
 * results, each with its count (the API counts them: GET /categories?productSearch).
 */
function useCategoryOptions(search: string | undefined): FilterOption[] {
  const categoryTree = useCategoryTreeQuery(undefined, { skip: search !== undefined });
  const searched = useCategoriesQuery(
    { parentId: 0, productSearch: search, page: 1, pageSize: SEARCH_CATEGORY_LIMIT },
    { skip: search === undefined },
  );
  if (search === undefined) return (categoryTree.data ?? []).map(({ id, name }) => ({ id, name }));
  return (searched.data?.categories ?? []).map(withResultCount);
}

/**
 * The brand strip's chips: only the brands with products in the chosen category (any chip then
 * finds some), and with a search only those holding results, each with its count.
 */
function useBrandOptions(search: string | undefined, categoryId: number | undefined) {
  const brands = useBrandsQuery({ search: '', categoryId, productSearch: search });
  const found = brands.data?.brands ?? [];
  return search === undefined
    ? found.map(({ id, name }) => ({ id, name }))
    : found.map(withResultCount);
}

/** "3 results for “drill”": the search text as typed, the count once it is known. */
function searchHeading(search: string, total: number | undefined, quote: [string, string]) {
  const query = `${quote[0]}${search}${quote[1]}`;
  if (total === undefined) return `Results for ${query}`;
  return `${total} ${total === 1 ? 'result' : 'results'} for ${query}`;
}

/**
 * /product: 'Latest Products', filtered by category, brand and search text from the URL. A search
 * names its text and result count in the heading and the tab title.
 */
export function ProductListPage() {
  const { searchParams, page, filterLink, clearFilters } = useUrlFilters();
  const categoryId = parsePositiveInt(searchParams.get('category'));
  const brandId = parsePositiveInt(searchParams.get('brand'));
  const search = searchTextOf(searchParams) || undefined;
  // A pasted query can be 200 characters: heading and tab title show its start.
  const shownSearch = truncateText(search, TITLE_MAX_LENGTH);
  const filters = { categoryId, brandId, search, fits: fitsFilterOf(searchParams) };

  const categoryOptions = useCategoryOptions(search);
  const brandOptions = useBrandOptions(search, categoryId);
  // The grid's own query (same arguments, so no second request): its total is the result count.
  const products = useProductsQuery({
    ...filters,
    refinements: refinementParams(searchParams),
    sort: sortOf(searchParams),
    page,
    pageSize: PRODUCTS_PER_PAGE,
  });
  const total = search && !products.isFetching ? products.data?.total : undefined;
  const didYouMean = search && !products.isFetching ? products.data?.didYouMean : undefined;
  usePageMeta({
    kind: 'category-list',
    title: search ? searchHeading(shownSearch, total, ['"', '"']) : 'Latest Products',
    path: '/product',
  });
  const filtered = FILTER_PARAMS.some((name) => searchParams.has(name));

  return (
    <Page>
      <PageTitle>
        {search ? searchHeading(shownSearch, total, ['“', '”']) : 'Latest Products'}
      </PageTitle>
      {didYouMean && (
        <p>
          Did you mean <Link to={filterLink('search', didYouMean)}>{didYouMean}</Link>?
        </p>
      )}
      <FilterStrip
        label="Filter by category"
        options={categoryOptions}
        selectedId={categoryId}
        linkFor={(id) => filterLink('category', id)}
      />
      <FilterStrip
        label="Filter by brand"
        options={brandOptions}
        selectedId={brandId}
        linkFor={(id) => filterLink('brand', id)}
      />
      <FilteredProductList
        filters={filters}
        extraControls={<FitsMyEquipmentToggle />}
        label="Products"
        emptyMessage="No products found"
        emptyAction={
          <>
            {search && <SearchAlternatives search={search} />}
            {filtered && (
              <Button variant="secondary" onClick={() => clearFilters(FILTER_PARAMS)}>
                Clear filters
              </Button>
            )}
          </>
        }
        failureToast="Failed to load products"
      />
    </Page>
  );
}
