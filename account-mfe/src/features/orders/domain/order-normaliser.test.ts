// The two accepted order shapes become one order for the pages (anything else is a warning), and
// the cancel and return rules the order page shows its buttons by.
import { normalizeOrder } from './order-normaliser';
import { canCancelOrder, canReturnOrder } from './order-rules';

const firstShape = {
  order_id: 12,
  store_order_id: 'HVAC-000012',
  status: 'completed',
  date: '2026-11-01T10:00:00.000Z',
  date_completed: '2026-11-03T10:00:00.000Z',
  customer: { id: 7, first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com' },
  shipping_address: null,
  payment: { status: 'paid', provider: 'stripe', amount: 44.98, transaction_id: 'pi_1' },
  items: [
    { id: 1, product_id: 3, name: 'Fan', sku: 'FAN-1', quantity: 2, price: 19.99, total: 39.98 },
  ],
  subtotal: 39.98,
  shipping: 5,
  total: 44.98,
  metadata: { returned: false },
};

describe('normalizeOrder', () => {
  it("keeps the store API's shape, adding tax 0", () => {
    const order = normalizeOrder(firstShape);
    expect(order).toMatchObject({
      order_id: 12,
      subtotal: 39.98,
      shipping: 5,
      tax: 0,
      total: 44.98,
      payment: { status: 'paid', transaction_id: 'pi_1' },
    });
  });

  it('derives subtotal and shipping from the items when the first shape has none, and defaults the payment to pending', () => {
    const { subtotal: _subtotal, shipping: _shipping, ...bare } = firstShape;
    const order = normalizeOrder({ ...bare, payment: { provider: 'stripe', amount: 44.98 } });
    expect(order?.subtotal).toBe(39.98);
    expect(order?.shipping).toBe(5);
    expect(order?.payment.status).toBe('pending');
  });

  it('maps the second shape with shipping and tax 0 and its payment metadata', () => {
    const order = normalizeOrder({
      success: true,
      order: {
        id: 31,
        store_order_id: 'PARTS-000031',
        status: 'pending',
        date: '2026-11-02T09:00:00.000Z',
        date_completed: null,
        customer_id: 9,
        total: '27.50',
        channel_id: 'web',
        returned: false,
        return_reason: null,
        cancellation_reason: null,
        createdAt: '2026-11-02T09:00:00.000Z',
        updatedAt: '2026-11-02T09:05:00.000Z',
      },
      payment: {
        status: 'paid',
        provider: 'stripe',
        amount: 27.5,
        provider_payment_id: 'pi_31',
        provider_session_id: 'cs_31',
        metadata: { customerEmail: 'bo@example.com', storeId: 'parts', isGuest: 'true' },
      },
    });
    expect(order).toMatchObject({
      order_id: '31',
      store_order_id: 'PARTS-000031',
      subtotal: 27.5,
      shipping: 0,
      tax: 0,
      total: 27.5,
      items: [],
      customer: { id: '9', email: 'bo@example.com' },
      payment: { status: 'paid', transaction_id: 'pi_31', provider_session_id: 'cs_31' },
      metadata: { channel_id: 'web', store_id: 'parts', is_guest: true, returned: false },
    });
  });

  it('only warns about an unknown format and answers null', () => {
    const warn = jest.fn();
    for (const raw of [null, 'order', [], { id: 1 }, { success: true, order: {} }]) {
      expect(normalizeOrder(raw, warn)).toBeNull();
    }
    expect(warn).toHaveBeenCalledTimes(5);
    expect(warn).toHaveBeenCalledWith('Unknown order data format');
  });
});

describe('the order action rules', () => {
  const order = normalizeOrder(firstShape) as NonNullable<ReturnType<typeof normalizeOrder>>;
  const day = 24 * 60 * 60 * 1000;
  const placed = Date.parse(firstShape.date);

  it('cancels only a pending order that was not returned', () => {
    expect(canCancelOrder({ ...order, status: 'pending' })).toBe(true);
    expect(canCancelOrder({ ...order, status: 'processing' })).toBe(false);
    expect(canCancelOrder({ ...order, status: 'pending', metadata: { returned: true } })).toBe(
      false,
    );
  });

  it('returns a completed, unreturned order up to day 30, not on day 31', () => {
    expect(canReturnOrder(order, placed + 30 * day)).toBe(true);
    expect(canReturnOrder(order, placed + 31 * day)).toBe(false);
    expect(canReturnOrder({ ...order, metadata: { returned: true } }, placed + day)).toBe(false);
    expect(canReturnOrder({ ...order, status: 'pending' }, placed + day)).toBe(false);
  });
});
