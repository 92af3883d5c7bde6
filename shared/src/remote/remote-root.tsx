import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import type { RemoteName } from '../domain';

/**
 * At least a screenful from the first paint on: the host's footer starts below the fold, so a page
 * chunk or data arriving never pushes visible content down (layout shift 0).
 */
const REMOTE_MIN_HEIGHT = '100vh';

/**
 * The layout route wrapping every page of a remote. Its `data-remote` marker says which remote
 * rendered the page (the browser scenarios rely on it).
 */
export function RemoteRoot({ name }: { name: RemoteName }) {
  return (
    <div data-remote={name} style={{ minHeight: REMOTE_MIN_HEIGHT }}>
      <Suspense fallback={<div aria-busy="true" />}>
        <Outlet />
      </Suspense>
    </div>
  );
}
