// A 401 from a customer call means the token died (expired, revoked): sign out and go to /login,
// coming back here afterwards (SPEC §6).
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { loggedOut, useAppDispatch } from '@storefront/platform';
import { paths } from './paths';

const UNAUTHORIZED = 401;

/** Whether an RTK Query error is the server's 401. */
export function isUnauthorized(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    'status' in error &&
    error.status === UNAUTHORIZED
  );
}

/** Returns a function that handles a 401 (and says whether it did). */
export function useSessionExpiry() {
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const { pathname, search } = useLocation();
  return useCallback(
    (error: unknown): boolean => {
      if (!isUnauthorized(error)) return false;
      navigate(paths.loginReturningTo(`${pathname}${search}`), { replace: true });
      dispatch(loggedOut());
      return true;
    },
    [navigate, dispatch, pathname, search],
  );
}
