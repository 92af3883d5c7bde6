import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { parseProductId } from '@storefront/shared';

/** A positive whole number from the text, or undefined (ids and page numbers from the URL). */
export function parsePositiveInt(text: string | null | undefined): number | undefined {
  // The product-id rule of SPEC §5 is the rule for every id and page number in the URL.
  return parseProductId(text) ?? undefined;
}

/**
 * Filters and the page number live in the URL so a filtered page can be shared and survives reload.
 * Changing any filter goes back to page 1.
 */
export function useUrlFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const page = parsePositiveInt(searchParams.get('page')) ?? 1;

  const setFilter = useCallback(
    (name: string, value: string | number | undefined) => {
      setSearchParams((current) => {
        const next = new URLSearchParams(current);
        if (value === undefined || value === '') next.delete(name);
        else next.set(name, String(value));
        next.delete('page');
        return next;
      });
    },
    [setSearchParams],
  );

  const setPage = useCallback(
    (nextPage: number) => {
      setSearchParams((current) => {
        const next = new URLSearchParams(current);
        if (nextPage <= 1) next.delete('page');
        else next.set('page', String(nextPage));
        return next;
      });
    },
    [setSearchParams],
  );

  return { searchParams, page, setFilter, setPage };
}
