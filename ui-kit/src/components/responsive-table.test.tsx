import { screen, within } from '@testing-library/react';
import { renderThemed } from '../testing/render-themed';
import { ResponsiveTable, type TableColumn } from './responsive-table';

interface Line {
  sku: string;
  name: string;
  quantity: number;
  total: string;
}

const columns: TableColumn<Line>[] = [
  { header: 'Product', rowHeader: true, cell: (line) => line.name },
  { header: 'Quantity', kind: 'number', cell: (line) => line.quantity },
  { header: 'Total', kind: 'money', cell: (line) => line.total },
];

function renderLines() {
  renderThemed(
    <ResponsiveTable
      label="Items in your order"
      columns={columns}
      rows={[{ sku: 'FAN-1', name: 'Fan motor', quantity: 2, total: '$39.98' }]}
      rowKey={(line) => line.sku}
      totals={[
        { label: 'Shipping', value: 'Free' },
        { label: 'Total', value: '$39.98' },
      ]}
    />,
  );
  return screen.getByRole('table', { name: 'Items in your order' });
}

describe('ResponsiveTable', () => {
  it('is a table with column headings and each row named by its row header', () => {
    const table = renderLines();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Product', 'Quantity', 'Total']);
    expect(within(table).getByRole('rowheader', { name: 'Fan motor' })).toBeInTheDocument();
  });

  it('labels each value with its heading for the stacked phone layout, hidden from screen readers', () => {
    const table = renderLines();
    const [, line] = within(table).getAllByRole('row');
    const cells = within(line as HTMLElement).getAllByRole('cell');
    expect(cells.map((cell) => cell.textContent)).toEqual(['Quantity2', 'Total$39.98']);
    expect(within(cells[1] as HTMLElement).getByText('Total')).toHaveAttribute(
      'aria-hidden',
      'true',
    );
    expect(cells[1]).toHaveAttribute('data-kind', 'money');
  });

  it('puts the totals under the rows, each label spanning the other columns', () => {
    const table = renderLines();
    const total = within(table).getByRole('rowheader', { name: 'Total' });
    expect(total).toHaveAttribute('colspan', '2');
    expect(total.closest('tfoot')).not.toBeNull();
    expect(total.closest('tr')).toHaveTextContent('Total$39.98');
  });
});
