import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button, PageFrame, Skeleton } from '@storefront/ui-kit';
import { useAppDispatch, usePageTitle } from '@storefront/platform';
import { paths } from '../../../lib/paths';
import { useCartView } from '../hooks/use-cart-view';
import { useProceedToCheckout } from '../hooks/use-proceed-to-checkout';
import { cartSyncRequested, useCartRead } from '../../cart-state';
import { CartLineRow } from './cart-line-row';
import { CartTotals } from './cart-totals';
import { SaveCartToJobList } from './save-cart-to-job-list';
import { CartTitle, EmptyCart } from './empty-cart';
import { BySavedCart } from '../../../components/by-saved-cart';

/** /cart (SPEC §2, §4): the lines with quantity controls, totals, and Proceed to Checkout. */
export function CartPage() {
  usePageTitle('Shopping Cart');
  const dispatch = useAppDispatch();
  const opened = useCartRead();
  const { lines, totals } = useCartView();
  const { proceed, checking, error } = useProceedToCheckout();

  // Prices and stock may have changed since the lines were added: ask the server again.
  useEffect(() => {
    if (opened) dispatch(cartSyncRequested());
  }, [dispatch, opened]);

  if (!opened) return <BySavedCart withLines={<CartFrame />} empty={<EmptyCart />} />;
  if (lines.length === 0) return <EmptyCart />;

  const blocked = lines.some((line) => line.problem !== null) || totals.status === 'failed';
  return (
    <PageFrame>
      <CartTitle>Shopping Cart</CartTitle>
      <Layout>
        <Lines aria-label="Cart lines">
          {lines.map((line) => (
            <CartLineRow key={line.item.id} line={line} />
          ))}
        </Lines>
        <Summary>
          <CartTotals totals={totals} />
          <Button
            fullWidth
            size="lg"
            onClick={() => void proceed()}
            disabled={blocked || checking}
            aria-busy={checking}
            aria-describedby={blocked ? 'cart-blocked' : undefined}
          >
            Proceed to Checkout
          </Button>
          {blocked && (
            <Hint id="cart-blocked">Fix or remove the lines marked above to check out.</Hint>
          )}
          {error && <Error role="alert">{error}</Error>}
          <Link to={paths.products}>Continue shopping</Link>
          <SaveCartToJobList items={lines.map((line) => line.item)} />
        </Summary>
      </Layout>
    </PageFrame>
  );
}

/**
 * The cart with lines before they are read: what the server renders and the browser hydrates (the
 * lines live in the browser), laid out as a one-line cart so the lines replace it in place.
 */
function CartFrame() {
  return (
    <PageFrame>
      <CartTitle>Shopping Cart</CartTitle>
      <Layout aria-busy="true">
        <Lines aria-label="Cart lines">
          <LineFrame>
            <Skeleton width={72} height={72} />
            <Skeleton height="4.5rem" />
          </LineFrame>
        </Lines>
        <Summary>
          <h2>Order summary</h2>
          <Skeleton height="9rem" />
          <Button fullWidth size="lg" disabled>
            Proceed to Checkout
          </Button>
          <Link to={paths.products}>Continue shopping</Link>
        </Summary>
      </Layout>
    </PageFrame>
  );
}

const Layout = styled.div`
  display: grid;
  grid-template-columns: 1fr 320px;
  gap: 2rem;
  align-items: start;
  @media (max-width: 767px) {
    grid-template-columns: 1fr;
  }
`;
const Lines = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;
const LineFrame = styled.li`
  display: grid;
  grid-template-columns: 72px 1fr;
  gap: 1rem;
  align-items: center;
  padding: 1rem 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;
const Summary = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  padding: 1rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 8px;
  h2 {
    margin-top: 0;
    font-size: 1.25rem;
  }
`;
const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.875rem;
`;
const Error = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;
