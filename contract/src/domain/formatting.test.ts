import { discountedPrice, formatMoney, parseProductId, stripControlChars } from './index';

describe('formatting', () => {
  it('shows money in USD with 2 decimals', () => {
    expect(formatMoney(1234.5)).toBe('$1,234.50');
    expect(formatMoney(0)).toBe('$0.00');
    expect(formatMoney('19.999')).toBe('$20.00');
    expect(formatMoney(undefined)).toBe('$0.00');
  });

  it('computes the discounted price as price × (1 − discount/100)', () => {
    expect(discountedPrice(100, 15)).toBe(85);
    expect(discountedPrice(19.99, 10)).toBe(17.99);
    expect(discountedPrice(50, 0)).toBe(50);
    expect(discountedPrice(50, undefined)).toBe(50);
  });

  it('strips control characters from product text', () => {
    expect(stripControlChars('Filter\u0000 16x25\u0007\u009F')).toBe('Filter 16x25');
    expect(stripControlChars('line one\nline two')).toBe('line one\nline two');
  });

  it('accepts only positive whole numbers as product ids', () => {
    expect(parseProductId('42')).toBe(42);
    expect(parseProductId('abc')).toBeNull();
    expect(parseProductId('0')).toBeNull();
    expect(parseProductId('-3')).toBeNull();
    expect(parseProductId('1.5')).toBeNull();
  });
});
