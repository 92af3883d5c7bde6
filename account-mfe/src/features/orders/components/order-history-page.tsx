// /orders (SPEC §2 Order history): the signed-in customer's orders as a table with status badges
// (and a Returned mark) and a link to each; a 401 goes to /login and comes back.
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { ResponsiveTable, Spinner, type TableColumn } from '@storefront/ui-kit';
import { formatMoney } from '@storefront/contract';
import { usePageTitle } from '@storefront/platform';
import type { OrderSummaryRecord } from '@storefront/contract/records';
import { Muted, Page, PageTitle } from '../../../components/page-layout';
import { LoadFailedAlert } from '../../../components/load-failed-alert';
import { paths } from '../../../lib/paths';
import { isUnauthorized, useSessionExpiry } from '../../../lib/use-session-expiry';
import { useGetOrdersQuery } from '../api/orders-api';
import { OrderStatusBadges, formatOrderDate } from './order-layout';
import { BuyAgainButton } from '../../job-lists';

export const ORDER_HISTORY_FAILED = 'Failed to load order history';
export const NO_ORDERS = 'You have not placed any orders yet.';

const orderColumns: readonly TableColumn<OrderSummaryRecord>[] = [
  {
    header: 'Order',
    rowHeader: true,
    kind: 'code',
    cell: (order) => <Link to={paths.order(String(order.id))}>{order.store_order_id}</Link>,
  },
  { header: 'Date', cell: (order) => formatOrderDate(order.createdAt) },
  {
    header: 'Status',
    cell: (order) => <OrderStatusBadges status={order.status} returned={order.returned} />,
  },
  {
    header: 'Items',
    kind: 'number',
    cell: (order) => order.orderLines.reduce((sum, line) => sum + line.quantity, 0),
  },
  { header: 'Total', kind: 'money', cell: (order) => formatMoney(order.total) },
  {
    header: 'Buy Again',
    cell: (order) => <BuyAgainButton orderId={order.id} orderLabel={order.store_order_id} />,
  },
];

export function OrderHistoryPage() {
  usePageTitle('Order History', 'Your past orders and their status.');
  const handleExpiry = useSessionExpiry();
  const { data: orders, error, isLoading, refetch } = useGetOrdersQuery();
  useEffect(() => {
    if (error) handleExpiry(error);
  }, [error, handleExpiry]);

  let body;
  if (isLoading || isUnauthorized(error)) body = <Spinner centered />;
  else if (!orders)
    body = <LoadFailedAlert message={ORDER_HISTORY_FAILED} onRetry={() => void refetch()} />;
  else if (orders.length === 0)
    body = (
      <>
        <Muted>{NO_ORDERS}</Muted>
        <p>
          <Link to="/product">Browse products</Link>
        </p>
      </>
    );
  else
    body = (
      <ResponsiveTable
        label="Your orders, newest first"
        columns={orderColumns}
        rows={orders}
        rowKey={(order) => order.id}
      />
    );

  return (
    <Page $wide>
      <PageTitle>Order History</PageTitle>
      {body}
    </Page>
  );
}
