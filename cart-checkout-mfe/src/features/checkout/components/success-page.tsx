// /checkout/success?session_id=…: 'Order Placed Successfully!' with the order once the provider's
// session is paid: its number, date, status, total, customer, items and shipping address; the next
// steps differ for customers and guests; errors end in 'Oops! Something went wrong' with Return to
// Home and a way back to the cart.
import { useId } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { Alert, Badge, Button, Spinner, PageFrame, PHONE_MEDIA } from '@storefront/ui-kit';
import { formatMoney } from '@storefront/contract';
import { usePageTitle } from '@storefront/platform';
import type { SessionVerificationRecord } from '@storefront/contract/records';
import { serverAddressToForm } from '@storefront/ui-kit/forms';
import { paths } from '../../../lib/paths';
import { useSessionVerification, VERIFICATION_MESSAGES } from '../hooks/use-session-verification';
import { AddressLines } from './address-lines';

export const ORDER_PLACED = 'Order Placed Successfully!';
export const OOPS = 'Oops! Something went wrong';
/** After a timeout the payment may still go through, and the cart is still there. */
export const TIMED_OUT_HINT =
  'If your payment went through, your confirmation e-mail will follow. Your cart is still saved.';

type PlacedOrder = SessionVerificationRecord['order'];

function formatOrderDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : date.toLocaleString('en-US', { dateStyle: 'long', timeStyle: 'short' });
}

function OrderItems({ order }: { order: PlacedOrder }) {
  return (
    <Section aria-labelledby="success-items">
      <h2 id="success-items">Items</h2>
      <ItemList>
        {order.items.map((item) => (
          <Item key={item.id}>
            <ItemName>{item.name}</ItemName>
            <ItemMeta>
              SKU {item.sku} ·{' '}
              <Unbroken>
                Qty {item.quantity} × {formatMoney(item.price)}
              </Unbroken>
            </ItemMeta>
            <ItemTotal>{formatMoney(item.total)}</ItemTotal>
          </Item>
        ))}
      </ItemList>
      <Totals>
        <dt>Subtotal</dt>
        <Money as="dd">{formatMoney(order.subtotal)}</Money>
        <dt>Shipping</dt>
        <Money as="dd">{order.shipping === 0 ? 'Free' : formatMoney(order.shipping)}</Money>
        <dt>Total</dt>
        <Money as="dd">{formatMoney(order.total)}</Money>
      </Totals>
    </Section>
  );
}

/**
 * A guest has no account yet: SPEC's three links, each saying what it is for (Reset Password is
 * only for someone who already has an account with this e-mail).
 */
function GuestNextSteps({ email, orderId }: { email: string; orderId: number }) {
  const id = useId();
  const steps = [
    {
      to: paths.setPassword(email, orderId),
      label: 'Create an Account',
      why: `New here? Choose a password for ${email} to follow this order and check out faster next time.`,
    },
    {
      to: paths.resetPassword(email),
      label: 'Reset Password',
      why: `Already have an account with ${email}? Reset its password to sign in.`,
    },
    { to: paths.products, label: 'Continue Shopping', why: 'Keep browsing our products.' },
  ];
  return (
    <NextStepsSection aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>What&apos;s next?</h2>
      <NextSteps>
        {steps.map((step, index) => (
          <li key={step.label}>
            <Link to={step.to} aria-describedby={`${id}-${index}`}>
              {step.label}
            </Link>
            <span id={`${id}-${index}`}>{step.why}</span>
          </li>
        ))}
      </NextSteps>
    </NextStepsSection>
  );
}

function OrderPlaced({ record }: { record: SessionVerificationRecord }) {
  const { order } = record;
  const email = record.session.customer_email || order.customer.email;
  const { shipping_address: address } = order;
  const shipTo = serverAddressToForm(
    { ...address, id: address.id ?? undefined },
    { firstName: address.first_name, lastName: address.last_name },
  );
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
        <dd>
          <Badge status={order.status} />
        </dd>
        <dt>Total</dt>
        <dd>{formatMoney(order.total)}</dd>
        <dt>Customer</dt>
        <dd>
          {order.customer.first_name} {order.customer.last_name} ({email})
        </dd>
      </Details>
      <Columns>
        <OrderItems order={order} />
        <Section aria-labelledby="success-ship-to">
          <h2 id="success-ship-to">Shipping Address</h2>
          <AddressLines address={shipTo} />
        </Section>
      </Columns>
      {order.is_guest ? (
        <GuestNextSteps email={email} orderId={order.order_id} />
      ) : (
        <Actions>
          <Link to={paths.orderDetail(order.order_id)}>View Order Details</Link>
        </Actions>
      )}
    </>
  );
}

export function SuccessPage() {
  usePageTitle('Order Confirmation');
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
          actions={
            <>
              <Button onClick={() => void navigate(paths.home)}>Return to Home</Button>
              <Button variant="outline" onClick={() => void navigate(paths.cart)}>
                Back to Cart
              </Button>
            </>
          }
        >
          {verification.message}
          {verification.message === VERIFICATION_MESSAGES.timedOut && <p>{TIMED_OUT_HINT}</p>}
        </Alert>
      )}
    </PageFrame>
  );
}

const Details = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 0.5rem 1.5rem;
  align-items: center;
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
    min-width: 0;
    overflow-wrap: anywhere;
  }
`;
const Columns = styled.div`
  display: grid;
  gap: 1.5rem;
  grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
  align-items: start;
  margin-top: 1.5rem;
  @media ${PHONE_MEDIA} {
    grid-template-columns: minmax(0, 1fr);
  }
`;
const Section = styled.section`
  h2 {
    font-size: 1.2rem;
    margin: 0 0 0.75rem;
  }
  address {
    font-style: normal;
  }
`;
const NextStepsSection = styled(Section)`
  margin-top: 2rem;
`;
const ItemList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;
const Item = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: 0.125rem 1rem;
  padding: 0.625rem 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;
const ItemName = styled.span`
  font-weight: 600;
  overflow-wrap: break-word;
`;
const ItemMeta = styled.span`
  grid-row: 2;
  font-size: 0.9rem;
`;
// Money never wraps inside its value.
const Money = styled.span`
  text-align: right;
  white-space: nowrap;
`;
const Unbroken = styled.span`
  white-space: nowrap;
`;
const ItemTotal = styled(Money)`
  grid-column: 2;
  grid-row: 1;
`;
const Totals = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: 0.25rem 1rem;
  margin: 0.75rem 0 0;
  dd {
    margin: 0;
  }
  dt:last-of-type,
  dd:last-of-type {
    font-weight: 700;
  }
`;
const NextSteps = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 0.75rem;
  li {
    display: flex;
    flex-direction: column;
    gap: 0.125rem;
  }
  a {
    font-weight: 600;
  }
`;
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 1rem;
  margin-top: 1.5rem;
`;
