import styled from 'styled-components';
import { centsFromDollars, discountedCents, formatCents } from '@storefront/contract';

interface PriceTagProps {
  price: number;
  /** Percent; 0 or missing means no discount. */
  discount?: number | null;
}

/** The price, and when discounted the reduced price next to the struck-through original. */
export function PriceTag({ price, discount }: PriceTagProps) {
  const priceCents = centsFromDollars(price);
  if (!discount || discount <= 0) {
    return (
      <Prices>
        <Current>{formatCents(priceCents)}</Current>
      </Prices>
    );
  }
  return (
    <Prices>
      <Current aria-label="Discounted price">
        {formatCents(discountedCents(priceCents, discount))}
      </Current>
      <Original aria-label="Original price">{formatCents(priceCents)}</Original>
      <Saving>-{discount}%</Saving>
    </Prices>
  );
}

// Wraps rather than clips when a narrow card cannot hold both prices and the badge on one line.
const Prices = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 0 0.5rem;
  margin: 0;
`;
const Current = styled.span`
  font-weight: 700;
  font-size: 1.1rem;
`;
const Original = styled.s`
  color: ${({ theme }) => theme.colors.muted};
`;
const Saving = styled.span`
  color: ${({ theme }) => theme.colors.danger};
  font-size: 0.85rem;
`;
