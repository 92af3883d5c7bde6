// The order detail's reorder actions (issue 40): Buy Again and Add to Job List with the order's
// lines. Its own component, so the order page gains one line.
import styled from 'styled-components';
import type { Order } from '@storefront/contract';
import { AddToJobList } from './add-to-job-list';
import { BuyAgainButton } from './buy-again-button';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  align-items: flex-start;
`;

export function OrderReorderActions({ order }: { order: Order }) {
  const lines = order.items.map((item) => ({
    productId: item.product_id,
    quantity: item.quantity,
  }));
  return (
    <Row data-print-hide>
      <BuyAgainButton orderId={Number(order.order_id)} orderLabel={order.store_order_id} />
      <AddToJobList lines={lines} />
    </Row>
  );
}
