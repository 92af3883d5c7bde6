import { forwardRef, useEffect, type ReactNode, type RefObject } from 'react';
import styled from 'styled-components';
import { Pagination } from '@storefront/shared';
import type { SetPageOptions } from '../lib/search-params';

interface ListPaginationProps {
  page: number;
  /** Items in the whole list (the API's `x-total-count`); unknown while loading. */
  total: number | undefined;
  pageSize: number;
  /** While the list loads, `total` may still be the previous list's. */
  loading: boolean;
  onPageChange: (page: number, options?: SetPageOptions) => void;
  /** The list (`PagedList`) or its heading (tabIndex -1): a page change scrolls it into view and focuses it. */
  listTopRef: RefObject<HTMLElement | null>;
}

/**
 * Pagination for a paged list, from its total; nothing while the list fits on one page. A page
 * past the end (an old link, `?page=99999`) is replaced by the last page.
 */
export function ListPagination({
  page,
  total,
  pageSize,
  loading,
  onPageChange,
  listTopRef,
}: ListPaginationProps) {
  const pageCount = Math.ceil((total ?? 0) / pageSize);
  const lastPage = Math.max(pageCount, 1);
  const pastTheEnd = !loading && total !== undefined && page > lastPage;

  useEffect(() => {
    if (pastTheEnd) onPageChange(lastPage, { replace: true });
  }, [pastTheEnd, lastPage, onPageChange]);

  const changePage = (next: number) => {
    onPageChange(next);
    // The new page is read from its top; the keyboard goes on from there, not from the buttons.
    listTopRef.current?.scrollIntoView({ block: 'start' });
    listTopRef.current?.focus({ preventScroll: true });
  };

  return pageCount > 1 ? (
    <Pagination page={page} pageCount={pageCount} onPageChange={changePage} />
  ) : null;
}

/** A paged list and its pagination; the focus target of a page change. */
export const PagedList = forwardRef<HTMLDivElement, { children: ReactNode }>(function PagedList(
  { children },
  ref,
) {
  return (
    <Frame ref={ref} tabIndex={-1}>
      {children}
    </Frame>
  );
});

const Frame = styled.div`
  display: flex;
  flex-direction: column;
  gap: 1rem;
  scroll-margin-top: 1rem;
  /* Focused by script only, to start reading from the list; it is not a control. */
  &:focus {
    outline: none;
  }
`;
