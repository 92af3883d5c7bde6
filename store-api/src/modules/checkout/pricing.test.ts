// Checkout prices in integer cents: discounted unit prices, the store's parcel shipping below 100
// (counted on the parcels), none from 100, and freight by the freight rule, never free.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { ShippingClass } from '@storefront/contract';
import { priceCheckout, type CatalogLine } from './pricing.js';

const line = (
  price: number | string,
  discount: number,
  quantity: number,
  shippingClass: ShippingClass = 'parcel',
  weightOz = 32,
): CatalogLine => ({
  productId: 1,
  name: 'Fan motor',
  sku: 'FAN-1',
  price,
  discount,
  quantity,
  shippingClass,
  weightOz,
});

/** $5 parcels; freight $99.00 a shipment for 150 lb, $0.50 each pound over. */
const store = (shippingCharge = 5) => ({
  shipping_charge: shippingCharge,
  freight: { baseCents: 9900, includedPounds: 150, perPoundCents: 50 },
});

describe('checkout pricing', () => {
  it('charges the discounted unit price, rounded to the cent, times the quantity', () => {
    // 19.99 at 15% off is 16.9915, shown and charged as 16.99.
    const priced = priceCheckout([line('19.99', 15, 3)], store());
    assert.equal(priced.lines[0]?.unitPriceCents, 1699);
    assert.equal(priced.subtotalCents, 5097);
    assert.equal(priced.shippingCents, 500);
    assert.equal(priced.freightCents, 0);
    assert.equal(priced.totalCents, 5597);
  });

  it('ships free from a subtotal of exactly 100 and charges the store rate just below', () => {
    assert.equal(priceCheckout([line(50, 0, 2)], store()).shippingCents, 0);
    const below = priceCheckout([line(99.99, 0, 1)], store(7.5));
    assert.equal(below.shippingCents, 750);
    assert.equal(below.totalCents, 9999 + 750);
  });

  it('adds lines without floating-point drift', () => {
    const priced = priceCheckout([line(0.1, 0, 3), line(0.2, 0, 1)], store());
    assert.equal(priced.subtotalCents, 50);
    assert.equal(priced.totalCents, 550);
  });

  it('charges a 200 lb condensing unit the freight rule, not free and not the flat $5', () => {
    const priced = priceCheckout([line(3289.99, 0, 1, 'freight', 3200)], store());
    assert.equal(priced.freightCents, 12400);
    assert.equal(priced.shippingCents, 12400);
    assert.equal(priced.totalCents, 341399);
  });

  it('ships all freight lines as one shipment, each pound over 150 at 50 cents', () => {
    // 2 × 120.5 lb + 10 lb = 251 lb: 101 lb over, $99.00 + $50.50.
    const priced = priceCheckout(
      [line(1899, 0, 2, 'freight', 1928), line(1500, 0, 1, 'freight', 160)],
      store(),
    );
    assert.equal(priced.freightCents, 14950);
  });

  it('ships parcels over the threshold free beside freight, which is still charged', () => {
    const priced = priceCheckout(
      [line(3289.99, 0, 1, 'freight', 3200), line(60, 0, 2, 'parcel')],
      store(),
    );
    assert.equal(priced.freightCents, 12400);
    assert.equal(priced.shippingCents, 12400);
    assert.equal(priced.totalCents, 341399 + 12000);
  });

  it('charges the parcels their flat rate when only the freight reaches the threshold', () => {
    const priced = priceCheckout(
      [line(3289.99, 0, 1, 'freight', 3200), line(20, 0, 1, 'parcel')],
      store(),
    );
    assert.equal(priced.shippingCents, 12900);
    assert.equal(priced.freightCents, 12400);
  });
});
