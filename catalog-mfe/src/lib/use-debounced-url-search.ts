import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { searchTextOf, useUrlFilters } from './search-params';
import { useDebouncedValue } from './use-debounced-value';

/**
 * A search field whose text reaches the URL's `search` parameter (and so the query) only after
 * the shopper pauses typing for `delayMs`. A link followed before the pause ends drops the text:
 * while the next page's code loads, this page stays on screen, and writing the search then would
 * pull the shopper back to it.
 */
export function useDebouncedUrlSearch(delayMs: number) {
  const filters = useUrlFilters();
  const { searchParams, setFilter } = filters;
  const urlSearch = searchTextOf(searchParams);
  const [searchText, setSearchText] = useState(urlSearch);
  const debouncedSearch = useDebouncedValue(searchText.trim(), delayMs);
  const followingLink = useRef(false);
  const { key: locationKey } = useLocation();

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (link && event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey) {
        followingLink.current = !link.getAttribute('target');
      }
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, []);
  // A link that stayed on this page (another filter, a page number) has arrived: typing counts again.
  useEffect(() => {
    followingLink.current = false;
  }, [locationKey]);

  useEffect(() => {
    if (followingLink.current) return;
    if (debouncedSearch !== urlSearch) setFilter('search', debouncedSearch);
    // Only a settled change of the typed text writes the URL; a URL change alone must not loop back.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debouncedSearch]);

  return { ...filters, urlSearch, searchText, setSearchText };
}
