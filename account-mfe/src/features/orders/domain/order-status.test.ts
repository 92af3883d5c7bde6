import { orderItemDisplayStatus } from './order-status';

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
