import type { Brand } from '@storefront/shared';
import { useBrandsQuery } from '../api/get-brands';
import { FALLBACK_BRANDS, FALLBACK_BRANDS_TOTAL } from '../fallback-brands';
import { brandLetter } from '../brand-letter';

export interface BrandDirectory {
  brands: readonly Brand[];
  total: number;
  isLoading: boolean;
  /** True when the built-in list stands in for the API's. */
  isFallback: boolean;
}

/**
 * The brands to show for a search text and a letter. A failed list, or an empty one without a
 * search, gives way to the built-in list of 10 brands with total 35 (SPEC §2).
 */
export function useBrandDirectory(search: string, letter: string | undefined): BrandDirectory {
  const { data, isFetching, isError } = useBrandsQuery(search);
  if (isFetching) return { brands: [], total: 0, isLoading: true, isFallback: false };

  const useFallback = isError || (!search && (data?.brands.length ?? 0) === 0);
  const brands = useFallback ? FALLBACK_BRANDS : (data?.brands ?? []);
  const total = useFallback ? FALLBACK_BRANDS_TOTAL : (data?.total ?? brands.length);
  const byLetter = letter ? brands.filter((brand) => brandLetter(brand.name) === letter) : brands;
  return { brands: byLetter, total, isLoading: false, isFallback: useFallback };
}
