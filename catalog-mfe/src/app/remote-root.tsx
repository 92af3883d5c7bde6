import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';

/**
 * At least a screenful, from the first paint on: the host's footer then starts below the fold, so
 * data arriving (and page chunks loading) never pushes visible content down (layout shift 0).
 */
const CATALOG_MIN_HEIGHT = '100vh';

/** Layout route wrapping every page of this remote; the data-remote marker is what tests look for. */
export function RemoteRoot() {
  return (
    <div data-remote="catalog" style={{ minHeight: CATALOG_MIN_HEIGHT }}>
      <Suspense fallback={<div aria-busy="true" />}>
        <Outlet />
      </Suspense>
    </div>
  );
}
