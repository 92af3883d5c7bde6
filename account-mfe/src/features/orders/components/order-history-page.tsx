// /orders (SPEC §2 Order history): the signed-in customer's orders as a table with status badges
// and a link to each; a 401 goes to /login and comes back.
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { Badge, Spinner, formatMoney } from '@storefront/shared';
import { Muted, Page, PageTitle } from '../../../components/page-layout';
import { LoadFailedAlert } from '../../../components/load-failed-alert';
import { paths } from '../../../lib/paths';
import { usePageTitle } from '../../../lib/use-page-title';
import { isUnauthorized, useSessionExpiry } from '../../../lib/use-session-expiry';
import { useGetOrdersQuery } from '../api/orders-api';
import { Table, TableFrame, formatOrderDate } from './order-layout';

export const ORDER_HISTORY_FAILED = 'Failed to load order history';
export const NO_ORDERS = 'You have not placed any orders yet.';

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
      <TableFrame>
        <Table aria-label="Your orders, newest first">
          <thead>
            <tr>
              <th scope="col">Order</th>
              <th scope="col">Date</th>
              <th scope="col">Status</th>
              <th scope="col">Items</th>
              <th scope="col">Total</th>
            </tr>
          </thead>
          <tbody>
            {orders.map((order) => (
              <tr key={order.id}>
                <td>
                  <Link to={paths.order(String(order.id))}>{order.store_order_id}</Link>
                </td>
                <td>{formatOrderDate(order.createdAt)}</td>
                <td>
                  <Badge status={order.status} />
                </td>
                <td>{order.orderLines.reduce((sum, line) => sum + line.quantity, 0)}</td>
                <td>{formatMoney(order.total)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </TableFrame>
    );

  return (
    <Page $wide>
      <PageTitle>Order History</PageTitle>
      {body}
    </Page>
  );
}
