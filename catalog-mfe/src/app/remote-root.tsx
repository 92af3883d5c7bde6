import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';

/** Room kept while a page's chunk loads, so the footer does not jump up and back down. */
const PAGE_PLACEHOLDER_MIN_HEIGHT = '70vh';

/** Layout route wrapping every page of this remote; the data-remote marker is what tests look for. */
export function RemoteRoot() {
  return (
    <div data-remote="catalog">
      <Suspense
        fallback={<div aria-busy="true" style={{ minHeight: PAGE_PLACEHOLDER_MIN_HEIGHT }} />}
      >
        <Outlet />
      </Suspense>
    </div>
  );
}
