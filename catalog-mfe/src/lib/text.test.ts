import { priceForStructuredData, truncateDescription, truncateTitle } from './text';

describe('product text', () => {
  it('cuts titles over 30 characters with an ellipsis', () => {
    expect(truncateTitle('A'.repeat(30))).toBe('A'.repeat(30));
    expect(truncateTitle('B'.repeat(31))).toBe(`${'B'.repeat(30)}...`);
  });

  it('cuts descriptions over 60 characters with an ellipsis', () => {
    expect(truncateDescription('c'.repeat(60))).toBe('c'.repeat(60));
    expect(truncateDescription('d'.repeat(61))).toBe(`${'d'.repeat(60)}...`);
    expect(truncateDescription(undefined)).toBe('');
  });

  it('reduces prices for structured data to digits and a point; missing counts as 0', () => {
    expect(priceForStructuredData('$1,299.99')).toBe('1299.99');
    expect(priceForStructuredData(12.5)).toBe('12.50');
    expect(priceForStructuredData(undefined)).toBe('0.00');
    expect(priceForStructuredData('n/a')).toBe('0.00');
  });
});
