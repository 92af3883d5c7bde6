import type { MouseEvent } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { touchTarget } from '../media';
import { themeOf } from '../theme';

/** Pagination shows a window of this many page numbers. */
const PAGINATION_WINDOW = 5;

export type PageWindowItem = number | 'ellipsis-start' | 'ellipsis-end';

/**
 * The page numbers to show: a window of `size` pages around the current one, plus the first and
 * last page with an ellipsis where pages are skipped. `[1, 'ellipsis-start', 4, 5, 6, 7, 8, 'ellipsis-end', 20]`.
 */
export function pageWindow(
  page: number,
  pageCount: number,
  size: number = PAGINATION_WINDOW,
): PageWindowItem[] {
  if (pageCount < 1) return [];
  const current = Math.min(Math.max(1, Math.trunc(page)), pageCount);
  const half = Math.floor(size / 2);
  let start = Math.max(1, current - half);
  const end = Math.min(pageCount, start + size - 1);
  start = Math.max(1, end - size + 1);

  const items: PageWindowItem[] = [];
  if (start > 1) {
    items.push(1);
    if (start > 2) items.push('ellipsis-start');
  }
  for (let number = start; number <= end; number += 1) items.push(number);
  if (end < pageCount) {
    if (end < pageCount - 1) items.push('ellipsis-end');
    items.push(pageCount);
  }
  return items;
}

export interface PaginationProps {
  /** 1-based current page. */
  page: number;
  pageCount: number;
  /**
   * The shopper chose `page`: move there. With `hrefForPage`, the link has already been followed
   * when this is called, so it only does what goes with it (scroll, focus).
   */
  onPageChange: (page: number) => void;
  /**
   * The URL of a page (a router `to`, e.g. `?page=2`): given it, the pages are links, which work
   * without JavaScript and for crawlers; a click follows one in the app's router.
   */
  hrefForPage?: (page: number) => string;
  /** Accessible name of the navigation landmark. */
  label?: string;
  className?: string;
}

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.375rem;
  justify-content: center;
  list-style: none;
  margin: 1.5rem 0;
  padding: 0;
`;

const PageButton = styled.button<{ $current?: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 2.5rem;
  height: 2.5rem;
  padding: 0 0.75rem;
  border: 1px solid ${({ theme }) => themeOf(theme).colors.border};
  border-radius: ${({ theme }) => themeOf(theme).radii.md};
  background: ${({ theme, $current }) => ($current ? themeOf(theme).colors.primary : themeOf(theme).colors.surface)};
  color: ${({ theme, $current }) => ($current ? themeOf(theme).colors.textaccent : themeOf(theme).colors.text)};
  font: inherit;
  font-weight: ${({ $current }) => ($current ? 700 : 400)};
  text-decoration: none;
  cursor: pointer;
  ${touchTarget}
  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
`;

const Gap = styled.span`
  display: inline-flex;
  align-items: center;
  height: 2.5rem;
  padding: 0 0.25rem;
`;

/**
 * Page navigation with a 5-page window, first/last page and ellipses; hidden for a single page.
 * Buttons, or with `hrefForPage` links (Previous on the first page and Next on the last stay
 * disabled buttons: they lead nowhere).
 */
export function Pagination({
  page,
  pageCount,
  onPageChange,
  hrefForPage,
  label = 'Pagination',
  className,
}: PaginationProps) {
  if (pageCount <= 1) return null;
  const current = Math.min(Math.max(1, page), pageCount);
  const control = (target: number, disabled = false) => {
    const choose = () => {
      if (target !== current && target >= 1 && target <= pageCount) onPageChange(target);
    };
    if (!hrefForPage || disabled) return { type: 'button' as const, disabled, onClick: choose };
    return {
      as: Link,
      to: hrefForPage(target),
      // A click the browser handles itself (a new tab) leaves this page as it is.
      onClick: (event: MouseEvent) => {
        if (!event.defaultPrevented && isPlainClick(event)) choose();
      },
    };
  };
  return (
    <nav aria-label={label} className={className}>
      <List>
        <li>
          <PageButton {...control(current - 1, current === 1)} aria-label="Previous page">
            ‹ Previous
          </PageButton>
        </li>
        {pageWindow(current, pageCount).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <PageButton
                {...control(item)}
                $current={item === current}
                aria-current={item === current ? 'page' : undefined}
                aria-label={`Page ${item}`}
              >
                {item}
              </PageButton>
            </li>
          ) : (
            <li key={item} aria-hidden="true">
              <Gap>…</Gap>
            </li>
          ),
        )}
        <li>
          <PageButton {...control(current + 1, current === pageCount)} aria-label="Next page">
            Next ›
          </PageButton>
        </li>
      </List>
    </nav>
  );
}

/** A primary-button click with no modifier key: the router, not the browser, follows the link. */
function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;
}
