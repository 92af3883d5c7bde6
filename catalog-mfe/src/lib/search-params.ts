import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { SEARCH_MAX_LENGTH, parseProductId } from '@storefront/shared';

/** A positive whole number from the text, or undefined (ids and page numbers from the URL). */
export function parsePositiveInt(text: string | null | undefined): number | undefined {
  // The product-id rule of SPEC §5 is the rule for every id and page number in the URL.
  return parseProductId(text) ?? undefined;
}

/** The URL's `search` text, trimmed and cut to what the store API accepts (a pasted URL may hold more). */
export function searchTextOf(searchParams: URLSearchParams): string {
  return (searchParams.get('search') ?? '').trim().slice(0, SEARCH_MAX_LENGTH).trim();
}

export interface SetPageOptions {
  /** Replace the current history entry (a correction, not a step the shopper took). */
  replace?: boolean;
}

/**
 * Filters and the page number live in the URL so a filtered page can be shared and survives reload.
 * Changing any filter goes back to page 1. A page number that is not a positive whole number is page 1.
 */
export function useUrlFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const page = parsePositiveInt(searchParams.get('page')) ?? 1;

  const setFilter = useCallback(
    (name: string, value: string | number | undefined, options?: SetPageOptions) => {
      setSearchParams((current) => {
        const next = new URLSearchParams(current);
        if (value === undefined || value === '') next.delete(name);
        else next.set(name, String(value));
        next.delete('page');
        return next;
      }, options);
    },
    [setSearchParams],
  );

  /** Drops the named filters (and the page number) in one history step. */
  const clearFilters = useCallback(
    (names: readonly string[]) => {
      setSearchParams((current) => {
        const next = new URLSearchParams(current);
        for (const name of [...names, 'page']) next.delete(name);
        return next;
      });
    },
    [setSearchParams],
  );

  const setPage = useCallback(
    (nextPage: number, options?: SetPageOptions) => {
      setSearchParams((current) => {
        const next = new URLSearchParams(current);
        if (nextPage <= 1) next.delete('page');
        else next.set('page', String(nextPage));
        return next;
      }, options);
    },
    [setSearchParams],
  );

  return { searchParams, page, setFilter, clearFilters, setPage };
}
