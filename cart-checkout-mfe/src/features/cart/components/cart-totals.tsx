import styled from 'styled-components';
import { MESSAGES, formatMoney, freeShippingGap } from '@storefront/shared';
import type { CartTotalsView } from '../hooks/use-cart-view';

/** Subtotal, shipping and total in USD, and the free-shipping nudge below the threshold. */
export function CartTotals({ totals }: { totals: CartTotalsView }) {
  if (totals.status === 'failed') {
    return <Failed role="alert">Unable to calculate totals</Failed>;
  }
  const gap = freeShippingGap(totals.subtotal);
  return (
    <section aria-labelledby="cart-totals-heading" aria-busy={totals.status === 'estimated'}>
      <h2 id="cart-totals-heading">Order summary</h2>
      <List>
        <dt>Subtotal</dt>
        <dd>{formatMoney(totals.subtotal)}</dd>
        <dt>Shipping</dt>
        <dd>{totals.shipping === 0 ? 'Free' : formatMoney(totals.shipping)}</dd>
        <dt>Total</dt>
        <dd>{formatMoney(totals.total)}</dd>
      </List>
      {gap > 0 && <Nudge role="status">{MESSAGES.freeShippingGap(formatMoney(gap))}</Nudge>}
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
