// Checkout prices in integer cents: discounted unit prices, the store's shipping below 100, none from 100.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { priceCheckout, type CatalogLine } from './pricing.js';

const line = (price: number | string, discount: number, quantity: number): CatalogLine => ({
  productId: 1,
  name: 'Fan motor',
  sku: 'FAN-1',
  price,
  discount,
  quantity,
});

describe('checkout pricing', () => {
  it('charges the discounted unit price, rounded to the cent, times the quantity', () => {
    // 19.99 at 15% off is 16.9915, shown and charged as 16.99.
    const priced = priceCheckout([line('19.99', 15, 3)], 5);
    assert.equal(priced.lines[0]?.unitPriceCents, 1699);
    assert.equal(priced.subtotalCents, 5097);
    assert.equal(priced.shippingCents, 500);
    assert.equal(priced.totalCents, 5597);
  });

  it('ships free from a subtotal of exactly 100 and charges the store rate just below', () => {
    assert.equal(priceCheckout([line(50, 0, 2)], 5).shippingCents, 0);
    const below = priceCheckout([line(99.99, 0, 1)], 7.5);
    assert.equal(below.shippingCents, 750);
    assert.equal(below.totalCents, 9999 + 750);
  });

  it('adds lines without floating-point drift', () => {
    const priced = priceCheckout([line(0.1, 0, 3), line(0.2, 0, 1)], 5);
    assert.equal(priced.subtotalCents, 50);
    assert.equal(priced.totalCents, 550);
  });
});
