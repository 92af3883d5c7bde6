// The add-to-cart widget other remotes' pages show (catalog's product page), exposed as
// './AddToCart' and rendered through the host's remote widget: the stock rules and the inventory
// check stay the cart's own.
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button, touchTarget } from '@storefront/ui-kit';
import { lowStockNote, type Product } from '@storefront/contract';
import { requestAddToCart, type CartRequestOutcome } from '../bus/request-add-to-cart';
import { useAppDispatch, useLastEvent } from '@storefront/platform';
import { paths } from '../../../lib/paths';
import { fetchInventory } from '../../cart-state';

const STOCK_NOTE_ID = 'product-stock-note';

/** The stock line when the cart already holds every unit on hand. */
function allInCartNote(onHand: number): string {
  return onHand === 1
    ? 'The only one in stock is in your cart'
    : `All ${onHand} in stock are in your cart`;
}

/**
 * 'In stock' ('Only 2 left' when few are), Add to Cart (a `cart:add-requested` command to the cart, which checks the stock and
 * toasts a success; the units in the cart come from its `cart:changed`) and
 * Go to Cart. The outcome is repeated next to the button so it stays readable after the toast
 * fades; a refusal shows only here. A product loaded as out of stock gets a disabled "Out of stock"
 * button. Once the units on hand are known (checked when the cart holds the product, and by every
 * add) and the cart holds them all, the stock line says so and Add to Cart refuses presses; the stock
 * check still guards the race when the last unit sells after the page loaded.
 */
export function AddToCart({ product }: { product: Product }) {
  const dispatch = useAppDispatch();
  const inCart =
    useLastEvent('cart:changed')?.lines.find((line) => line.productId === product.id)?.quantity ??
    0;
  const [onHand, setOnHand] = useState<number | null>(null);
  const [checking, setChecking] = useState(false);
  const [outcome, setOutcome] = useState<CartRequestOutcome | null>(null);

  // With units in the cart already, the shopper must learn before pressing Add whether any are left
  // (an add in progress checks the stock itself).
  const mustCheck = inCart > 0 && onHand === null && !checking && product.inStock;
  useEffect(() => {
    if (!mustCheck || !product.sku) return;
    let current = true;
    void dispatch(fetchInventory(product.sku)).then((check) => {
      if (current && fetchInventory.fulfilled.match(check)) setOnHand(check.payload.total_on_hand);
    });
    return () => {
      current = false;
    };
  }, [dispatch, mustCheck, product.sku]);

  const soldOut = !product.inStock || onHand === 0;
  // Units on hand, known and all in the cart already: nothing more to add.
  const allInCart = !soldOut && onHand !== null && inCart >= onHand ? onHand : null;
  // Refused while an add is under way or nothing is left to add. Only a product loaded sold out
  // gets a disabled button: one disabled under the shopper's press drops their focus to <body>.
  const refusesPress = checking || soldOut || allInCart !== null;

  const add = async () => {
    if (refusesPress) return;
    setChecking(true);
    try {
      const result = await requestAddToCart(product);
      if ('available' in result) setOnHand(result.available);
      setOutcome(result);
    } finally {
      setChecking(false);
    }
  };

  // The units last checked, else those the product was loaded with.
  const stockNote = lowStockNote(onHand ?? product.unitsOnHand) ?? 'In stock';
  return (
    <div>
      {!soldOut && (
        <p id={STOCK_NOTE_ID}>{allInCart === null ? stockNote : allInCartNote(allInCart)}</p>
      )}
      <Actions>
        <Button
          onClick={() => void add()}
          disabled={!product.inStock}
          aria-disabled={refusesPress || undefined}
          aria-busy={checking}
          aria-describedby={allInCart === null ? undefined : STOCK_NOTE_ID}
        >
          {soldOut ? 'Out of stock' : 'Add to Cart'}
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
  margin-top: 0.6rem;
  button[aria-disabled='true'] {
    opacity: 0.6;
    cursor: not-allowed;
  }
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
