import { statusLabel } from './status-label';

describe('status labels', () => {
  it.each([
    ['pending', 'Pending'],
    ['processing', 'Processing'],
    ['completed', 'Completed'],
    ['cancelled', 'Cancelled'],
    ['shipped', 'Shipped'],
    ['returned', 'Returned'],
    ['paid', 'Paid'],
    ['failed', 'Failed'],
    ['refunding', 'Refund pending'],
    ['refunded', 'Refunded'],
    ['PENDING', 'Pending'],
  ])('writes %s as %s', (status, label) => {
    expect(statusLabel(status)).toBe(label);
  });

  it('writes a status it does not know as words, and nothing as nothing', () => {
    expect(statusLabel('on_hold')).toBe('On hold');
    expect(statusLabel(undefined)).toBe('');
  });
});
