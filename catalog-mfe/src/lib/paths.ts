/** URL builders for every catalogue screen, so links and tests agree on one spelling. */
export const paths = {
  home: '/',
  products: '/product',
  product: (id: number | string) => `/product/${id}`,
  productSearch: (search: string) => `/product?search=${encodeURIComponent(search)}`,
  categoryProducts: (categoryName: string) => `/products/${encodeURIComponent(categoryName)}`,
  categories: '/categories',
  category: (id: number | string) => `/categories/${id}`,
  brands: '/brands',
  brand: (id: number | string) => `/brands/${id}`,
  models: '/models',
  model: (id: number | string) => `/models/${id}`,
  cart: '/cart',
} as const;
