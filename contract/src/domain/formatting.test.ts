import {
  discountedPrice,
  formatMoney,
  parseProductId,
  priceForStructuredData,
  stripControlChars,
  truncateDescription,
  truncateTitle,
} from './index';

describe('formatting', () => {
  it('shows money in USD with 2 decimals', () => {
    expect(formatMoney(1234.5)).toBe('$1,234.50');
    expect(formatMoney(0)).toBe('$0.00');
    expect(formatMoney('19.999')).toBe('$20.00');
    expect(formatMoney(undefined)).toBe('$0.00');
  });

  it('cuts titles over 30 characters with an ellipsis', () => {
    expect(truncateTitle('A'.repeat(30))).toBe('A'.repeat(30));
    expect(truncateTitle('B'.repeat(31))).toBe(`${'B'.repeat(30)}...`);
  });

  it('cuts descriptions over 60 characters with an ellipsis', () => {
    expect(truncateDescription('c'.repeat(60))).toBe('c'.repeat(60));
    expect(truncateDescription('d'.repeat(61))).toBe(`${'d'.repeat(60)}...`);
    expect(truncateDescription(undefined)).toBe('');
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

  it('reduces prices for structured data to digits and a point; missing counts as 0', () => {
    expect(priceForStructuredData('$1,299.99')).toBe('1299.99');
    expect(priceForStructuredData(12.5)).toBe('12.50');
    expect(priceForStructuredData(undefined)).toBe('0.00');
    expect(priceForStructuredData('n/a')).toBe('0.00');
  });

  it('accepts only positive whole numbers as product ids', () => {
    expect(parseProductId('42')).toBe(42);
    expect(parseProductId('abc')).toBeNull();
    expect(parseProductId('0')).toBeNull();
    expect(parseProductId('-3')).toBeNull();
    expect(parseProductId('1.5')).toBeNull();
  });
});
