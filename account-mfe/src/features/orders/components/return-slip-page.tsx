// /orders/{orderId}/returns/{rmaNumber} (issue 40 item 6): the printable return slip of one RMA:
// its number, the order, the customer's address, the store's return address (its configuration)
// and the items with their reasons, laid out for paper; Print prints only the slip.
import { useEffect } from 'react';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { Alert, Button, ResponsiveTable, Spinner, type TableColumn } from '@storefront/ui-kit';
import { usePageTitle, selectStoreConfig, useAppSelector } from '@storefront/platform';
import type { OrderReturnLineRecord } from '@storefront/contract/records';
import { formatPostalAddress } from '@storefront/contract';
import { Actions, Page, PageTitle } from '../../../components/page-layout';
import { paths } from '../../../lib/paths';
import { isUnauthorized, useSessionExpiry } from '../../../lib/use-session-expiry';
import { useGetOrderQuery } from '../api/orders-api';
import {
  Card,
  Facts,
  OrderAddressLines,
  OrderSheet,
  PrintOnlyTheOrder,
  formatOrderDate,
} from './order-layout';

export const RETURN_SLIP_NOT_FOUND = 'Return not found';

const lineColumns: readonly TableColumn<OrderReturnLineRecord>[] = [
  { header: 'Product', rowHeader: true, cell: (line) => line.name },
  { header: 'SKU', kind: 'code', cell: (line) => line.sku },
  { header: 'Quantity', kind: 'number', cell: (line) => line.quantity },
  { header: 'Reason', cell: (line) => line.reason },
];

export function ReturnSlipPage() {
  usePageTitle('Return Slip', 'The printable slip to put in the parcel of a return.');
  const { orderId = '', rmaNumber = '' } = useParams();
  const handleExpiry = useSessionExpiry();
  const store = useAppSelector(selectStoreConfig);
  const { data: order, error, isLoading } = useGetOrderQuery(orderId);
  useEffect(() => {
    if (error) handleExpiry(error);
  }, [error, handleExpiry]);
  const rma = order?.returns?.find((entry) => entry.rma_number === rmaNumber);
  const backToOrder = <Link to={paths.order(orderId)}>Back to Order</Link>;

  let body;
  if (isLoading || isUnauthorized(error)) body = <Spinner centered />;
  else if (!order || !rma)
    body = (
      <Alert variant="danger" actions={backToOrder}>
        {RETURN_SLIP_NOT_FOUND}
      </Alert>
    );
  else
    body = (
      <OrderSheet data-print-area>
        <PrintOnlyTheOrder />
        <Actions data-print-hide>
          <Button variant="outline" onClick={() => window.print()}>
            Print Return Slip
          </Button>
          {backToOrder}
        </Actions>
        <Slip aria-labelledby="return-slip-heading">
          <header>
            <strong>{store.name}</strong>
            <h2 id="return-slip-heading">Return Slip</h2>
            <RmaNumber aria-label="RMA number">{rma.rma_number}</RmaNumber>
          </header>
          <Facts>
            <dt>Order</dt>
            <dd>{order.store_order_id}</dd>
            <dt>Order date</dt>
            <dd>{formatOrderDate(order.date)}</dd>
            <dt>Return requested</dt>
            <dd>{formatOrderDate(rma.created_at)}</dd>
          </Facts>
          <Addresses>
            <Card aria-labelledby="slip-return-address">
              <h3 id="slip-return-address">Send to</h3>
              <address>
                {store.name}
                <br />
                Returns, {rma.rma_number}
                <br />
                {formatPostalAddress(store.contact.address)}
              </address>
            </Card>
            {order.shipping_address && (
              <Card aria-labelledby="slip-from-address">
                <h3 id="slip-from-address">From</h3>
                <OrderAddressLines address={order.shipping_address} />
              </Card>
            )}
          </Addresses>
          <ResponsiveTable
            label="Items in this return"
            columns={lineColumns}
            rows={rma.lines}
            rowKey={(line) => line.item_id}
          />
          <p>
            Put this slip in the parcel and write {rma.rma_number} on the outside. Questions?{' '}
            {store.contact.email}, {store.contact.phone}.
          </p>
        </Slip>
      </OrderSheet>
    );

  return (
    <Page $wide>
      <PageTitle data-print-hide>Return Slip</PageTitle>
      {body}
    </Page>
  );
}

const Slip = styled.section`
  display: flex;
  flex-direction: column;
  gap: 1rem;
  header {
    display: flex;
    flex-direction: column;
    gap: 0.25rem;
  }
  h2 {
    margin: 0;
  }
  address {
    font-style: normal;
  }
  @media print {
    font-size: 12pt;
    color: #000;
  }
`;

/** Large enough to read on a parcel across a warehouse dock. */
const RmaNumber = styled.p`
  margin: 0;
  font-size: 1.75rem;
  font-weight: 700;
  letter-spacing: 0.05em;
`;

const Addresses = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
  gap: 1rem;
  h3 {
    margin: 0 0 0.5rem;
    font-size: 1rem;
  }
`;
