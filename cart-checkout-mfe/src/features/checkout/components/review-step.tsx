// Step 5, review: shipping and billing addresses ('Same as shipping address' when so), payment,
// the items with line totals and the totals as the server quotes them (what create-session will
// charge, so the total confirmed is the total paid); Proceed to Payment creates the provider's
// session and leaves for its hosted page (Place Order when the provider is disabled).
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Alert, Button, ResponsiveTable, Spinner, type TableColumn } from '@storefront/ui-kit';
import { centsFromDollars, formatCents, type CartItem } from '@storefront/contract';
import {
  selectStoreId,
  selectUser,
  selectIsAuthenticated,
  storeApiErrorMessage,
  useAppDispatch,
  useAppSelector,
} from '@storefront/platform';
import type { CheckoutQuoteRecord } from '@storefront/contract/records';
import { leavePage } from '../../../lib/leave-page';
import { cartLineUnitCents, selectCartItems } from '../../cart-state';
import { shippingRows } from '../../../lib/shipping-rows';
import { TOTALS_FAILED } from '../../../lib/totals-messages';
import { useCheckoutQuoteQuery, useCreateCheckoutSessionMutation } from '../api/checkout-api';
import { checkoutQuoteBody, createSessionBody } from '../lib/session-body';
import { stepPath } from '../lib/steps';
import { isProviderEnabled } from '../provider/payment-provider';
import { checkoutFailed, checkoutLoading, selectCheckout } from '../state/checkout-slice';
import { AddressLines } from './address-lines';
import { StepActions } from './step-layout';

export const SESSION_FAILED = 'Checkout session creation failed';

export const PRICES_CHANGED =
  'Some prices changed since you added them to your cart. You pay the prices shown here.';

type QuoteLine = CheckoutQuoteRecord['items'][number];

/** The server's amounts (USD) shown through the money module. */
const money = (dollars: number) => formatCents(centsFromDollars(dollars));

const reviewColumns: readonly TableColumn<QuoteLine>[] = [
  { header: 'Product', rowHeader: true, cell: (line) => line.name },
  { header: 'Quantity', kind: 'number', cell: (line) => line.quantity },
  { header: 'Price', kind: 'money', cell: (line) => money(line.unit_price) },
  { header: 'Total', kind: 'money', cell: (line) => money(line.line_total) },
];

/** True when the server prices a line differently from what the browser's cart says. */
function pricesChanged(items: readonly CartItem[], quote: CheckoutQuoteRecord): boolean {
  const browserUnits = new Map(items.map((item) => [item.id, cartLineUnitCents(item)]));
  return quote.items.some(
    (line) => browserUnits.get(line.id) !== centsFromDollars(line.unit_price),
  );
}

export function ReviewStep() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const checkout = useAppSelector(selectCheckout);
  const items = useAppSelector(selectCartItems);
  const storeId = useAppSelector(selectStoreId);
  const user = useAppSelector(selectUser);
  const authenticated = useAppSelector(selectIsAuthenticated);
  const [createSession, { isLoading }] = useCreateCheckoutSessionMutation();
  const quoteBody = useMemo(() => checkoutQuoteBody(items), [items]);
  // Asked again each time the step opens: a price may have changed since the last look.
  const quote = useCheckoutQuoteQuery(quoteBody, {
    skip: items.length === 0,
    refetchOnMountOrArgChange: true,
  });
  const { customerInfo, shippingAddress, billingAddress } = checkout;
  // StepGuard only renders this step when these are present.
  if (!customerInfo || !shippingAddress || !billingAddress) return null;

  const priced = quote.isFetching ? undefined : quote.data;
  const providerEnabled = isProviderEnabled();

  const pay = async () => {
    if (!priced) return;
    dispatch(checkoutLoading());
    const body = createSessionBody({
      items,
      customer: customerInfo,
      shippingAddress,
      billingAddress,
      shippingCents: centsFromDollars(priced.shipping_charge),
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
      {quote.isError && !quote.isFetching && (
        <Alert variant="danger" title={TOTALS_FAILED}>
          {storeApiErrorMessage(quote.error)}
        </Alert>
      )}
      {!priced && !quote.isError && <Spinner label="Pricing your order..." />}
      {priced && pricesChanged(items, priced) && <Alert variant="info">{PRICES_CHANGED}</Alert>}
      {priced && (
        <ResponsiveTable
          label="Items in your order"
          columns={reviewColumns}
          rows={priced.items}
          rowKey={(line) => line.id}
          totals={[
            { label: 'Subtotal', value: money(priced.subtotal) },
            ...shippingRows({
              shippingCents: centsFromDollars(priced.shipping_charge),
              freightCents: centsFromDollars(priced.freight_charge),
            }),
            { label: 'Total', value: money(priced.total) },
          ]}
        />
      )}
      {checkout.error && (
        <Alert variant="danger" title={SESSION_FAILED}>
          {checkout.error}
        </Alert>
      )}
      <StepActions>
        <Button type="button" variant="outline" onClick={() => void navigate(stepPath(4))}>
          Back to Payment
        </Button>
        <Button
          type="button"
          onClick={() => void pay()}
          disabled={isLoading || !priced}
          aria-busy={isLoading}
        >
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
