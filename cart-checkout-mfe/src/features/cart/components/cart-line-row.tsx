import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from '@storefront/ui-kit';
import { formatCents, hasDiscount, productPath } from '@storefront/contract';
import { useAppDispatch } from '@storefront/platform';
import { itemRemoved, lineDeleted, useAddToCart } from '../../cart-state';
import { VisuallyHidden } from '../../../components/visually-hidden';
import type { CartLineView } from '../hooks/use-cart-view';

/** One cart line: image, name linking to the product, SKU, unit price, − qty +, line total, Remove. */
export function CartLineRow({ line }: { line: CartLineView }) {
  const { item, unitCents, lineTotalCents, previousUnitCents, problem } = line;
  const dispatch = useAppDispatch();
  const { raiseQuantity } = useAddToCart();
  const [raising, setRaising] = useState(false);
  const [stockMessage, setStockMessage] = useState<string | null>(null);
  const name = item.title;
  const messageId = `cart-line-${item.id}-message`;

  const raise = async () => {
    setRaising(true);
    try {
      const outcome = await raiseQuantity(item);
      setStockMessage(outcome.status === 'added' ? null : outcome.message);
    } finally {
      setRaising(false);
    }
  };
  const lower = () => {
    setStockMessage(null);
    dispatch(itemRemoved(item.id));
  };

  const message = stockMessage ?? problem;
  return (
    <Row aria-label={name}>
      <Thumb src={item.image} alt="" width={72} height={72} loading="lazy" />
      <Details>
        <Link to={productPath(item.id)}>{name}</Link>
        <Muted>SKU: {item.sku}</Muted>
        <span>
          {formatCents(unitCents)} each
          {hasDiscount(item.discount) && <Muted> ({item.discount}% off)</Muted>}
        </span>
        {previousUnitCents !== null && (
          <Notice>
            Price changed since you added it: was {formatCents(previousUnitCents)}, now{' '}
            {formatCents(unitCents)}
          </Notice>
        )}
        {message && (
          <Problem id={messageId} role="alert">
            {message}
          </Problem>
        )}
      </Details>
      <Quantity role="group" aria-label={`Quantity of ${name}`}>
        <Button
          variant="outline"
          size="sm"
          onClick={lower}
          aria-label={`Decrease quantity of ${name}`}
        >
          −
        </Button>
        <output aria-live="polite" aria-describedby={message ? messageId : undefined}>
          {item.qty}
        </output>
        <Button
          variant="outline"
          size="sm"
          onClick={() => void raise()}
          disabled={raising}
          aria-busy={raising}
          aria-label={`Increase quantity of ${name}`}
        >
          +
        </Button>
      </Quantity>
      <LineTotal>{formatCents(lineTotalCents)}</LineTotal>
      <RemoveButton variant="link" size="sm" onClick={() => dispatch(lineDeleted(item.id))}>
        Remove<VisuallyHidden> {name}</VisuallyHidden>
      </RemoveButton>
    </Row>
  );
}

// One row on wide screens; on phones the controls get a row of their own under the name, each in
// its own cell, so the line total never lies over the + button.
const Row = styled.li`
  display: grid;
  grid-template-columns: 72px 1fr auto auto auto;
  grid-template-areas: 'thumb details quantity total remove';
  gap: 1rem;
  align-items: center;
  padding: 1rem 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  @media (max-width: 767px) {
    grid-template-columns: 72px auto 1fr auto;
    grid-template-areas:
      'thumb details details details'
      'quantity quantity remove total';
    gap: 0.75rem;
  }
`;
const Thumb = styled.img`
  grid-area: thumb;
  width: 72px;
  height: 72px;
  object-fit: contain;
`;
const Details = styled.div`
  grid-area: details;
  display: flex;
  flex-direction: column;
  gap: 0.25rem;
  min-width: 0;
`;
const Muted = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.875rem;
`;
const Notice = styled.span`
  color: ${({ theme }) => theme.colors.warning};
  font-size: 0.875rem;
`;
const Problem = styled.span`
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;
const Quantity = styled.div`
  grid-area: quantity;
  display: flex;
  align-items: center;
  gap: 0.5rem;
  output {
    min-width: 2ch;
    text-align: center;
  }
`;
const LineTotal = styled.span`
  grid-area: total;
  font-weight: 600;
  white-space: nowrap;
  min-width: 6ch;
  text-align: right;
`;
const RemoveButton = styled(Button)`
  grid-area: remove;
  justify-self: start;
`;
