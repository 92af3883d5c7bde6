// The addresses the account pages link to and redirect to.

export const paths = {
  home: '/',
  login: '/login',
  register: '/register',
  resetRequest: '/login?reset=true',
  profile: '/profile',
  orders: '/orders',
  order: (orderId: string) => `/orders/${encodeURIComponent(orderId)}`,
  /** The printable slip of one RMA of the order (issue 40). */
  returnSlip: (orderId: string, rmaNumber: string) =>
    `/orders/${encodeURIComponent(orderId)}/returns/${encodeURIComponent(rmaNumber)}`,
  account: '/account',
  /** The login page that comes back to `from` after signing in. */
  loginReturningTo: (from: string) => `/login?redirect=${encodeURIComponent(from)}`,
} as const;

/**
 * Where to go after login: the `?redirect=` path when it stays on this site (starts with one "/",
 * not "//" or "/\", which browsers read as another host), else `fallback` (home).
 */
export function safeRedirectPath(
  redirect: string | null | undefined,
  fallback: string = paths.home,
): string {
  if (!redirect || !redirect.startsWith('/')) return fallback;
  if (redirect.startsWith('//') || redirect.startsWith('/\\')) return fallback;
  return redirect;
}

/**
 * Where /login and /register send a customer who is already signed in: the safe `?redirect=` path,
 * unless it is one of those two pages again, else /account.
 */
export function signedInLandingPath(redirect: string | null | undefined): string {
  const target = safeRedirectPath(redirect, paths.account);
  // React Router matches paths in any case and with a trailing slash.
  const page = target.split(/[?#]/)[0]?.replace(/\/+$/, '').toLowerCase();
  return page === paths.login || page === paths.register ? paths.account : target;
}
