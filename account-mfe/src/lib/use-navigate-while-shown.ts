import { useCallback, useEffect, useRef } from 'react';
import { useNavigate, type NavigateOptions, type To } from 'react-router-dom';

/**
 * `navigate` for the end of a slow step (a sign-in, which also merges the guest cart). The nav
 * shows the signed-in links before that step ends; a shopper who already followed one has left
 * the page, and must not be pulled back to where the page meant to send them. Left means either
 * gone, or leaving: React Router renders a navigation in a transition, so while the next page's
 * lazy chunk loads this page stays shown, but the address bar already names the next page.
 */
export function useNavigateWhileShown(): (to: To, options?: NavigateOptions) => void {
  const navigate = useNavigate();
  const shown = useRef(true);
  const openedAt = useRef<string | null>(null);
  useEffect(() => {
    shown.current = true;
    openedAt.current = window.location.pathname;
    return () => {
      shown.current = false;
    };
  }, []);
  return useCallback(
    (to: To, options?: NavigateOptions) => {
      const leaving = window.location.pathname !== openedAt.current;
      if (shown.current && !leaving) void navigate(to, options);
    },
    [navigate],
  );
}
