import { Fragment } from 'react';
import styled from 'styled-components';
import { MESSAGES, formatCents, freeShippingGapCents } from '@storefront/contract';
import { shippingRows } from '../../../lib/shipping-rows';
import { TOTALS_FAILED } from '../../../lib/totals-messages';
import type { CartTotalsView } from '../hooks/use-cart-view';
import { CartDelivery } from './cart-delivery';

/**
 * Subtotal, shipping (parcels, and freight on its own row) and total in USD, and the free-shipping
 * nudge while the parcels are below the threshold (freight never ships free, so it never counts).
 */
export function CartTotals({ totals }: { totals: CartTotalsView }) {
  if (totals.status === 'failed') {
    return <Failed role="alert">{TOTALS_FAILED}</Failed>;
  }
  const hasParcels = totals.parcelSubtotalCents > 0;
  const gap = hasParcels ? freeShippingGapCents(totals.parcelSubtotalCents) : 0;
  return (
    <section aria-labelledby="cart-totals-heading" aria-busy={totals.status === 'estimated'}>
      <h2 id="cart-totals-heading">Order summary</h2>
      <List>
        <dt>Subtotal</dt>
        <dd>{formatCents(totals.subtotalCents)}</dd>
        {shippingRows({ ...totals, hasParcels }).map((row) => (
          <Fragment key={row.label}>
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
          </Fragment>
        ))}
        <dt>Total</dt>
        <dd>{formatCents(totals.totalCents)}</dd>
      </List>
      {gap > 0 && <Nudge role="status">{MESSAGES.freeShippingGap(formatCents(gap))}</Nudge>}
      <CartDelivery shippingClass={totals.shippingClass} />
    </section>
  );
}

const List = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: 0.5rem 1rem;
  margin: 0 0 1rem;
  dd {
    margin: 0;
    text-align: right;
    font-weight: 600;
  }
`;
const Nudge = styled.p`
  color: ${({ theme }) => theme.colors.info};
`;
const Failed = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;
