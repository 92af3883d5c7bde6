import styled from 'styled-components';
import { MESSAGES, formatCents, freeShippingGapCents } from '@storefront/contract';
import { TOTALS_FAILED } from '../../../lib/totals-messages';
import type { CartTotalsView } from '../hooks/use-cart-view';

/** Subtotal, shipping and total in USD, and the free-shipping nudge below the threshold. */
export function CartTotals({ totals }: { totals: CartTotalsView }) {
  if (totals.status === 'failed') {
    return <Failed role="alert">{TOTALS_FAILED}</Failed>;
  }
  const gap = freeShippingGapCents(totals.subtotalCents);
  return (
    <section aria-labelledby="cart-totals-heading" aria-busy={totals.status === 'estimated'}>
      <h2 id="cart-totals-heading">Order summary</h2>
      <List>
        <dt>Subtotal</dt>
        <dd>{formatCents(totals.subtotalCents)}</dd>
        <dt>Shipping</dt>
        <dd>{totals.shippingCents === 0 ? 'Free' : formatCents(totals.shippingCents)}</dd>
        <dt>Total</dt>
        <dd>{formatCents(totals.totalCents)}</dd>
      </List>
      {gap > 0 && <Nudge role="status">{MESSAGES.freeShippingGap(formatCents(gap))}</Nudge>}
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
