// The shipping rows of an order summary (cart and review step alike, issue 40 item 7): parcel
// shipping ('Free' once the parcels reach the threshold) and, when any line ships by freight, the
// freight charge on a line of its own, so the shopper sees what the condensing unit adds.
import { formatCents, type Cents } from '@storefront/contract';

export const FREIGHT_LABEL = 'Freight delivery';

export interface SummaryRow {
  label: string;
  value: string;
}

/**
 * `shippingCents` is parcel shipping + freight, as the store API answers it. `hasParcels`, when
 * known, keeps 'Shipping: Free' beside freight; unknown, a freight-only order shows no parcel row.
 */
export function shippingRows({
  shippingCents,
  freightCents,
  hasParcels,
}: {
  shippingCents: Cents;
  freightCents: Cents;
  hasParcels?: boolean;
}): SummaryRow[] {
  const parcelCents = shippingCents - freightCents;
  const rows: SummaryRow[] = [];
  if (hasParcels ?? (parcelCents > 0 || freightCents === 0)) {
    rows.push({ label: 'Shipping', value: parcelCents === 0 ? 'Free' : formatCents(parcelCents) });
  }
  if (freightCents > 0) rows.push({ label: FREIGHT_LABEL, value: formatCents(freightCents) });
  return rows;
}
