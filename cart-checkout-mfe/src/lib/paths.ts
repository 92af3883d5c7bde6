/** URL builders for the pages this remote links to, so links and tests agree on one spelling. */
export const paths = {
  products: '/product',
  cart: '/cart',
  checkoutCustomer: '/checkout/customer',
} as const;
