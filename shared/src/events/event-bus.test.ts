import { emit, on, showToast } from './event-bus';

describe('event bus', () => {
  it('delivers typed events as storefront:<name> window events', () => {
    const handler = jest.fn();
    const stop = on('toast', handler);
    emit('toast', { type: 'success', message: 'Added to cart' });
    expect(handler).toHaveBeenCalledWith({ type: 'success', message: 'Added to cart' });
    stop();
  });

  it('is heard by plain DOM listeners, whatever framework they use', () => {
    const listener = jest.fn();
    window.addEventListener('storefront:store:switched', listener);
    emit('store:switched', { storeId: 'hvac', previousStoreId: 'default' });
    window.removeEventListener('storefront:store:switched', listener);
    expect((listener.mock.calls[0]?.[0] as CustomEvent).detail).toEqual({
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
      [{ type: 'error', message: 'Unable to verify inventory. Please try again later.' }],
      [{ type: 'info', message: 'Just so you know' }],
    ]);
  });
});
