// A product card's Add to Cart (issue 40): the cart's `./AddToCart` widget in its card form,
// through the host's widget slot. A listing must not load the cart's code for every visitor
// (decision 0940: a first visit to a catalogue page loads nothing of cartCheckout), so the card
// first shows a button of its own and asks for the widget when a mouse comes over it; a press
// before the widget is there (a tap, a key) is handed to it (`addOnMount`: it adds the unit and
// takes the focus). Not on touch or focus: swapping the button under a finger or the keyboard's
// focus would lose the press or the focus.
import { useState } from 'react';
import { RemoteWidgetSlot } from '@storefront/platform';
import styled from 'styled-components';
import { Button } from '@storefront/ui-kit';
import { stripControlChars, type Product } from '@storefront/contract';

export function CardAddToCart({ product }: { product: Product }) {
  const [wanted, setWanted] = useState<'no' | 'soon' | 'pressed'>('no');
  // A sold-out card says so in its badge; the room stays, so prices line up across the row.
  if (!product.inStock) return <SoldOutPlace />;
  const title = stripControlChars(product.title || product.name);
  const ownButton = (
    <Button
      size="sm"
      aria-label={`Add to Cart: ${title}`}
      aria-busy={wanted === 'pressed' || undefined}
      onPointerEnter={(event) => {
        if (event.pointerType === 'mouse') setWanted((now) => (now === 'no' ? 'soon' : now));
      }}
      // From the press's start: a widget that arrives (from the mouse-over) between the press and
      // its release takes the button's place, and the release then clicks neither.
      onPointerDown={(event) => {
        if (event.button === 0) setWanted('pressed');
      }}
      onClick={() => setWanted('pressed')}
    >
      Add to Cart
    </Button>
  );
  if (wanted === 'no') return ownButton;
  return (
    <RemoteWidgetSlot
      remote="cartCheckout"
      expose="./AddToCart"
      exportName="AddToCart"
      props={{ product, variant: 'card', addOnMount: wanted === 'pressed' }}
      fallback={ownButton}
    />
  );
}

/** A small button's touch target. */
const SoldOutPlace = styled.div`
  min-height: 44px;
`;
