import {
  createMemoryStorage,
  selectIsAuthenticated,
  selectSessionStatus,
  type FetchLike,
} from '@storefront/platform';
import {
  fakeFetch,
  makeTestStoreContext,
  selectIsSessionRestoring,
} from '@storefront/platform/testing';
import { restoreSession } from './session-thunks';

const user = { id: 7, first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com' };

function setup(initial: Record<string, string>, fetch: FetchLike) {
  const storage = createMemoryStorage(initial);
  const storeContext = makeTestStoreContext({ storage, fetch });
  return { storeContext, storage };
}

describe('session restore at start-up', () => {
  it('restores a stored token with GET /auth/me', async () => {
    const { fetch, calls } = fakeFetch({ body: { data: user } });
    const { storeContext } = setup({ default_authToken: 'stored' }, fetch);
    expect(selectIsSessionRestoring(storeContext.getState())).toBe(true);
    await storeContext.dispatch(restoreSession());
    expect(calls[0]?.url).toBe('http://api.test/store-api/auth/me');
    expect((calls[0]?.init.headers as Record<string, string>).Authorization).toBe('Bearer stored');
    expect(selectIsAuthenticated(storeContext.getState())).toBe(true);
    expect(storeContext.getState().session.user).toMatchObject({
      firstName: 'Ada',
      first_name: 'Ada',
    });
  });

  it('removes a stored token the server refuses', async () => {
    const { fetch } = fakeFetch({ status: 401, body: { error: 'Invalid token' } });
    const { storeContext, storage } = setup({ default_authToken: 'stale' }, fetch);
    await storeContext.dispatch(restoreSession());
    expect(selectSessionStatus(storeContext.getState())).toBe('signed-out');
    expect(storage.getItem('default_authToken')).toBeNull();
  });
});
