// The products feature's public surface: the product query and the paged grid other pages list
// their products with.
export { useProductsQuery } from './api/get-products';
export { PagedProductGrid } from './components/paged-product-grid';
