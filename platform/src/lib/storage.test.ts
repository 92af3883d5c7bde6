import { browserStorage, readStoredJson, createMemoryStorage } from './storage';

describe('browserStorage', () => {
  it('keeps working when the browser refuses to store anything', () => {
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota exceeded', 'QuotaExceededError');
    });
    const storage = browserStorage();
    expect(() => storage.setItem('cart', '[]')).not.toThrow();
    setItem.mockRestore();
  });

  it('reads unreadable JSON as absent', () => {
    expect(readStoredJson(createMemoryStorage({ cart: '{oops' }), 'cart')).toBeUndefined();
    expect(readStoredJson(createMemoryStorage({ cart: '[1]' }), 'cart')).toEqual([1]);
  });
});
