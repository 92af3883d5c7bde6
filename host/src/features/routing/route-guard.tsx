import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { Spinner } from '@storefront/ui-kit';
import { selectSessionStatus, useAppSelector } from '@storefront/platform';
import { type RouteAccess } from '@storefront/contract';
import { decideAccess, loginPathFor } from './route-access';

/** Renders a protected route only for a shopper allowed on it; others go to /login and come back. */
export function RouteGuard({ access, children }: { access: RouteAccess; children: ReactNode }) {
  const status = useAppSelector(selectSessionStatus);
  const location = useLocation();
  const decision = decideAccess(access, status);
  if (decision === 'wait') return <Spinner centered />;
  if (decision === 'login') return <Navigate to={loginPathFor(location)} replace />;
  return children;
}
