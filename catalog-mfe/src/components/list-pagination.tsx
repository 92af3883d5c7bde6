import { forwardRef, useEffect, type ReactNode, type RefObject } from 'react';
import styled from 'styled-components';
import { Pagination } from '@storefront/ui-kit';
import type { SetPageOptions } from '../lib/search-params';

interface ListPaginationProps {
  page: number;
  /** Items in the whole list (the API's `x-total-count`); unknown while loading. */
  total: number | undefined;
  pageSize: number;
  /** While the list loads, `total` may still be the previous list's. */
  loading: boolean;
  /** Moves to a page (here only to correct a page past the end: the pages are links). */
  onPageChange: (page: number, options?: SetPageOptions) => void;
  /** A page's URL (`useUrlFilters().pageLink`): what each page's link leads to. */
  pageLink: (page: number) => string;
  /** The list (`PagedList`) or its heading (tabIndex -1): a page change scrolls it into view and focuses it. */
  listTopRef: RefObject<HTMLElement | null>;
}

/**
 * Pagination for a paged list, from its total; nothing while the list fits on one page. Its pages
 * are links to the list's URL on that page, so they work without JavaScript and for crawlers. A page
 * past the end (an old link, `?page=99999`) is replaced by the last page.
 */
export function ListPagination({
  page,
  total,
  pageSize,
  loading,
  onPageChange,
  pageLink,
  listTopRef,
}: ListPaginationProps) {
  const pageCount = Math.ceil((total ?? 0) / pageSize);
  const lastPage = Math.max(pageCount, 1);
  const pastTheEnd = !loading && total !== undefined && page > lastPage;

  useEffect(() => {
    if (pastTheEnd) onPageChange(lastPage, { replace: true });
  }, [pastTheEnd, lastPage, onPageChange]);

  // The link has moved to the page (in the app, or without JavaScript as a page load).
  const pageChosen = () => {
    // The new page is read from its top; the keyboard goes on from there, not from the buttons.
    listTopRef.current?.scrollIntoView({ block: 'start' });
    listTopRef.current?.focus({ preventScroll: true });
  };

  return pageCount > 1 ? (
    <Pagination
      page={page}
      pageCount={pageCount}
      hrefForPage={pageLink}
      onPageChange={pageChosen}
    />
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
