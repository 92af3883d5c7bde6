// Who may open a route (SPEC §2, §10): the route table's access level against the session.
import type { RouteAccess } from '@storefront/contract';
import type { SessionStatus } from '@storefront/contract/events';

/** `allow`: render; `wait`: a stored token is still being checked; `login`: send to /login. */
export type AccessDecision = 'allow' | 'wait' | 'login';

export function decideAccess(access: RouteAccess, status: SessionStatus): AccessDecision {
  if (access === 'public' || access === 'guest-allowed') return 'allow';
  if (status === 'authenticated') return 'allow';
  // Redirecting before the stored token is checked would log a returning customer out of the page.
  if (status === 'restoring') return 'wait';
  // 'login' and 'login-no-guest' both refuse guests: a guest has no account to show.
  return 'login';
}

/** The login address that brings the shopper back: /login?redirect=<path, query and hash>. */
export function loginPathFor(origin: { pathname: string; search?: string; hash?: string }): string {
  const back = `${origin.pathname}${origin.search ?? ''}${origin.hash ?? ''}`;
  return `/login?redirect=${encodeURIComponent(back)}`;
}
