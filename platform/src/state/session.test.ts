import { STORAGE_KEYS } from '@storefront/contract';
import { on } from '../events/event-bus';
import { createMemoryStorage } from '../lib/storage';
import { fakeFetch } from '../testing/fixtures';
import { makeTestStoreContext } from '../testing/render';
import { createStoreContext } from './create-store';
import {
  authFailed,
  guestCheckoutCleared,
  guestCheckoutStarted,
  guestIdDropped,
  guestModeEntered,
  loggedIn,
  loggedOut,
  selectGuestId,
  selectIsAuthenticated,
  selectIsGuest,
  selectSessionStatus,
} from './session-slice';
import { selectStoreConfig, selectStoreId, storeSwitched } from './store-slice';

const env = { apiBaseUrl: 'http://api.test' };
const user = { id: 7, first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com' };

function setup(initial: Record<string, string> = {}, fetch = fakeFetch().fetch) {
  const storage = createMemoryStorage(initial);
  const storeContext = makeTestStoreContext({ storage, fetch });
  return { storeContext, storage };
}

const EARLIER_GUEST_ID = `guest_${'ab'.repeat(16)}`;
const HVAC_GUEST_ID = `guest_${'cd'.repeat(16)}`;

describe('session', () => {
  it('gives a first visitor a stored guest_ id', () => {
    const { storeContext, storage } = setup();
    const guestId = selectGuestId(storeContext.getState());
    // 128 random bits: the id is the only key to the guest's server cart.
    expect(guestId).toMatch(/^guest_[0-9a-f]{32}$/);
    expect(storage.getItem(STORAGE_KEYS.guestId('default'))).toBe(guestId);
    expect(selectGuestId(setup().storeContext.getState())).not.toBe(guestId);
  });

  it('keeps the guest id of an earlier visit', () => {
    const { storeContext } = setup({ default_guestId: EARLIER_GUEST_ID });
    expect(selectGuestId(storeContext.getState())).toBe(EARLIER_GUEST_ID);
  });

  it('replaces a guest id of an older, guessable format with a new one', () => {
    const { storeContext } = setup({ default_guestId: 'guest_abc' });
    expect(selectGuestId(storeContext.getState())).toMatch(/^guest_[0-9a-f]{32}$/);
  });

  it('signs in: authenticated, not a guest, token stored under {store}_authToken', () => {
    const { storeContext, storage } = setup();
    const events: unknown[] = [];
    const stop = on('auth:changed', (detail) => events.push(detail));
    storeContext.dispatch(loggedIn({ user, token: 't0k' }));
    stop();
    expect(selectIsAuthenticated(storeContext.getState())).toBe(true);
    expect(selectIsGuest(storeContext.getState())).toBe(false);
    expect(storage.getItem('default_authToken')).toBe('t0k');
    expect(events).toEqual([
      expect.objectContaining({ status: 'authenticated', isAuthenticated: true, user }),
    ]);
  });

  it('clears the stored token on a failed login and keeps the error', () => {
    const { storeContext, storage } = setup();
    storeContext.dispatch(loggedIn({ user, token: 't0k' }));
    storeContext.dispatch(authFailed('Login failed'));
    expect(selectIsAuthenticated(storeContext.getState())).toBe(false);
    expect(storeContext.getState().session.error).toBe('Login failed');
    expect(storage.getItem('default_authToken')).toBeNull();
  });

  it('logs out with a new guest id', () => {
    const { storeContext, storage } = setup({ default_guestId: 'guest_old' });
    storeContext.dispatch(loggedIn({ user, token: 't0k' }));
    storeContext.dispatch(loggedOut());
    const guestId = selectGuestId(storeContext.getState());
    expect(guestId).toMatch(/^guest_/);
    expect(guestId).not.toBe('guest_old');
    expect(storage.getItem('default_authToken')).toBeNull();
    expect(storage.getItem('default_guestId')).toBe(guestId);
  });

  it('enters and leaves guest checkout', () => {
    const { storeContext } = setup();
    storeContext.dispatch(guestModeEntered());
    expect(selectIsGuest(storeContext.getState())).toBe(true);
    storeContext.dispatch(guestCheckoutStarted());
    expect(selectSessionStatus(storeContext.getState())).toBe('guest-checkout');
    storeContext.dispatch(guestCheckoutCleared());
    expect(selectIsGuest(storeContext.getState())).toBe(false);
  });

  it('drops the guest id after the guest cart was converted', () => {
    const { storeContext, storage } = setup({ default_guestId: 'guest_abc' });
    storeContext.dispatch(guestIdDropped());
    expect(selectGuestId(storeContext.getState())).toBeNull();
    expect(storage.getItem('default_guestId')).toBeNull();
  });
});

describe('store switching', () => {
  it('switches the store, stores the choice and raises store:switched', () => {
    const { storeContext, storage } = setup();
    const heard = jest.fn();
    const stop = on('store:switched', heard);
    storeContext.dispatch(storeSwitched('hvac'));
    stop();
    expect(selectStoreId(storeContext.getState())).toBe('hvac');
    expect(selectStoreConfig(storeContext.getState()).name).toBe('Comfort Air HVAC Supply');
    expect(storage.getItem('store-id')).toBe('hvac');
    expect(heard).toHaveBeenCalledWith({ v: 1, storeId: 'hvac', previousStoreId: 'default' });
  });

  it('requires a new login after switching, and uses the new store guest id', () => {
    const { storeContext, storage } = setup({ hvac_guestId: HVAC_GUEST_ID });
    storeContext.dispatch(loggedIn({ user, token: 't0k' }));
    storeContext.dispatch(storeSwitched('hvac'));
    expect(selectIsAuthenticated(storeContext.getState())).toBe(false);
    expect(storage.getItem('default_authToken')).toBeNull();
    expect(selectGuestId(storeContext.getState())).toBe(HVAC_GUEST_ID);
  });

  it('keeps a guest a guest across a switch', () => {
    const { storeContext } = setup();
    storeContext.dispatch(guestModeEntered());
    storeContext.dispatch(storeSwitched('parts'));
    expect(selectIsGuest(storeContext.getState())).toBe(true);
  });

  it('resolves the store from the host name when none is given', () => {
    const storeContext = createStoreContext({
      storage: createMemoryStorage(),
      env,
      hostname: 'parts.localhost',
      syncAcrossTabs: false,
    });
    expect(selectStoreId(storeContext.getState())).toBe('parts');
  });

  it('refuses to start on an unknown host with a readable error', () => {
    expect(() =>
      createStoreContext({
        storage: createMemoryStorage(),
        env,
        hostname: 'nowhere.test',
        syncAcrossTabs: false,
      }),
    ).toThrow('No store is configured for the host name "nowhere.test"');
  });
});
