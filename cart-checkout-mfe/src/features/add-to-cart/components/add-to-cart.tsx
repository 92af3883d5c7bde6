// The add-to-cart widget other remotes' pages show (catalog's product page and product cards),
// exposed as './AddToCart' and rendered through the host's remote widget: the stock rules and the
// inventory check stay the cart's own.
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button, touchTarget } from '@storefront/ui-kit';
import {
  lowStockNote,
  MAX_LINE_QUANTITY,
  stripControlChars,
  type Product,
} from '@storefront/contract';
import { requestAddToCart, type CartRequestOutcome } from '../bus/request-add-to-cart';
import { showToast, useAppDispatch, useLastEvent } from '@storefront/platform';
import { paths } from '../../../lib/paths';
import { fetchInventory } from '../../cart-state';

const STOCK_NOTE_ID = 'product-stock-note';

/** The field's refusal of a quantity that is not a whole number of at least 1. */
export const QUANTITY_INVALID_MESSAGE = 'Please enter a quantity of 1 or more.';

/** The stock line when the cart already holds every unit on hand. */
function allInCartNote(onHand: number): string {
  return onHand === 1
    ? 'The only one in stock is in your cart'
    : `All ${onHand} in stock are in your cart`;
}

/** The units the field asks for: a whole number from 1, else null. */
function parseQuantity(text: string): number | null {
  if (!/^\s*\d+\s*$/.test(text)) return null;
  const units = Number(text);
  return units >= 1 ? units : null;
}

export interface AddToCartProps {
  product: Product;
  /**
   * `page` (the product page, the default): stock line, Quantity, Add to Cart and Go to Cart.
   * `card` (a listing's product card, issue 40): Add to Cart alone, one unit; a refusal is a toast,
   * the card has no room for it.
   */
  variant?: 'page' | 'card';
  /**
   * Card only: the shopper pressed the card's own stand-in button before this widget was there,
   * so the widget adds the unit at once and takes the focus.
   */
  addOnMount?: boolean;
}

export function AddToCart({ product, variant = 'page', addOnMount = false }: AddToCartProps) {
  return variant === 'card' ? (
    <CardAddToCart product={product} addOnMount={addOnMount} />
  ) : (
    <PageAddToCart product={product} />
  );
}

/** A card's Add to Cart: one unit, named after the product among the listing's many buttons. */
function CardAddToCart({ product, addOnMount }: { product: Product; addOnMount: boolean }) {
  const [checking, setChecking] = useState(false);
  const busy = useRef(false);
  const button = useRef<HTMLButtonElement>(null);
  const add = async () => {
    if (busy.current) return;
    busy.current = true;
    setChecking(true);
    try {
      const result = await requestAddToCart(product);
      // 'Added to cart' is the cart's own toast.
      if (result.status !== 'added') showToast(result.message, 'error');
    } finally {
      busy.current = false;
      setChecking(false);
    }
  };
  // The press the card's stand-in took, once.
  const pressHandled = useRef(false);
  useEffect(() => {
    if (!addOnMount || pressHandled.current) return;
    pressHandled.current = true;
    button.current?.focus();
    void add();
  });
  const title = stripControlChars(product.title || product.name);
  const label = product.inStock ? 'Add to Cart' : 'Out of stock';
  return (
    <Button
      ref={button}
      size="sm"
      onClick={() => void add()}
      disabled={!product.inStock}
      aria-disabled={checking || undefined}
      aria-busy={checking}
      aria-label={`${label}: ${title}`}
    >
      {label}
    </Button>
  );
}

function PageAddToCart({ product }: { product: Product }) {
  const dispatch = useAppDispatch();
  const inCart =
    useLastEvent('cart:changed')?.lines.find((line) => line.productId === product.id)?.quantity ??
    0;
  const [onHand, setOnHand] = useState<number | null>(null);
  const [checking, setChecking] = useState(false);
  const [outcome, setOutcome] = useState<CartRequestOutcome | null>(null);
  const [quantityText, setQuantityText] = useState('1');
  const [quantityInvalid, setQuantityInvalid] = useState(false);
  const quantityId = useId();

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
    const units = parseQuantity(quantityText);
    setQuantityInvalid(units === null);
    if (units === null) {
      setOutcome(null);
      return;
    }
    setChecking(true);
    try {
      const result = await requestAddToCart(product, units);
      if ('available' in result) setOnHand(result.available);
      setOutcome(result);
    } finally {
      setChecking(false);
    }
  };

  // The units last checked, else those the product was loaded with.
  const stockNote = lowStockNote(onHand ?? product.unitsOnHand) ?? 'In stock';
  // The field offers up to the units on hand (a typed number above them is refused by the check).
  const mostUnits = Math.max(1, Math.min(onHand ?? product.unitsOnHand, MAX_LINE_QUANTITY));
  return (
    <div>
      {!soldOut && (
        <p id={STOCK_NOTE_ID}>{allInCart === null ? stockNote : allInCartNote(allInCart)}</p>
      )}
      <Actions>
        {!soldOut && (
          <Quantity>
            <label htmlFor={quantityId}>Quantity</label>
            <input
              id={quantityId}
              type="number"
              inputMode="numeric"
              min={1}
              max={mostUnits}
              step={1}
              value={quantityText}
              aria-invalid={quantityInvalid || undefined}
              onChange={(event) => setQuantityText(event.target.value)}
            />
          </Quantity>
        )}
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
      {quantityInvalid && (
        <Outcome role="alert" $failed>
          {QUANTITY_INVALID_MESSAGE}
        </Outcome>
      )}
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

/** Wraps on a phone rather than overflow: quantity and Add to Cart, then Go to Cart. */
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.75rem 1rem;
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
const Quantity = styled.div`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  input {
    box-sizing: border-box;
    width: 4.5rem;
    min-height: 44px;
    padding: 0.4rem 0.5rem;
    font: inherit;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 4px;
  }
`;
