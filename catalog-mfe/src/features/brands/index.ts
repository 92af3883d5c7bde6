// The brands feature's public surface: the brand query the product filters read.
export { useBrandsQuery } from './api/get-brands';
