import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { SEARCH_MAX_LENGTH, parseProductId } from '@storefront/contract';

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

/** The URL's parameters with a filter set (or dropped, for no value); any filter change goes back to page 1. */
function withFilter(
  current: URLSearchParams,
  name: string,
  value: string | number | undefined,
): URLSearchParams {
  const next = new URLSearchParams(current);
  if (value === undefined || value === '') next.delete(name);
  else next.set(name, String(value));
  next.delete('page');
  return next;
}

/** The URL's parameters on another page; page 1 is the list's own URL, without a number. */
function withPage(current: URLSearchParams, page: number): URLSearchParams {
  const next = new URLSearchParams(current);
  if (page <= 1) next.delete('page');
  else next.set('page', String(page));
  return next;
}

/** A link's `to` for the current page with these parameters (the router keeps the path). */
function searchLink(params: URLSearchParams): string {
  return `?${params.toString()}`;
}

/**
 * Filters and the page number live in the URL so a filtered page can be shared and survives reload.
 * Changing any filter goes back to page 1. A page number that is not a positive whole number is page 1.
 * The `...Link` builders give the URLs the setters navigate to, for links that work without
 * JavaScript (and for crawlers); a click on one is the same navigation in the app.
 */
export function useUrlFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const page = parsePositiveInt(searchParams.get('page')) ?? 1;

  const setFilter = useCallback(
    (name: string, value: string | number | undefined, options?: SetPageOptions) => {
      setSearchParams((current) => withFilter(current, name, value), options);
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
      setSearchParams((current) => withPage(current, nextPage), options);
    },
    [setSearchParams],
  );

  const filterLink = useCallback(
    (name: string, value: string | number | undefined) =>
      searchLink(withFilter(searchParams, name, value)),
    [searchParams],
  );
  const pageLink = useCallback(
    (nextPage: number) => searchLink(withPage(searchParams, nextPage)),
    [searchParams],
  );

  return { searchParams, page, setFilter, clearFilters, setPage, filterLink, pageLink };
}
