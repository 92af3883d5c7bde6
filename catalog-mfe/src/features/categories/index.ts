// The categories feature's public surface: the tree the home page and the product filters read.
export { useCategoryTreeQuery } from './api/get-category-tree';
