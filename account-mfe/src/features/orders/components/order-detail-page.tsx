// /orders/{orderId} (SPEC §2 Order detail): the header, items with shipped or processing (cancelled
// or returned with their order) and a track link, the shipping and billing addresses, return information when
// returned, the summary and the payment; Print Order prints only the order, under the store's name
// and address; Cancel and Return show only when SPEC §4 allows them and reload the order.
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import {
  Alert,
  Badge,
  Button,
  ResponsiveTable,
  Spinner,
  type TableColumn,
} from '@storefront/ui-kit';
import { canCancelOrder, canReturnOrder } from '../domain/order-rules';
import { formatMoney, trackingUrl, type Order, type OrderItem } from '@storefront/contract';
import { orderItemDisplayStatus, type OrderItemDisplayStatus } from '../domain/order-status';
import { usePageTitle } from '@storefront/platform';
import { Actions, Page, PageTitle } from '../../../components/page-layout';
import { paths } from '../../../lib/paths';
import { isUnauthorized, useSessionExpiry } from '../../../lib/use-session-expiry';
import {
  useCancelOrderMutation,
  useGetOrderQuery,
  useReturnOrderMutation,
} from '../api/orders-api';
import { OrderActionModal } from './order-action-modal';
import { ReturnItemsRequest } from './return-items-request';
import { OrderReturnsCard } from './order-returns-card';
import {
  Card,
  Facts,
  OrderAddressLines,
  OrderSheet,
  TrackingNumber,
  OrderStatusBadges,
  PrintOnlyTheOrder,
  StoreLetterhead,
  formatOrderDate,
  paymentProviderName,
} from './order-layout';
import { serverRefusalMessage } from '../../session';
import { OrderReorderActions } from '../../job-lists';

export const ORDER_NOT_FOUND = 'Order not found';
export const ORDER_DETAILS_FAILED = 'Failed to load order details';
export const CANCEL_FAILED = 'Failed to cancel order';
export const RETURN_FAILED = 'Failed to return order';

type Action = 'cancel' | 'return';

const isNotFound = (error: unknown) =>
  typeof error === 'object' && error !== null && 'status' in error && error.status === 404;

const itemColumns: readonly TableColumn<OrderItem & { status: OrderItemDisplayStatus }>[] = [
  { header: 'Product', rowHeader: true, cell: (item) => item.name },
  { header: 'SKU', kind: 'code', cell: (item) => item.sku },
  { header: 'Quantity', kind: 'number', cell: (item) => item.quantity },
  { header: 'Price', kind: 'money', cell: (item) => formatMoney(item.price) },
  { header: 'Total', kind: 'money', cell: (item) => formatMoney(item.total) },
  {
    header: 'Status',
    cell: (item) => (
      <>
        <Badge status={item.status} />
        {item.tracking_number && (
          <>
            {' '}
            <a
              href={trackingUrl(item.tracking_number)}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`Track ${item.tracking_number} (opens in a new tab)`}
            >
              Track <TrackingNumber>{item.tracking_number}</TrackingNumber>
            </a>
          </>
        )}
      </>
    ),
  },
];

function OrderItems({ order }: { order: Order }) {
  const returned = order.metadata.returned === true;
  const items = order.items.map((item) => ({
    ...item,
    status: orderItemDisplayStatus(item, { status: order.status, returned }),
  }));
  return (
    <Card aria-labelledby="order-items">
      <h2 id="order-items">Items</h2>
      <ResponsiveTable
        label="Items of this order"
        columns={itemColumns}
        rows={items}
        rowKey={(item) => item.id}
      />
    </Card>
  );
}

