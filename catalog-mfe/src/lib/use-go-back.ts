import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/**
 * "Go Back" that never leaves the shop: the previous page when there is one on this site, else
 * `fallback`. A page opened directly (a link from elsewhere, a bookmark) has no earlier entry.
 */
export function useGoBack(fallback: string) {
  const navigate = useNavigate();
  const { key } = useLocation();
  return useCallback(() => {
    if (hasEarlierEntry(key)) navigate(-1);
    else navigate(fallback);
  }, [fallback, key, navigate]);
}

function hasEarlierEntry(locationKey: string): boolean {
  // The browser router numbers its entries in history.state (0 = the first page on this site),
  // which survives a reload and a replace; the memory router has only the key of its first entry.
  const index: unknown = (window.history.state as { idx?: unknown } | null)?.idx;
  return typeof index === 'number' ? index > 0 : locationKey !== 'default';
}
