import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** Every new page starts at the top (SPEC §2); a change of query or hash alone keeps the position. */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
