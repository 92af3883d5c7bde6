// After a move to another page, focus goes to the new page's heading and a live region names it:
// focus had stayed on <body> (or on a link the new page no longer has), so a keyboard user started
// over from the top and a screen reader said nothing about the new page.
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { visuallyHidden } from '@storefront/ui-kit';

/** How long the main area waits for a remote's page to show its heading (its code, its data). */
const HEADING_WAIT_MS = 10_000;

const Announcer = styled.p`
  ${visuallyHidden}
`;

/** Focuses the main area's h1 (focusable from script only); false while it has none. */
function focusHeading(main: HTMLElement, announce: (text: string) => void): boolean {
  const heading = main.querySelector('h1');
  if (!heading) return false;
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  // ScrollToTop has the page at its top already; the heading is not scrolled to the window's edge.
  heading.focus({ preventScroll: true });
  announce(heading.textContent ?? '');
  return true;
}

/**
 * Moves focus on each new path (a query or hash alone is the same page, and the first page is the
 * browser's to focus). A page whose heading comes later holds focus on the main area until it
 * comes, unless the shopper has moved focus meanwhile.
 */
export function RouteFocus({ mainId }: { mainId: string }) {
  const { pathname } = useLocation();
  const focusedPath = useRef(pathname);
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    if (focusedPath.current === pathname) return;
    focusedPath.current = pathname;
    const main = document.getElementById(mainId);
    if (!main || focusHeading(main, setAnnouncement)) return;
    main.focus({ preventScroll: true });
    const observer = new MutationObserver(() => {
      if (document.activeElement !== main || focusHeading(main, setAnnouncement)) {
        observer.disconnect();
      }
    });
    observer.observe(main, { childList: true, subtree: true });
    const giveUp = setTimeout(() => observer.disconnect(), HEADING_WAIT_MS);
    return () => {
      observer.disconnect();
      clearTimeout(giveUp);
    };
  }, [mainId, pathname]);

  return (
    <Announcer role="status" aria-live="polite" aria-atomic="true">
      {announcement}
    </Announcer>
  );
}
