// The order pages' cards, tables and definition lists, and the print stylesheet that prints only
// the order (styled-components, so the CSP needs no inline style).
import styled, { createGlobalStyle } from 'styled-components';
import { themeOf } from '@storefront/shared';

export const Card = styled.section`
  border: 1px solid ${({ theme }) => themeOf(theme).colors.border};
  border-radius: ${({ theme }) => themeOf(theme).radii.md};
  background: ${({ theme }) => themeOf(theme).colors.surface};
  padding: 1rem 1.25rem;
  h2 {
    margin: 0 0 0.75rem;
    font-size: 1.25rem;
  }
`;

/** A table that scrolls sideways on a phone instead of overflowing the page. */
export const TableFrame = styled.div`
  overflow-x: auto;
`;

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  th,
  td {
    padding: 0.5rem 0.75rem;
    text-align: left;
    border-bottom: 1px solid ${({ theme }) => themeOf(theme).colors.border};
    vertical-align: top;
  }
  th {
    font-weight: 600;
  }
`;

export const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 0.375rem 1rem;
  margin: 0;
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
  }
`;

/** While printing, only the element marked data-print-area shows, without its buttons. */
export const PrintOnlyTheOrder = createGlobalStyle`
  @media print {
    body * {
      visibility: hidden;
    }
    [data-print-area],
    [data-print-area] * {
      visibility: visible;
    }
    [data-print-area] {
      position: absolute;
      top: 0;
      left: 0;
      width: 100%;
    }
    [data-print-area] [data-print-hide] {
      display: none;
    }
  }
`;

export function formatOrderDate(iso: string | null | undefined): string {
  const time = iso ? Date.parse(iso) : Number.NaN;
  if (!Number.isFinite(time)) return '';
  return new Date(time).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  });
}
