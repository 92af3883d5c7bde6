// The cart page's view: the browser's lines (what the shopper chose) priced by the server's answer
// when it answers exactly those lines, with what needs saying about each line.
import { useMemo } from 'react';
import {
  MESSAGES,
  cartLineTotal,
  cartLineUnitPrice,
  cartSubtotal,
  selectCartItems,
  selectCartSync,
  selectPricedCart,
  selectStoreConfig,
  shippingChargeFor,
  useAppSelector,
  type CartItem,
} from '@storefront/shared';

export interface CartLineView {
  item: CartItem;
  unitPrice: number;
  lineTotal: number;
  /** The unit price the line was added at, when the server's current price differs. */
  previousUnitPrice: number | null;
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
      subtotal: number;
      shipping: number;
      total: number;
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
      const browserUnit = cartLineUnitPrice(item);
      if (!priced) {
        return {
          item,
          unitPrice: browserUnit,
          lineTotal: cartLineTotal(item),
          previousUnitPrice: null,
          problem: null,
        };
      }
      const line = serverLines.get(item.id);
      let problem: string | null = null;
      if (line && !line.available) problem = 'This product is no longer available';
      else if (!line || line.quantity < item.qty) {
        problem = MESSAGES.notEnoughStock(line?.available_stock ?? 0, item.sku);
      }
      const unitPrice = line?.unit_price ?? browserUnit;
      return {
        item,
        unitPrice,
        lineTotal: line?.available ? Math.round(unitPrice * item.qty * 100) / 100 : 0,
        previousUnitPrice: line && line.unit_price !== browserUnit ? browserUnit : null,
        problem,
      };
    });

    let totals: CartTotalsView;
    if (priced) {
      totals = {
        status: 'priced',
        subtotal: priced.subtotal,
        shipping: priced.shipping_charge,
        total: priced.total,
      };
    } else if (sync.status === 'failed') {
      totals = { status: 'failed' };
    } else {
      // Until the server answers, the browser's own arithmetic (same rules) stands in.
      const subtotal = cartSubtotal(items);
      const shipping = shippingChargeFor(subtotal, storeCharge);
      totals = {
        status: sync.status === 'off' ? 'browser' : 'estimated',
        subtotal,
        shipping,
        total: Math.round((subtotal + shipping) * 100) / 100,
      };
    }
    return { lines, totals };
  }, [items, priced, sync.status, storeCharge]);
}
