import {
  centsFromDollars,
  discountedCents,
  dollarsFromCents,
  formatCents,
  freeShippingGapCents,
  lineTotalCents,
  shippingCentsFor,
  subtotalCents,
} from './money';

describe('money in integer cents', () => {
  it("reads the API's dollar amounts as whole cents", () => {
    expect(centsFromDollars(19.99)).toBe(1999);
    expect(centsFromDollars(0.1 + 0.2)).toBe(30);
    expect(centsFromDollars('1234.5')).toBe(123450);
    expect(centsFromDollars(undefined)).toBe(0);
    expect(centsFromDollars(Number.NaN)).toBe(0);
  });

  it('gives dollars back only for the bodies SPEC writes in dollars', () => {
    expect(dollarsFromCents(1999)).toBe(19.99);
    expect(dollarsFromCents(10000)).toBe(100);
  });

  it('shows cents as SPEC\'s "$1,234.56"', () => {
    expect(formatCents(123456)).toBe('$1,234.56');
    expect(formatCents(5)).toBe('$0.05');
    expect(formatCents(0)).toBe('$0.00');
    expect(formatCents(99)).toBe('$0.99');
    expect(formatCents(100000)).toBe('$1,000.00');
    expect(formatCents(123456789)).toBe('$1,234,567.89');
    expect(formatCents(-500)).toBe('-$5.00');
    expect(formatCents(-123456)).toBe('-$1,234.56');
  });

  it('takes a percent off and rounds half a cent up, with no floating-point drift', () => {
    expect(discountedCents(10000, 15)).toBe(8500);
    expect(discountedCents(1999, 10)).toBe(1799);
    // 10.10 × 0.85 = 8.585: in floating point 8.584999…, which rounded down to 8.58.
    expect(discountedCents(1010, 15)).toBe(859);
    expect(discountedCents(5000, 0)).toBe(5000);
    expect(discountedCents(5000, null)).toBe(5000);
    expect(discountedCents(5000, 150)).toBe(0);
  });

  it('totals a line and a subtotal in whole cents', () => {
    expect(lineTotalCents(1999, 3)).toBe(5997);
    expect(
      subtotalCents([
        { unitCents: 1999, qty: 3 },
        { unitCents: 1, qty: 10 },
      ]),
    ).toBe(6007);
    expect(subtotalCents([])).toBe(0);
  });

  it("charges the store's shipping below $100.00 and ships free from $100.00 on", () => {
    expect(shippingCentsFor(9999, 5)).toBe(500);
    expect(shippingCentsFor(10000, 5)).toBe(0);
    expect(shippingCentsFor(0, 5)).toBe(0);
  });

  it('says how much more buys free shipping', () => {
    expect(freeShippingGapCents(8001)).toBe(1999);
    expect(freeShippingGapCents(10000)).toBe(0);
    expect(freeShippingGapCents(12000)).toBe(0);
  });
});
