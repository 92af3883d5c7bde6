// The products feature's public surface: the product query and the filtered, paged list other
// pages list their products with.
export { useProductsQuery } from './api/get-products';
export { FilteredProductList } from './components/filtered-product-list';
