import type { Brand } from '@storefront/contract';
import { useBrandsQuery } from '../api/get-brands';
import { FALLBACK_BRANDS, FALLBACK_BRANDS_TOTAL, type FallbackBrand } from '../fallback-brands';
import { brandLetter } from '../brand-letter';

export interface BrandDirectory {
  /** The store API's brands under the search and letter; empty while the built-in list stands in. */
  brands: readonly Brand[];
  /** The built-in brands under the letter, when they stand in for the API's (they have no ids). */
  fallbackBrands: readonly FallbackBrand[];
  /** How many brands there are before the letter filter (35 for the built-in list). */
  total: number;
  /** The filter letters that have brands under the search; undefined while the list loads. */
  letters: ReadonlySet<string> | undefined;
  isLoading: boolean;
}

function lettersOf(brands: readonly { name: string }[]): ReadonlySet<string> {
  return new Set(brands.map((brand) => brandLetter(brand.name)));
}

function byLetter<T extends { name: string }>(brands: readonly T[], letter: string | undefined) {
  return letter ? brands.filter((brand) => brandLetter(brand.name) === letter) : brands;
}

/**
 * The brands to show for a search text and a letter. A failed list, or an empty one without a
 * search, gives way to the built-in list of 10 brands with total 35 (SPEC §2).
 */
export function useBrandDirectory(search: string, letter: string | undefined): BrandDirectory {
  const { data, isFetching, isError } = useBrandsQuery({ search });
  if (isFetching) {
    return { brands: [], fallbackBrands: [], total: 0, letters: undefined, isLoading: true };
  }

  if (isError || (!search && (data?.brands.length ?? 0) === 0)) {
    return {
      brands: [],
      fallbackBrands: byLetter(FALLBACK_BRANDS, letter),
      total: FALLBACK_BRANDS_TOTAL,
      letters: lettersOf(FALLBACK_BRANDS),
      isLoading: false,
    };
  }
  const brands = data?.brands ?? [];
  return {
    brands: byLetter(brands, letter),
    fallbackBrands: [],
    total: data?.total ?? brands.length,
    letters: lettersOf(brands),
    isLoading: false,
  };
}
