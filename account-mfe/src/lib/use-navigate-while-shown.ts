import { useCallback, useEffect, useRef } from 'react';
import { useNavigate, type NavigateOptions, type To } from 'react-router-dom';

/**
 * `navigate` for the end of a slow step (a sign-in, which also merges the guest cart). The nav
 * shows the signed-in links before that step ends; a shopper who already followed one has left
 * the page, and must not be pulled back to where the page meant to send them.
 */
export function useNavigateWhileShown(): (to: To, options?: NavigateOptions) => void {
  const navigate = useNavigate();
  const shown = useRef(true);
  useEffect(() => {
    shown.current = true;
    return () => {
      shown.current = false;
    };
  }, []);
  return useCallback(
    (to: To, options?: NavigateOptions) => {
      if (shown.current) void navigate(to, options);
    },
    [navigate],
  );
}
