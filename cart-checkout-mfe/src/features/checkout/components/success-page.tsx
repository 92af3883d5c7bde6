// /checkout/success?session_id=…: 'Order Placed Successfully!' with the order once the provider's
// session is paid; the next steps differ for customers and guests; errors end in 'Oops! Something
// went wrong' with Return to Home.
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { Alert, Button, Spinner, formatMoney, PageFrame } from '@storefront/shared';
import type { SessionVerificationRecord } from '@storefront/shared/contract';
import { paths } from '../../../lib/paths';
import { useCheckoutTitle } from '../../../lib/use-checkout-title';
import { useSessionVerification } from '../hooks/use-session-verification';

export const ORDER_PLACED = 'Order Placed Successfully!';
export const OOPS = 'Oops! Something went wrong';

function formatOrderDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : date.toLocaleString('en-US', { dateStyle: 'long', timeStyle: 'short' });
}

function OrderPlaced({ record }: { record: SessionVerificationRecord }) {
  const { order } = record;
  const email = record.session.customer_email || order.customer.email;
  return (
    <>
      <Alert variant="success" title={ORDER_PLACED}>
        Thank you, {order.customer.first_name} {order.customer.last_name}. A confirmation e-mail is
        on its way to {email}.
      </Alert>
      <Details aria-label="Order summary">
        <dt>Order number</dt>
        <dd>{order.store_order_id}</dd>
        <dt>Date</dt>
        <dd>{formatOrderDate(order.date)}</dd>
        <dt>Status</dt>
        <dd>{order.status}</dd>
        <dt>Total</dt>
        <dd>{formatMoney(order.total)}</dd>
        <dt>Customer</dt>
        <dd>
          {order.customer.first_name} {order.customer.last_name} ({email})
        </dd>
      </Details>
      <Actions>
        {order.is_guest ? (
          <>
            <Link to={paths.setPassword(email, order.order_id)}>Create an Account</Link>
            <Link to={paths.resetPassword(email)}>Reset Password</Link>
            <Link to={paths.products}>Continue Shopping</Link>
          </>
        ) : (
          <Link to={paths.orderDetail(order.order_id)}>View Order Details</Link>
        )}
      </Actions>
    </>
  );
}

export function SuccessPage() {
  useCheckoutTitle('Order Confirmation');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const verification = useSessionVerification(params.get('session_id'));

  return (
    <PageFrame $width="medium">
      <h1>Order Confirmation</h1>
      {verification.status === 'verifying' && (
        <Spinner centered label="Confirming your payment..." />
      )}
      {verification.status === 'paid' && <OrderPlaced record={verification.record} />}
      {verification.status === 'error' && (
        <Alert
          variant="danger"
          title={OOPS}
          actions={<Button onClick={() => void navigate(paths.home)}>Return to Home</Button>}
        >
          {verification.message}
        </Alert>
      )}
    </PageFrame>
  );
}

const Details = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 0.5rem 1.5rem;
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
  }
`;
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 1rem;
  margin-top: 1.5rem;
`;
