// The table of the order detail, the order history and the checkout's review step: columns on a
// wide screen, one card per row on a phone with each value beside its column's label; a word or a
// price never breaks across lines (issue 25: '$13 / .24', 'Qua/ntity').
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { visuallyHidden } from '../global-style';
import { PHONE_MEDIA } from '../media';
import { themeOf } from '../theme';

/**
 * text wraps between words; code (a SKU, an order number) stays on one line, since a browser
 * would break it after a hyphen; money and number stay on one line, right-aligned.
 */
export type TableCellKind = 'text' | 'code' | 'money' | 'number';

export interface TableColumn<Row> {
  /** The column's heading, and the label beside the value when rows stack as cards. */
  header: string;
  cell: (row: Row) => ReactNode;
  kind?: TableCellKind;
  /** The cell that names its row (`<th scope="row">`); it heads the card on a phone. */
  rowHeader?: boolean;
}

/** A line under the rows: a label and its amount (Subtotal, Shipping, Total). */
export interface TableTotal {
  label: string;
  value: ReactNode;
}

export interface ResponsiveTableProps<Row> {
  /** The table's accessible name. */
  label: string;
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  totals?: readonly TableTotal[];
}

export function ResponsiveTable<Row>({
  label,
  columns,
  rows,
  rowKey,
  totals,
}: ResponsiveTableProps<Row>) {
  return (
    <Frame>
      <Table aria-label={label}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col" data-kind={column.kind ?? 'text'}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column) =>
                column.rowHeader ? (
                  <th key={column.header} scope="row" data-kind={column.kind ?? 'text'}>
                    {column.cell(row)}
                  </th>
                ) : (
                  <td key={column.header} data-kind={column.kind ?? 'text'}>
                    {/* The heading already names the value for assistive technology. */}
                    <CellLabel aria-hidden="true">{column.header}</CellLabel>
                    <CellValue>{column.cell(row)}</CellValue>
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
        {totals && totals.length > 0 && (
          <tfoot>
            {totals.map((total) => (
              <tr key={total.label}>
                <th scope="row" colSpan={Math.max(columns.length - 1, 1)}>
                  {total.label}
                </th>
                <td data-kind="money">{total.value}</td>
              </tr>
            ))}
          </tfoot>
        )}
      </Table>
    </Frame>
  );
}

/** On a wide screen a table wider than its column scrolls inside it, not the page. */
const Frame = styled.div`
  overflow-x: auto;
`;

const CellLabel = styled.span`
  display: none;
`;

const CellValue = styled.span`
  min-width: 0;
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  /* The page column's overflow-wrap: anywhere would let the table squeeze a column down to one
     letter; here a word breaks only when it alone is wider than the whole line. */
  overflow-wrap: break-word;
  word-break: normal;

  th,
  td {
    padding: 0.5rem 0.75rem;
    text-align: left;
    vertical-align: top;
    border-bottom: 1px solid ${({ theme }) => themeOf(theme).colors.border};
  }
  th {
    font-weight: 600;
  }
  thead th {
    white-space: nowrap;
  }
  [data-kind='code'],
  [data-kind='money'],
  [data-kind='number'] {
    white-space: nowrap;
  }
  [data-kind='money'],
  [data-kind='number'] {
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
  tfoot th {
    text-align: right;
  }
  tfoot tr:last-child {
    font-weight: 700;
  }

  @media ${PHONE_MEDIA} {
    thead {
      ${visuallyHidden}
    }
    &,
    tbody,
    tfoot,
    tr,
    th,
    td {
      display: block;
    }
    tbody tr {
      padding: 0.5rem 0.75rem;
      margin-bottom: 0.75rem;
      border: 1px solid ${({ theme }) => themeOf(theme).colors.border};
      border-radius: ${({ theme }) => themeOf(theme).radii.md};
    }
    tbody th,
    tbody td {
      padding: 0.25rem 0;
      border: 0;
    }
    tbody td {
      display: flex;
      justify-content: space-between;
      align-items: baseline;
      gap: 1rem;
    }
    ${CellLabel} {
      display: block;
      flex: none;
      font-weight: 600;
      white-space: nowrap;
    }
    ${CellValue} {
      text-align: right;
    }
    tfoot tr {
      display: flex;
      justify-content: space-between;
      gap: 1rem;
      padding: 0.25rem 0.75rem;
    }
    tfoot th,
    tfoot td {
      padding: 0;
      border: 0;
    }
  }
`;
