// The page body: the route table names the remote that owns the address; the host guards it and
// hands the address to that remote's routes.
import { useLocation } from 'react-router-dom';
import { findRouteOwner } from '@storefront/contract';
import { RemoteArea } from '../remotes';
import { NotFoundPage } from './not-found-page';
import { RouteGuard } from './route-guard';
import { useRouteTable } from './route-table';

export function ContentArea() {
  const { pathname } = useLocation();
  const owner = findRouteOwner(pathname, useRouteTable().routes);
  if (!owner) return <NotFoundPage />;
  return (
    <RouteGuard access={owner.access}>
      {/* Keyed by remote: moving to another remote starts a fresh area and error boundary. */}
      <RemoteArea key={owner.remote} remote={owner.remote} />
    </RouteGuard>
  );
}
