import { type Product, type ProductSort } from '@storefront/contract';
import { PAGE_SIZES } from '../../lib/catalog-rules';
import type { ListPaging } from '../../lib/list-query';

/** Filters of GET /products; `page` is 1-based and turned into `_start`. */
export interface ProductListQuery extends ListPaging {
  categoryId?: number;
  brandId?: number;
  parentId?: number;
  search?: string;
  /** Only parts of these equipment models: their ids, comma separated (`fits` in the URL). */
  fits?: string;
  /** The URL's sort, in-stock, price and spec filters under their API names (list-refinements). */
  refinements?: Record<string, string | string[]>;
  sort?: ProductSort;
}

/** What GET /products/facets counts for: a list's filters without its paging and order. */
export type ProductFacetsQuery = Omit<ProductListQuery, 'page' | 'pageSize' | 'sort'>;

/** One page of products plus the total the API reported in `x-total-count`. */
export interface ProductPage {
  products: Product[];
  total: number;
  /** A search's text with its misspelt words corrected, when the results were found through it. */
  didYouMean?: string;
}

/** Products per page on every catalogue product grid (SPEC §9). */
export const PRODUCTS_PER_PAGE = PAGE_SIZES.products;
