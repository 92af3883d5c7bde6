// The addresses the account pages link to and redirect to.

export const paths = {
  home: '/',
  login: '/login',
  register: '/register',
  resetRequest: '/login?reset=true',
  profile: '/profile',
  orders: '/orders',
  order: (orderId: string) => `/orders/${encodeURIComponent(orderId)}`,
  account: '/account',
  /** The login page that comes back to `from` after signing in. */
  loginReturningTo: (from: string) => `/login?redirect=${encodeURIComponent(from)}`,
} as const;

/**
 * Where to go after login: the `?redirect=` path when it stays on this site (starts with one "/",
 * not "//" or "/\", which browsers read as another host), else home.
 */
export function safeRedirectPath(redirect: string | null | undefined): string {
  if (!redirect || !redirect.startsWith('/')) return paths.home;
  if (redirect.startsWith('//') || redirect.startsWith('/\\')) return paths.home;
  return redirect;
}
