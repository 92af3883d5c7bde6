afterEach(() => jest.restoreAllMocks());

import { STORAGE_KEYS } from '@storefront/contract';
import {
  createMemoryStorage,
  onSigningOut,
  selectIsAuthenticated,
  selectUser,
  type FetchLike,
} from '@storefront/platform';
import {
  makeCustomer,
  makeTestStoreContext,
  on,
  selectAuthError,
  selectGuestId,
} from '@storefront/platform/testing';
import { login, logout, register, sessionStarted } from './session-thunks';

/** A guest id in the format the store API accepts (guest_ + 32 hex digits). */
const GUEST_ID = `guest_${'ab'.repeat(16)}`;

const customer = makeCustomer({ phone: null, shippingAddress: null });
const session = { token: 'new-token', expiresAt: '2030-01-01T00:00:00.000Z', customer };

type Answer = { status: number; body?: unknown };

/** A fetch answering per "METHOD /path" (404 for anything else), recording each call. */
function routedFetch(answers: Record<string, Answer>) {
  const calls: { route: string; headers: Record<string, string>; body?: string }[] = [];
  const fetch = (async (url: string, init: RequestInit = {}) => {
    const route = `${init.method ?? 'GET'} ${new URL(url).pathname.replace('/store-api', '')}`;
    calls.push({
      route,
      headers: init.headers as Record<string, string>,
      body: init.body as string | undefined,
    });
    const answer = answers[route] ?? { status: 404, body: { error: 'Not Found' } };
    return {
      ok: answer.status < 400,
      status: answer.status,
      headers: new Headers(),
      text: async () => (answer.body === undefined ? '' : JSON.stringify(answer.body)),
    } as unknown as Response;
  }) as FetchLike;
  return { fetch, calls };
}

function setup(answers: Record<string, Answer>, stored: Record<string, string> = {}) {
  const { fetch, calls } = routedFetch(answers);
  const storage = createMemoryStorage({ default_guestId: GUEST_ID, ...stored });
  const storeContext = makeTestStoreContext({ storage, fetch });
  return { storeContext, storage, calls };
}

const credentials = { email: 'ada@example.com', password: 'secret1' };

describe('login', () => {
  it("signs in, stores the token and announces it on the bus, leaving the guest's cart to the cart", async () => {
    const { storeContext, storage, calls } = setup({
      'POST /auth/login': { status: 200, body: { data: session } },
    });
    const heard: unknown[] = [];
    const stop = on('auth:changed', (payload) => heard.push(payload));
    await storeContext.dispatch(login(credentials));
    stop();
    expect(selectIsAuthenticated(storeContext.getState())).toBe(true);
    expect(selectUser(storeContext.getState())).toMatchObject({
      firstName: 'Ada',
      email: customer.email,
    });
    expect(storage.getItem(STORAGE_KEYS.authToken('default'))).toBe('new-token');
    expect(heard).toContainEqual(
      expect.objectContaining({ status: 'authenticated', isAuthenticated: true }),
    );
    // The cart converts the guest cart when it hears the sign-in; account calls no cart route.
    expect(calls.map((call) => call.route)).toEqual(['POST /auth/login']);
    expect(selectGuestId(storeContext.getState())).toBe(GUEST_ID);
  });

  it("keeps the server's text and clears a stored token when refused", async () => {
    const { storeContext, storage } = setup(
      { 'POST /auth/login': { status: 429, body: { error: 'Too many attempts' } } },
      { default_authToken: 'old' },
    );
    const result = await storeContext.dispatch(login(credentials));
    expect(result.payload).toBe('Too many attempts');
    expect(selectAuthError(storeContext.getState())).toBe('Too many attempts');
    expect(selectIsAuthenticated(storeContext.getState())).toBe(false);
    expect(storage.getItem(STORAGE_KEYS.authToken('default'))).toBeNull();
  });

  it("says 'Login failed. Please check your credentials.' when the server gives no reason", async () => {
    const { storeContext } = setup({ 'POST /auth/login': { status: 500, body: 'oops' } });
    const result = await storeContext.dispatch(login(credentials));
    expect(result.payload).toBe('Login failed. Please check your credentials.');
  });
});

