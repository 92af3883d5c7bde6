/** URL builders for the pages this remote links to, so links and tests agree on one spelling. */
export const paths = {
  home: '/',
  products: '/product',
  cart: '/cart',
  quickOrder: '/quick-order',
  login: '/login',
  checkoutCustomer: '/checkout/customer',
  orderDetail: (orderId: number | string) => `/orders/${encodeURIComponent(String(orderId))}`,
  setPassword: (email: string, orderId: number | string) =>
    `/set-password?${new URLSearchParams({ email, orderId: String(orderId) }).toString()}`,
  resetPassword: (email: string) =>
    `/login?${new URLSearchParams({ reset: 'true', email }).toString()}`,
} as const;
