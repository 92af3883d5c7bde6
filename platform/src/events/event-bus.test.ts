import { domEventName, emit, lastEvent, on, showToast } from './event-bus';

describe('event bus', () => {
  it('delivers typed events as storefront:<name> window events with the contract version', () => {
    const handler = jest.fn();
    const stop = on('toast', handler);
    emit('toast', { type: 'success', message: 'Added to cart' });
    expect(handler).toHaveBeenCalledWith({ v: 1, type: 'success', message: 'Added to cart' });
    stop();
  });

  it('is heard by plain DOM listeners, whatever framework they use', () => {
    const listener = jest.fn();
    window.addEventListener('storefront:store:switched', listener);
    emit('store:switched', { storeId: 'hvac', previousStoreId: 'default' });
    window.removeEventListener('storefront:store:switched', listener);
    expect((listener.mock.calls[0]?.[0] as CustomEvent).detail).toEqual({
      v: 1,
      storeId: 'hvac',
      previousStoreId: 'default',
    });
  });

  it('stops delivering after unsubscribe', () => {
    const handler = jest.fn();
    const stop = on('toast', handler);
    stop();
    showToast('hello', 'error');
    expect(handler).not.toHaveBeenCalled();
  });

  it('raises toasts through showToast', () => {
    const handler = jest.fn();
    const stop = on('toast', handler);
    showToast('Unable to verify inventory. Please try again later.', 'error');
    showToast('Just so you know');
    stop();
    expect(handler.mock.calls).toEqual([
      [{ v: 1, type: 'error', message: 'Unable to verify inventory. Please try again later.' }],
      [{ v: 1, type: 'info', message: 'Just so you know' }],
    ]);
  });

  it('keeps a malformed or unknown-version payload from listeners and reports it while developing', () => {
    const handler = jest.fn();
    const report = jest.spyOn(console, 'error').mockImplementation(() => {});
    const stop = on('cart:changed', handler);
    const raise = (detail: unknown) =>
      window.dispatchEvent(new CustomEvent(domEventName('cart:changed'), { detail }));
    raise({ v: 2, count: 1, lines: [{ productId: 3, quantity: 1 }] });
    raise({ v: 1, count: '1', lines: [] });
    raise(undefined);
    stop();
    expect(handler).not.toHaveBeenCalled();
    expect(report).toHaveBeenCalledTimes(3);
    expect(String(report.mock.calls[0]?.[0])).toContain(
      'contract violation: a "cart:changed" event does not match',
    );
    report.mockRestore();
  });

  it('remembers the last valid payload for listeners that start later', () => {
    emit('cart:changed', { count: 3, lines: [{ productId: 7, quantity: 3 }] });
    window.dispatchEvent(
      new CustomEvent(domEventName('cart:changed'), { detail: { v: 9, count: 0, lines: [] } }),
    );
    expect(lastEvent('cart:changed')).toEqual({
      v: 1,
      count: 3,
      lines: [{ productId: 7, quantity: 3 }],
    });
  });
});
