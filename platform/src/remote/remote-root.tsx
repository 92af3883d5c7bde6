import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import styled from 'styled-components';
import type { RemoteName } from '@storefront/contract';

/**
 * At least a screenful from the first paint on: the host's footer starts below the fold, so a page
 * chunk or data arriving never pushes visible content down (layout shift 0).
 */
const Root = styled.div`
  min-height: 100vh;
`;

/**
 * The layout route wrapping every page of a remote. Its `data-remote` marker says which remote
 * rendered the page (the browser scenarios rely on it).
 */
export function RemoteRoot({ name }: { name: RemoteName }) {
  return (
    <Root data-remote={name}>
      <Suspense fallback={<div aria-busy="true" />}>
        <Outlet />
      </Suspense>
    </Root>
  );
}
