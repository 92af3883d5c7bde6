// Returns per item (issue 40 item 6) as the order pages show them: how many units of each line are
// under an RMA already and how many the customer may still return. The store API applies the same
// rules and is the judge; these only shape the form and the order's returns card.
import type { Order } from '@storefront/contract';
import { canReturnOrder } from './order-rules';

export interface ReturnableLine {
  itemId: number;
  name: string;
  sku: string;
  bought: number;
  returned: number;
  /** Units the customer may still return. */
  left: number;
}

/** Units of each item already under an RMA, by item id. */
export function returnedUnitsByItem(order: Pick<Order, 'returns'>): Map<number, number> {
  const units = new Map<number, number>();
  for (const line of (order.returns ?? []).flatMap((rma) => rma.lines)) {
    units.set(line.item_id, (units.get(line.item_id) ?? 0) + line.quantity);
  }
  return units;
}

/** Every line with what was bought, returned and is left. */
export function returnableLines(order: Pick<Order, 'items' | 'returns'>): ReturnableLine[] {
  const returned = returnedUnitsByItem(order);
  return order.items.map((item) => {
    const itemId = Number(item.id);
    const already = returned.get(itemId) ?? 0;
    return {
      itemId,
      name: item.name,
      sku: item.sku,
      bought: item.quantity,
      returned: already,
      left: Math.max(0, item.quantity - already),
    };
  });
}

/** Return Items: SPEC's return rule (completed, not returned, 30 days) and a unit left. */
export function canReturnItems(
  order: Pick<Order, 'status' | 'metadata' | 'date' | 'items' | 'returns'>,
  now = Date.now(),
): boolean {
  return canReturnOrder(order, now) && returnableLines(order).some((line) => line.left > 0);
}