describe('register', () => {
  const form = { firstName: 'Ada', lastName: 'Lovelace', ...credentials };

  it('signs the new customer in', async () => {
    const { storeContext, calls } = setup({
      'POST /auth/register': { status: 201, body: { data: session } },
    });
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    await storeContext.dispatch(register(form));
    expect(selectIsAuthenticated(storeContext.getState())).toBe(true);
    expect(JSON.parse(calls[0]?.body ?? '{}')).toMatchObject(form);
  });

  it('signs nobody in when the server e-mails a set-password link instead (202)', async () => {
    const message = 'We have sent a link to this address.';
    const { storeContext, calls } = setup({
      'POST /auth/register': { status: 202, body: { data: { message } } },
    });
    const result = await storeContext.dispatch(register(form));
    expect(result.payload).toEqual({ signedIn: false, message });
    expect(selectIsAuthenticated(storeContext.getState())).toBe(false);
    expect(selectAuthError(storeContext.getState())).toBeNull();
    expect(calls.map((call) => call.route)).toEqual(['POST /auth/register']);
  });

  it("shows the server's 409 text, or 'Registration failed' without one", async () => {
    const taken = setup({
      'POST /auth/register': {
        status: 409,
        body: { error: 'An account with this email already exists' },
      },
    });
    expect((await taken.storeContext.dispatch(register(form))).payload).toBe(
      'An account with this email already exists',
    );
    const down = setup({ 'POST /auth/register': { status: 503 } });
    expect((await down.storeContext.dispatch(register(form))).payload).toBe('Registration failed');
  });
});

describe('logout', () => {
  it('revokes the token on the server, forgets it and the user, and takes a new guest id', async () => {
    const { storeContext, storage, calls } = setup({
      'POST /auth/logout': { status: 200, body: { data: { message: 'Logged out' } } },
    });
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    await storeContext.dispatch(sessionStarted(session));
    const guestBefore = selectGuestId(storeContext.getState());
    await storeContext.dispatch(logout());
    const call = calls.find((entry) => entry.route === 'POST /auth/logout');
    expect(call?.headers.Authorization).toBe('Bearer new-token');
    expect(selectIsAuthenticated(storeContext.getState())).toBe(false);
    expect(selectUser(storeContext.getState())).toBeNull();
    expect(storage.getItem(STORAGE_KEYS.authToken('default'))).toBeNull();
    const guestAfter = selectGuestId(storeContext.getState());
    expect(guestAfter).toMatch(/^guest_/);
    expect(guestAfter).not.toBe(guestBefore);
    expect(guestAfter).not.toBe(GUEST_ID);
    expect(storage.getItem(STORAGE_KEYS.guestId('default'))).toBe(guestAfter);
  });

  it("waits for the other teams' saves (auth:signing-out) before the token is revoked", async () => {
    const { storeContext, calls } = setup({
      'POST /auth/logout': { status: 200, body: { data: { message: 'Logged out' } } },
    });
    await storeContext.dispatch(sessionStarted(session));
    const seen: string[] = [];
    const stop = onSigningOut('cart', async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      const revoked = calls.some((call) => call.route === 'POST /auth/logout');
      seen.push(
        `signed in: ${selectIsAuthenticated(storeContext.getState())}, revoked: ${revoked}`,
      );
    });
    await storeContext.dispatch(logout());
    stop();
    expect(seen).toEqual(['signed in: true, revoked: false']);
    expect(calls.map((call) => call.route)).toContain('POST /auth/logout');
  });

  it('signs out even when the server cannot be reached', async () => {
    const { storeContext } = setup({});
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    await storeContext.dispatch(sessionStarted(session));
    await storeContext.dispatch(logout());
    expect(selectIsAuthenticated(storeContext.getState())).toBe(false);
  });
});
