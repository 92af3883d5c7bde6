import { Pagination } from '@storefront/shared';

interface ListPaginationProps {
  page: number;
  /** Items in the whole list (the API's `x-total-count`); unknown while loading. */
  total: number | undefined;
  pageSize: number;
  onPageChange: (page: number) => void;
}

/** Pagination for a paged list, from its total; nothing while the list fits on one page. */
export function ListPagination({ page, total, pageSize, onPageChange }: ListPaginationProps) {
  const pageCount = Math.ceil((total ?? 0) / pageSize);
  return pageCount > 1 ? (
    <Pagination page={page} pageCount={pageCount} onPageChange={onPageChange} />
  ) : null;
}
