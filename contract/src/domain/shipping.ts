// Shipping by class (issue 40 item 7, decision 0978): parcels pay the store's flat charge and ship
// free once the parcels alone reach the threshold; freight (a condensing unit, a furnace) is never
// free and pays the store's freight rule per shipment. The delivery window is the store's handling
// time plus the transit days of the shipping ZIP's zone. One set of rules for the API and the page.
import { shippingCentsFor, type Cents } from './money';

export const SHIPPING_CLASSES = ['parcel', 'freight'] as const;
export type ShippingClass = (typeof SHIPPING_CLASSES)[number];

/** A freight shipment costs `baseCents`, plus `perPoundCents` for each pound over `includedPounds`. */
export interface FreightRule {
  baseCents: Cents;
  includedPounds: number;
  perPoundCents: Cents;
}

/** Business days in transit, at least and at most. */
export type TransitDays = readonly [min: number, max: number];

export interface DeliveryZone {
  name: string;
  /** ZIP beginnings of the zone; the longest matching prefix of any zone wins. */
  zipPrefixes: readonly string[];
  transitDays: Readonly<Record<ShippingClass, TransitDays>>;
}

export interface DeliveryRules {
  /** Business days before a shipment leaves the warehouse (freight waits for a carrier booking). */
  handlingDays: Readonly<Record<ShippingClass, number>>;
  zones: readonly DeliveryZone[];
}

/** What pricing needs of a line: its unit price, quantity, class and weight. */
export interface ShippableLine {
  unitCents: Cents;
  qty: number;
  shippingClass: ShippingClass;
  /** One unit's weight in ounces. */
  weightOz: number;
}

export interface ShippingCharges {
  /** What the parcel lines cost: the sum the free-shipping threshold is measured on. */
  parcelSubtotalCents: Cents;
  parcelShippingCents: Cents;
  freightCents: Cents;
  /** parcel shipping + freight. */
  shippingCents: Cents;
}

const OUNCES_PER_POUND = 16;

/** One freight shipment of this many ounces in all (0 ounces: no freight, nothing charged). */
export function freightCentsFor(totalOunces: number, rule: FreightRule): Cents {
  if (totalOunces <= 0) return 0;
  const pounds = Math.ceil(totalOunces / OUNCES_PER_POUND);
  return rule.baseCents + rule.perPoundCents * Math.max(0, pounds - rule.includedPounds);
}

/**
 * The shipping of a set of lines: the parcel lines at the store's flat charge (free from the
 * threshold, counted on the parcels only), all freight lines as one shipment by the freight rule.
 */
export function shippingChargesFor(
  lines: readonly ShippableLine[],
  store: { shipping_charge: number; freight: FreightRule },
): ShippingCharges {
  let parcelSubtotalCents = 0;
  let freightOunces = 0;
  for (const line of lines) {
    if (line.shippingClass === 'freight') freightOunces += line.weightOz * line.qty;
    else parcelSubtotalCents += line.unitCents * line.qty;
  }
  const parcelShippingCents = shippingCentsFor(parcelSubtotalCents, store.shipping_charge);
  const freightCents = freightCentsFor(freightOunces, store.freight);
  return {
    parcelSubtotalCents,
    parcelShippingCents,
    freightCents,
    shippingCents: parcelShippingCents + freightCents,
  };
}

/** Pounds with one decimal, as a product page shows a weight. */
export function poundsFromOunces(ounces: number): number {
  return Math.round((ounces * 10) / OUNCES_PER_POUND) / 10;
}

/** The zone of a ZIP (its longest matching prefix), or null when none matches or no ZIP is known. */
export function deliveryZoneFor(
  zip: string | null | undefined,
  rules: DeliveryRules,
): DeliveryZone | null {
  const digits = zip?.trim().slice(0, 5) ?? '';
  if (!/^\d{5}$/.test(digits)) return null;
  let best: { zone: DeliveryZone; length: number } | null = null;
  for (const zone of rules.zones) {
    for (const prefix of zone.zipPrefixes) {
      if (digits.startsWith(prefix) && prefix.length > (best?.length ?? -1)) {
        best = { zone, length: prefix.length };
      }
    }
  }
  return best?.zone ?? null;
}

export interface DeliveryWindow {
  /** Business days from today, handling included. */
  minDays: number;
  maxDays: number;
  /** Calendar dates, YYYY-MM-DD. */
  earliest: string;
  latest: string;
  /** The ZIP's zone; null before a ZIP is known (the window then spans every zone). */
  zone: string | null;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** `date` (a UTC midnight) moved `days` business days on, Saturdays and Sundays skipped. */
function addBusinessDays(date: Date, days: number): Date {
  let moved = new Date(date.getTime());
  let left = days;
  while (left > 0) {
    moved = new Date(moved.getTime() + DAY_MS);
    const weekday = moved.getUTCDay();
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return moved;
}

const isoDate = (date: Date) => date.toISOString().slice(0, 10);

/**
 * When a shipment of `shippingClass` ordered on `today` (YYYY-MM-DD) reaches `zip`: handling
 * plus the zone's transit days; without a known ZIP, from the nearest zone's soonest to the
 * farthest zone's latest.
 */
export function deliveryWindowFor(
  shippingClass: ShippingClass,
  zip: string | null | undefined,
  rules: DeliveryRules,
  today: string,
): DeliveryWindow {
  const zone = deliveryZoneFor(zip, rules);
  const transits = (zone ? [zone] : rules.zones).map((each) => each.transitDays[shippingClass]);
  const handling = rules.handlingDays[shippingClass];
  const minDays = handling + Math.min(...transits.map(([min]) => min));
  const maxDays = handling + Math.max(...transits.map(([, max]) => max));
  const start = new Date(`${today}T00:00:00.000Z`);
  return {
    minDays,
    maxDays,
    earliest: isoDate(addBusinessDays(start, minDays)),
    latest: isoDate(addBusinessDays(start, maxDays)),
    zone: zone?.name ?? null,
  };
}

/** The slower class of a set of lines: one freight line makes the whole order wait for freight. */
export function slowestClass(classes: Iterable<ShippingClass>): ShippingClass {
  for (const shippingClass of classes) if (shippingClass === 'freight') return 'freight';
  return 'parcel';
}

/** Today's calendar date where the shopper is, YYYY-MM-DD. */
export function localToday(now: Date = new Date()): string {
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${now.getFullYear()}-${month}-${day}`;
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "Wed, Dec 2" of a YYYY-MM-DD date. */
export function formatDeliveryDate(isoDay: string): string {
  const date = new Date(`${isoDay}T00:00:00.000Z`);
  return `${WEEKDAYS[date.getUTCDay()]}, ${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}`;
}

/** "Wed, Dec 2 – Fri, Dec 4" (one date when both ends agree). */
export function formatDeliveryWindow(window: Pick<DeliveryWindow, 'earliest' | 'latest'>): string {
  const earliest = formatDeliveryDate(window.earliest);
  return window.earliest === window.latest
    ? earliest
    : `${earliest} – ${formatDeliveryDate(window.latest)}`;
}
