// The categories feature's public surface: the tree the home page and the product filters read,
// and the list a search's category strip reads.
export { useCategoryTreeQuery } from './api/get-category-tree';
export { useCategoriesQuery } from './api/get-categories';
