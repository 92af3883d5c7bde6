import { orderItemDisplayStatus } from '.';
import { statusLabel } from './order-status';

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

describe("an order item's status", () => {
  const unshipped = { tracking_number: null };
  const shipped = { tracking_number: '1Z999' };

  it('is shipped with a tracking number and processing without one (SPEC §3)', () => {
    expect(orderItemDisplayStatus(shipped, { status: 'processing', returned: false })).toBe(
      'shipped',
    );
    expect(orderItemDisplayStatus(unshipped, { status: 'pending', returned: false })).toBe(
      'processing',
    );
  });

  it('is cancelled when its order was cancelled', () => {
    expect(orderItemDisplayStatus(unshipped, { status: 'cancelled', returned: false })).toBe(
      'cancelled',
    );
  });

  it('is returned when its order was returned, even though it had shipped', () => {
    expect(orderItemDisplayStatus(shipped, { status: 'completed', returned: true })).toBe(
      'returned',
    );
  });
});
