// The cart page's view: the browser's lines (what the shopper chose) priced by the server's answer
// when it answers exactly those lines, with what needs saying about each line.
import { useMemo } from 'react';
import {
  MESSAGES,
  centsFromDollars,
  lineTotalCents,
  shippingCentsFor,
  slowestClass,
  type CartItem,
  type Cents,
  type ShippingClass,
} from '@storefront/contract';
import { selectStoreConfig, useAppSelector } from '@storefront/platform';
import {
  cartLineTotalCents,
  cartLineUnitCents,
  cartSubtotalCents,
  selectCartItems,
  selectCartSync,
  selectPricedCart,
} from '../../cart-state';

export interface CartLineView {
  item: CartItem;
  unitCents: Cents;
  lineTotalCents: Cents;
  /** The unit price the line was added at, when the server's current price differs. */
  previousUnitCents: Cents | null;
  /** Why this line cannot be checked out as it is (no longer sold, not enough stock). */
  problem: string | null;
}

/**
 * `estimated`: the browser's arithmetic until the server answers; `browser`: the browser's and no
 * server copy is coming (mock mode keeps the cart out of the store API).
 */
export type CartTotalsView =
  | {
      status: 'priced' | 'estimated' | 'browser';
      subtotalCents: Cents;
      /** Parcel shipping + freightCents. */
      shippingCents: Cents;
      freightCents: Cents;
      /** What the parcel lines cost: what the free-shipping nudge measures. */
      parcelSubtotalCents: Cents;
      /** freight when any line ships by freight: the cart's delivery window is the slower one. */
      shippingClass: ShippingClass;
      totalCents: Cents;
    }
  | { status: 'failed' };

export function useCartView(): { lines: CartLineView[]; totals: CartTotalsView } {
  const items = useAppSelector(selectCartItems);
  const priced = useAppSelector(selectPricedCart);
  const sync = useAppSelector(selectCartSync);
  const storeCharge = useAppSelector(selectStoreConfig).shipping_charge;

  return useMemo(() => {
    const serverLines = new Map(priced?.items.map((line) => [line.id, line]));
    const lines = items.map((item): CartLineView => {
      const browserUnit = cartLineUnitCents(item);
      if (!priced) {
        return {
          item,
          unitCents: browserUnit,
          lineTotalCents: cartLineTotalCents(item),
          previousUnitCents: null,
          problem: null,
        };
      }
      const line = serverLines.get(item.id);
      let problem: string | null = null;
      if (line && !line.available) problem = 'This product is no longer available';
      else if (!line || line.quantity < item.qty) {
        problem = MESSAGES.notEnoughStock(line?.available_stock ?? 0, item.sku);
      }
      const unitCents = line ? centsFromDollars(line.unit_price) : browserUnit;
      return {
        item,
        unitCents,
        lineTotalCents: line?.available ? lineTotalCents(unitCents, item.qty) : 0,
        previousUnitCents: unitCents !== browserUnit ? browserUnit : null,
        problem,
      };
    });

    let totals: CartTotalsView;
    if (priced) {
      const available = priced.items.filter((line) => line.available);
      totals = {
        status: 'priced',
        subtotalCents: centsFromDollars(priced.subtotal),
        shippingCents: centsFromDollars(priced.shipping_charge),
        freightCents: centsFromDollars(priced.freight_charge),
        parcelSubtotalCents: available
          .filter((line) => line.shipping_class === 'parcel')
          .reduce((sum, line) => sum + centsFromDollars(line.line_total), 0),
        shippingClass: slowestClass(available.map((line) => line.shipping_class)),
        totalCents: centsFromDollars(priced.total),
      };
    } else if (sync.status === 'failed') {
      totals = { status: 'failed' };
    } else {
      // Until the server answers, the browser's own arithmetic (same rules) stands in; the lines'
      // shipping classes come with the server's answer, so they count as parcels until then.
      const subtotalCents = cartSubtotalCents(items);
      const shippingCents = shippingCentsFor(subtotalCents, storeCharge);
      totals = {
        status: sync.status === 'off' ? 'browser' : 'estimated',
        subtotalCents,
        shippingCents,
        freightCents: 0,
        parcelSubtotalCents: subtotalCents,
        shippingClass: 'parcel',
        totalCents: subtotalCents + shippingCents,
      };
    }
    return { lines, totals };
  }, [items, priced, sync.status, storeCharge]);
}