function OrderView({ order }: { order: Order }) {
  const { metadata, payment, customer } = order;
  return (
    <>
      <Card aria-labelledby="order-header">
        <h2 id="order-header">Order {order.store_order_id}</h2>
        <Facts>
          <dt>Date</dt>
          <dd>{formatOrderDate(order.date)}</dd>
          <dt>Status</dt>
          <dd>
            <OrderStatusBadges status={order.status} returned={metadata.returned === true} />
          </dd>
          <dt>Customer</dt>
          <dd>{`${customer.first_name} ${customer.last_name}`.trim() || customer.email}</dd>
        </Facts>
      </Card>
      <OrderItems order={order} />
      <OrderReturnsCard order={order} />
      {order.shipping_address && (
        <Card aria-labelledby="order-shipping-address">
          <h2 id="order-shipping-address">Shipping Address</h2>
          <OrderAddressLines address={order.shipping_address} />
        </Card>
      )}
      {order.billing_address && (
        <Card aria-labelledby="order-billing-address">
          <h2 id="order-billing-address">Billing Address</h2>
          <OrderAddressLines address={order.billing_address} />
        </Card>
      )}
      {metadata.returned && (
        <Card aria-labelledby="order-return">
          <h2 id="order-return">Return Information</h2>
          <Facts>
            <dt>Status</dt>
            <dd>Returned</dd>
            <dt>Reason</dt>
            <dd>{metadata.return_reason}</dd>
            <dt>Notes</dt>
            <dd>{metadata.return_notes}</dd>
            <dt>Return Date</dt>
            <dd>{formatOrderDate(metadata.returned_at)}</dd>
          </Facts>
        </Card>
      )}
      <Card aria-labelledby="order-summary">
        <h2 id="order-summary">Order Summary</h2>
        <Facts>
          <dt>Subtotal</dt>
          <dd>{formatMoney(order.subtotal)}</dd>
          <dt>Shipping</dt>
          <dd>{formatMoney(order.shipping)}</dd>
          <dt>Total</dt>
          <dd>{formatMoney(order.total)}</dd>
        </Facts>
      </Card>
      <Card aria-labelledby="order-payment">
        <h2 id="order-payment">Payment Information</h2>
        <Facts>
          <dt>Status</dt>
          <dd>
            <Badge
              variant={payment.status === 'paid' ? 'success' : 'secondary'}
              status={payment.status}
            />
          </dd>
          <dt>Provider</dt>
          <dd>{paymentProviderName(payment.provider)}</dd>
          <dt>Amount</dt>
          <dd>{formatMoney(payment.amount)}</dd>
          <dt>Transaction ID</dt>
          <dd>{payment.transaction_id ?? '—'}</dd>
        </Facts>
      </Card>
    </>
  );
}

export function OrderDetailPage() {
  usePageTitle('Order Details', 'One order: items, payment, cancel or return.');
  const { orderId = '' } = useParams();
  const navigate = useNavigate();
  const handleExpiry = useSessionExpiry();
  const { data: order, error, isLoading, isFetching } = useGetOrderQuery(orderId);
  const [cancelOrder] = useCancelOrderMutation();
  const [returnOrder] = useReturnOrderMutation();
  const [open, setOpen] = useState<Action | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    if (error) handleExpiry(error);
  }, [error, handleExpiry]);

  const closeModal = () => {
    setOpen(null);
    setFailure(null);
  };
  const confirm = (action: Action) => async (reason: string) => {
    setFailure(null);
    const result = await (action === 'cancel' ? cancelOrder : returnOrder)({ orderId, reason });
    if ('error' in result) {
      if (handleExpiry(result.error)) return;
      const fallback = action === 'cancel' ? CANCEL_FAILED : RETURN_FAILED;
      const reasonGiven = serverRefusalMessage(result.error, '');
      setFailure(reasonGiven ? `${fallback}: ${reasonGiven}` : fallback);
      return;
    }
    setOpen(null);
  };

  const backToHistory = (
    <Button variant="outline" onClick={() => navigate(paths.orders)}>
      Return to Order History
    </Button>
  );

  let body;
  if (isLoading || isUnauthorized(error)) body = <Spinner centered />;
  else if (!order)
    body = (
      <Alert variant="danger" actions={backToHistory}>
        {isNotFound(error) || !error ? ORDER_NOT_FOUND : ORDER_DETAILS_FAILED}
      </Alert>
    );
  else
    body = (
      <OrderSheet data-print-area aria-busy={isFetching}>
        <PrintOnlyTheOrder />
        <StoreLetterhead />
        <Actions data-print-hide>
          <Button variant="outline" onClick={() => window.print()}>
            Print Order
          </Button>
          {canCancelOrder(order) && (
            <Button variant="danger" onClick={() => setOpen('cancel')}>
              Cancel Order
            </Button>
          )}
          {canReturnOrder(order) && (
            <Button variant="secondary" onClick={() => setOpen('return')}>
              Return Order
            </Button>
          )}
          <ReturnItemsRequest order={order} />
          <Button variant="link" onClick={() => navigate(paths.orders)}>
            Back to Order History
          </Button>
        </Actions>
        <OrderReorderActions order={order} />
        <OrderView order={order} />
        <OrderActionModal
          open={open === 'cancel'}
          title="Cancel Order"
          label="Reason for Cancellation"
          confirmLabel="Confirm Cancellation"
          failure={failure}
          onClose={closeModal}
          onConfirm={confirm('cancel')}
        />
        <OrderActionModal
          open={open === 'return'}
          title="Return Order"
          label="Reason for Return"
          confirmLabel="Confirm Return"
          failure={failure}
          onClose={closeModal}
          onConfirm={confirm('return')}
        />
      </OrderSheet>
    );

  return (
    <Page $wide>
      <PageTitle>Order Details</PageTitle>
      {body}
    </Page>
  );
}
