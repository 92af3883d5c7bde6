import { useEffect, useState } from 'react';
import { searchTextOf, useUrlFilters } from './search-params';
import { useDebouncedValue } from './use-debounced-value';

/**
 * A search field whose text reaches the URL's `search` parameter (and so the query) only after
 * the shopper pauses typing for `delayMs`.
 */
export function useDebouncedUrlSearch(delayMs: number) {
  const filters = useUrlFilters();
  const { searchParams, setFilter } = filters;
  const urlSearch = searchTextOf(searchParams);
  const [searchText, setSearchText] = useState(urlSearch);
  const debouncedSearch = useDebouncedValue(searchText.trim(), delayMs);

  useEffect(() => {
    if (debouncedSearch !== urlSearch) setFilter('search', debouncedSearch);
    // Only a settled change of the typed text writes the URL; a URL change alone must not loop back.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debouncedSearch]);

  return { ...filters, urlSearch, searchText, setSearchText };
}
