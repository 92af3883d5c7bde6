import { STORAGE_KEYS } from '../domain';
import { on } from '../events/event-bus';
import { createMemoryStorage } from '../lib/storage';
import { fakeFetch } from '../testing/fixtures';
import { createStorefrontStore } from './create-store';
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
  selectIsSessionRestoring,
  selectSessionStatus,
} from './session-slice';
import { selectStoreConfig, selectStoreId, storeSwitched } from './store-slice';
import { restoreSession } from './thunks';

const env = { apiBaseUrl: 'http://api.test' };
const user = { id: 7, first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com' };

function setup(initial: Record<string, string> = {}, fetch = fakeFetch().fetch) {
  const storage = createMemoryStorage(initial);
  const store = createStorefrontStore({
    storage,
    env,
    fetch,
    storeId: 'default',
    syncAcrossTabs: false,
  });
  return { store, storage };
}

const EARLIER_GUEST_ID = `guest_${'ab'.repeat(16)}`;
const HVAC_GUEST_ID = `guest_${'cd'.repeat(16)}`;

describe('session', () => {
  it('gives a first visitor a stored guest_ id', () => {
    const { store, storage } = setup();
    const guestId = selectGuestId(store.getState());
    // 128 random bits: the id is the only key to the guest's server cart.
    expect(guestId).toMatch(/^guest_[0-9a-f]{32}$/);
    expect(storage.getItem(STORAGE_KEYS.guestId('default'))).toBe(guestId);
    expect(selectGuestId(setup().store.getState())).not.toBe(guestId);
  });

  it('keeps the guest id of an earlier visit', () => {
    const { store } = setup({ default_guestId: EARLIER_GUEST_ID });
    expect(selectGuestId(store.getState())).toBe(EARLIER_GUEST_ID);
  });

  it('replaces a guest id of an older, guessable format with a new one', () => {
    const { store } = setup({ default_guestId: 'guest_abc' });
    expect(selectGuestId(store.getState())).toMatch(/^guest_[0-9a-f]{32}$/);
  });

  it('signs in: authenticated, not a guest, token stored under {store}_authToken', () => {
    const { store, storage } = setup();
    const events: unknown[] = [];
    const stop = on('auth:changed', (detail) => events.push(detail));
    store.dispatch(loggedIn({ user, token: 't0k' }));
    stop();
    expect(selectIsAuthenticated(store.getState())).toBe(true);
    expect(selectIsGuest(store.getState())).toBe(false);
    expect(storage.getItem('default_authToken')).toBe('t0k');
    expect(events).toEqual([
      expect.objectContaining({ status: 'authenticated', isAuthenticated: true, user }),
    ]);
  });

  it('clears the stored token on a failed login and keeps the error', () => {
    const { store, storage } = setup();
    store.dispatch(loggedIn({ user, token: 't0k' }));
    store.dispatch(authFailed('Login failed'));
    expect(selectIsAuthenticated(store.getState())).toBe(false);
    expect(store.getState().session.error).toBe('Login failed');
    expect(storage.getItem('default_authToken')).toBeNull();
  });

  it('logs out with a new guest id', () => {
    const { store, storage } = setup({ default_guestId: 'guest_old' });
    store.dispatch(loggedIn({ user, token: 't0k' }));
    store.dispatch(loggedOut());
    const guestId = selectGuestId(store.getState());
    expect(guestId).toMatch(/^guest_/);
    expect(guestId).not.toBe('guest_old');
    expect(storage.getItem('default_authToken')).toBeNull();
    expect(storage.getItem('default_guestId')).toBe(guestId);
  });

  it('enters and leaves guest checkout', () => {
    const { store } = setup();
    store.dispatch(guestModeEntered());
    expect(selectIsGuest(store.getState())).toBe(true);
    store.dispatch(guestCheckoutStarted());
    expect(selectSessionStatus(store.getState())).toBe('guest-checkout');
    store.dispatch(guestCheckoutCleared());
    expect(selectIsGuest(store.getState())).toBe(false);
  });

  it('drops the guest id after the guest cart was converted', () => {
    const { store, storage } = setup({ default_guestId: 'guest_abc' });
    store.dispatch(guestIdDropped());
    expect(selectGuestId(store.getState())).toBeNull();
    expect(storage.getItem('default_guestId')).toBeNull();
  });

  it('restores a stored token with GET /auth/me', async () => {
    const { fetch, calls } = fakeFetch({ body: { data: user } });
    const { store } = setup({ default_authToken: 'stored' }, fetch);
    expect(selectIsSessionRestoring(store.getState())).toBe(true);
    await store.dispatch(restoreSession());
    expect(calls[0]?.url).toBe('http://api.test/store-api/auth/me');
    expect((calls[0]?.init.headers as Record<string, string>).Authorization).toBe('Bearer stored');
    expect(selectIsAuthenticated(store.getState())).toBe(true);
    expect(store.getState().session.user).toMatchObject({ firstName: 'Ada', first_name: 'Ada' });
  });

  it('removes a stored token the server refuses', async () => {
    const { fetch } = fakeFetch({ status: 401, body: { error: 'Invalid token' } });
    const { store, storage } = setup({ default_authToken: 'stale' }, fetch);
    await store.dispatch(restoreSession());
    expect(selectSessionStatus(store.getState())).toBe('signed-out');
    expect(storage.getItem('default_authToken')).toBeNull();
  });
});

describe('store switching', () => {
  it('switches the store, stores the choice and raises store:switched', () => {
    const { store, storage } = setup();
    const heard = jest.fn();
    const stop = on('store:switched', heard);
    store.dispatch(storeSwitched('hvac'));
    stop();
    expect(selectStoreId(store.getState())).toBe('hvac');
    expect(selectStoreConfig(store.getState()).name).toBe('Comfort Air HVAC Supply');
    expect(storage.getItem('store-id')).toBe('hvac');
    expect(heard).toHaveBeenCalledWith({ storeId: 'hvac', previousStoreId: 'default' });
  });

  it('requires a new login after switching, and uses the new store guest id', () => {
    const { store, storage } = setup({ hvac_guestId: HVAC_GUEST_ID });
    store.dispatch(loggedIn({ user, token: 't0k' }));
    store.dispatch(storeSwitched('hvac'));
    expect(selectIsAuthenticated(store.getState())).toBe(false);
    expect(storage.getItem('default_authToken')).toBeNull();
    expect(selectGuestId(store.getState())).toBe(HVAC_GUEST_ID);
  });

  it('keeps a guest a guest across a switch', () => {
    const { store } = setup();
    store.dispatch(guestModeEntered());
    store.dispatch(storeSwitched('parts'));
    expect(selectIsGuest(store.getState())).toBe(true);
  });

  it('resolves the store from the host name when none is given', () => {
    const store = createStorefrontStore({
      storage: createMemoryStorage(),
      env,
      hostname: 'parts.localhost',
      syncAcrossTabs: false,
    });
    expect(selectStoreId(store.getState())).toBe('parts');
  });

  it('refuses to start on an unknown host with a readable error', () => {
    expect(() =>
      createStorefrontStore({
        storage: createMemoryStorage(),
        env,
        hostname: 'nowhere.test',
        syncAcrossTabs: false,
      }),
    ).toThrow('No store is configured for the host name "nowhere.test"');
  });
});
