// The centred column every remote's pages sit in, so pages of different remotes line up the same
// way under the shell's nav (same gutters on a phone, same top space) whatever their width.
import styled from 'styled-components';

/** Widths a page can take: forms, reading text, tables and lists, grids. */
export const PAGE_WIDTHS = {
  narrow: '28rem',
  medium: '56rem',
  reading: '60rem',
  wide: '75rem',
} as const;
export type PageWidth = keyof typeof PAGE_WIDTHS;

export const PageFrame = styled.section<{ $width?: PageWidth }>`
  box-sizing: border-box;
  width: 100%;
  max-width: ${({ $width = 'wide' }) => PAGE_WIDTHS[$width]};
  margin: 0 auto;
  padding: 1.5rem 1rem 3rem;
  display: flex;
  flex-direction: column;
  gap: 1rem;
  /* A long word (a pasted search, a part number) wraps instead of widening the page. */
  overflow-wrap: anywhere;
`;
