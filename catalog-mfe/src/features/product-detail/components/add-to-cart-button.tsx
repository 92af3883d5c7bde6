import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import {
  Button,
  touchTarget,
  useAddToCart,
  type AddToCartOutcome,
  type Product,
} from '@storefront/shared';
import { paths } from '../../../lib/paths';

/**
 * Add to Cart (stock-checked by shared's `useAddToCart`, which also raises the toast) and Go to Cart.
 * The outcome is repeated next to the button so it stays readable after the toast fades. A product
 * loaded as out of stock gets a disabled "Out of stock" button; the stock check still guards the
 * race when the last unit sells after the page loaded.
 */
export function AddToCartButton({ product }: { product: Product }) {
  const { addToCart } = useAddToCart();
  const [checking, setChecking] = useState(false);
  const [outcome, setOutcome] = useState<AddToCartOutcome | null>(null);

  const add = async () => {
    setChecking(true);
    try {
      setOutcome(await addToCart(product));
    } finally {
      setChecking(false);
    }
  };

  return (
    <div>
      <Actions>
        <Button
          onClick={() => void add()}
          disabled={checking || !product.inStock}
          aria-busy={checking}
        >
          {product.inStock ? 'Add to Cart' : 'Out of stock'}
        </Button>
        <Link to={paths.cart}>Go to Cart</Link>
      </Actions>
      {outcome && (
        <Outcome
          role={outcome.status === 'added' ? 'status' : 'alert'}
          $failed={outcome.status !== 'added'}
        >
          {outcome.message}
        </Outcome>
      )}
    </div>
  );
}

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: 1rem;
  a {
    display: inline-flex;
    align-items: center;
    ${touchTarget}
  }
`;
const Outcome = styled.p<{ $failed: boolean }>`
  min-height: 1.4em;
  margin: 0.5rem 0 0;
  color: ${({ theme, $failed }) => ($failed ? theme.colors.danger : theme.colors.success)};
`;
