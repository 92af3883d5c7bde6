// Step 5, review: shipping and billing addresses ('Same as shipping address' when so), payment,
// the items with line totals and the totals; Proceed to Payment creates the provider's session and
// leaves for its hosted page (Place Order when the provider is disabled).
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import {
  Alert,
  Button,
  ResponsiveTable,
  cartLineTotal,
  cartSubtotal,
  formatMoney,
  selectCartItems,
  selectStoreConfig,
  selectStoreId,
  selectUser,
  selectIsAuthenticated,
  shippingChargeFor,
  storeApiErrorMessage,
  useAppDispatch,
  useAppSelector,
  type CartItem,
  type TableColumn,
} from '@storefront/shared';
import { leavePage } from '../../../lib/leave-page';
import { useCreateCheckoutSessionMutation } from '../api/checkout-api';
import { createSessionBody } from '../lib/session-body';
import { stepPath } from '../lib/steps';
import { isProviderEnabled } from '../provider/payment-provider';
import { checkoutFailed, checkoutLoading, selectCheckout } from '../state/checkout-slice';
import { AddressLines } from './address-lines';
import { StepActions } from './step-layout';

export const SESSION_FAILED = 'Checkout session creation failed';

const reviewColumns: readonly TableColumn<CartItem>[] = [
  { header: 'Product', rowHeader: true, cell: (item) => item.title },
  { header: 'Quantity', kind: 'number', cell: (item) => item.qty },
  {
    header: 'Price',
    kind: 'money',
    cell: (item) => formatMoney(cartLineTotal({ ...item, qty: 1 })),
  },
  { header: 'Total', kind: 'money', cell: (item) => formatMoney(cartLineTotal(item)) },
];

export function ReviewStep() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const checkout = useAppSelector(selectCheckout);
  const items = useAppSelector(selectCartItems);
  const storeId = useAppSelector(selectStoreId);
  const storeCharge = useAppSelector(selectStoreConfig).shipping_charge;
  const user = useAppSelector(selectUser);
  const authenticated = useAppSelector(selectIsAuthenticated);
  const [createSession, { isLoading }] = useCreateCheckoutSessionMutation();
  const { customerInfo, shippingAddress, billingAddress } = checkout;
  // StepGuard only renders this step when these are present.
  if (!customerInfo || !shippingAddress || !billingAddress) return null;

  const subtotal = cartSubtotal(items);
  const shipping = shippingChargeFor(subtotal, storeCharge);
  const total = Math.round((subtotal + shipping) * 100) / 100;
  const providerEnabled = isProviderEnabled();

  const pay = async () => {
    dispatch(checkoutLoading());
    const body = createSessionBody({
      items,
      customer: customerInfo,
      shippingAddress,
      billingAddress,
      shippingFee: shipping,
      storeId,
      userId: authenticated && user ? user.id : null,
    });
    try {
      const session = await createSession(body).unwrap();
      leavePage(session.url);
    } catch (error) {
      const message = storeApiErrorMessage(error);
      dispatch(checkoutFailed(message || SESSION_FAILED));
    }
  };

  return (
    <section aria-labelledby="review-heading">
      <h2 id="review-heading">Review Your Order</h2>
      <Grid>
        <Panel>
          <h3>Customer</h3>
          <p>
            {customerInfo.firstName} {customerInfo.lastName}
            <br />
            {customerInfo.email}
            {customerInfo.phone && (
              <>
                <br />
                {customerInfo.phone}
              </>
            )}
          </p>
        </Panel>
        <Panel>
          <h3>Shipping Address</h3>
          <AddressLines address={shippingAddress} />
        </Panel>
        <Panel>
          <h3>Billing Address</h3>
          {checkout.sameAsShipping ? (
            <p>Same as shipping address</p>
          ) : (
            <AddressLines address={billingAddress} />
          )}
        </Panel>
        <Panel>
          <h3>Payment</h3>
          <p>Card, paid on the card provider&apos;s secure page</p>
        </Panel>
      </Grid>
      <h3>Items</h3>
      <ResponsiveTable
        label="Items in your order"
        columns={reviewColumns}
        rows={items}
        rowKey={(item) => item.id}
        totals={[
          { label: 'Subtotal', value: formatMoney(subtotal) },
          { label: 'Shipping', value: shipping === 0 ? 'Free' : formatMoney(shipping) },
          { label: 'Total', value: formatMoney(total) },
        ]}
      />
      {checkout.error && (
        <Alert variant="danger" title={SESSION_FAILED}>
          {checkout.error}
        </Alert>
      )}
      <StepActions>
        <Button type="button" variant="outline" onClick={() => void navigate(stepPath(4))}>
          Back to Payment
        </Button>
        <Button type="button" onClick={() => void pay()} disabled={isLoading} aria-busy={isLoading}>
          {providerEnabled ? 'Proceed to Payment' : 'Place Order'}
        </Button>
      </StepActions>
    </section>
  );
}

const Grid = styled.div`
  display: grid;
  gap: 1rem;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 14rem), 1fr));
`;
const Panel = styled.div`
  padding: 1rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 8px;
  h3 {
    margin-top: 0;
    font-size: 1.1rem;
  }
  address {
    font-style: normal;
  }
`;
