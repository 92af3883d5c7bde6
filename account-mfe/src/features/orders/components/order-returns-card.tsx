// The order's returns (issue 40 item 6): each RMA with its number, state, lines, restocking fee and
// refund, a link to its printable return slip, and how many units of each line are returned.
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Badge, ResponsiveTable, type TableColumn } from '@storefront/ui-kit';
import { formatMoney, type Order } from '@storefront/contract';
import type { OrderReturnRecord } from '@storefront/contract/records';
import { paths } from '../../../lib/paths';
import { returnableLines, type ReturnableLine } from '../domain/return-lines';
import { Card, Facts, formatOrderDate } from './order-layout';

/** What the customer reads for an RMA's state. */
export function returnStateText(rma: OrderReturnRecord): string {
  if (rma.status === 'issued') return 'Awaiting your parcel';
  return rma.refund_status === 'refunded' ? 'Received, refunded' : 'Received, refund pending';
}

const lineColumns: readonly TableColumn<ReturnableLine>[] = [
  { header: 'Product', rowHeader: true, cell: (line) => line.name },
  { header: 'SKU', kind: 'code', cell: (line) => line.sku },
  { header: 'Returned', kind: 'number', cell: (line) => `${line.returned} of ${line.bought}` },
];

function ReturnEntry({ order, rma }: { order: Order; rma: OrderReturnRecord }) {
  return (
    <Entry aria-label={`Return ${rma.rma_number}`}>
      <h3>
        RMA {rma.rma_number}{' '}
        <Badge variant={rma.refund_status === 'refunded' ? 'success' : 'info'}>
          {returnStateText(rma)}
        </Badge>
      </h3>
      <ul>
        {rma.lines.map((line) => (
          <li key={line.item_id}>
            {line.quantity} x {line.name} ({line.sku}), {formatMoney(line.amount)}: {line.reason}
          </li>
        ))}
      </ul>
      <Facts>
        <dt>Requested</dt>
        <dd>{formatOrderDate(rma.created_at)}</dd>
        <dt>Items</dt>
        <dd>{formatMoney(rma.merchandise)}</dd>
        <dt>Restocking fee ({rma.restocking_fee_percent}%)</dt>
        <dd>−{formatMoney(rma.restocking_fee)}</dd>
        <dt>Refund</dt>
        <dd>{formatMoney(rma.refund)}</dd>
      </Facts>
      {rma.status === 'issued' && (
        <p data-print-hide>
          <Link to={paths.returnSlip(String(order.order_id), rma.rma_number)}>
            Print return slip for {rma.rma_number}
          </Link>
        </p>
      )}
    </Entry>
  );
}

export function OrderReturnsCard({ order }: { order: Order }) {
  const returns = order.returns ?? [];
  if (returns.length === 0) return null;
  const returnedLines = returnableLines(order).filter((line) => line.returned > 0);
  return (
    <Card aria-labelledby="order-returns">
      <h2 id="order-returns">Returns</h2>
      <ResponsiveTable
        label="Returned items of this order"
        columns={lineColumns}
        rows={returnedLines}
        rowKey={(line) => line.itemId}
      />
      {returns.map((rma) => (
        <ReturnEntry key={rma.rma_number} order={order} rma={rma} />
      ))}
    </Card>
  );
}

const Entry = styled.section`
  margin-top: 1rem;
  h3 {
    margin: 0 0 0.5rem;
    font-size: 1.05rem;
  }
  ul {
    margin: 0 0 0.5rem;
    padding-left: 1.25rem;
  }
`;
