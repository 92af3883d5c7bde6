// Signing in and out (SPEC §4 Auth), account's own: login, registration, a session handed over by
// another call (set-password), logout, and the start-up check of a stored token. The session they
// write is the shared store context's, which announces each change (`auth:changed`): the cart
// merges the guest's cart on hearing a sign-in, account never calls the cart.
import { createAsyncThunk } from '@reduxjs/toolkit';
import { MESSAGES, normalizeUser, type AuthSession, type Customer } from '@storefront/contract';
import {
  apiContextFromState,
  apiRequest,
  authFailed,
  loggedIn,
  loggedOut,
  requestSignOutSaves,
  storeApi,
  type RootState,
  type StorefrontExtra,
} from '@storefront/platform';
import type { LoginInput, RegistrationInput } from '@storefront/contract/validation';

const createSessionThunk = createAsyncThunk.withTypes<{
  state: RootState;
  extra: StorefrontExtra;
  rejectValue: string;
}>();

/** Data cached for one customer (profile, addresses, orders) must never show for the next one. */
const CUSTOMER_TAGS = ['User', 'Address', 'Order'] as const;

/**
 * The server's own text for a refusal it explained (400, 401, 409, 429...), else `fallback`: a 5xx
 * or an unreachable server says nothing a shopper can act on. Takes an `ApiError` or an RTK Query
 * error (`{ status, message }`).
 */
export function serverRefusalMessage(error: unknown, fallback: string): string {
  if (typeof error !== 'object' || error === null) return fallback;
  const { status, message } = error as { status?: unknown; message?: unknown };
  const explained = typeof status === 'number' && status >= 400 && status < 500;
  return explained && typeof message === 'string' && message ? message : fallback;
}

/**
 * Marks the customer signed in with the session's token; the store context announces it
 * (`auth:changed`), and the cart, hearing it, merges the guest's cart into the customer's.
 */
export const sessionStarted = createSessionThunk(
  'session/started',
  async (session: AuthSession, { dispatch }) => {
    dispatch(storeApi.util.invalidateTags([...CUSTOMER_TAGS]));
    dispatch(loggedIn({ user: normalizeUser(session.customer), token: session.token }));
  },
);

/**
 * How a sign-in call ended when it did not fail: signed in, or (a registration with the e-mail of
 * a guest checkout's account, answered 202 `{ data: { message } }`) nobody signed in and a link
 * sent to the e-mail, with the server's text to show.
 */
export type SignInOutcome = { signedIn: true } | { signedIn: false; message: string };

/**
 * Calls an endpoint answering `{ data: AuthSession }` and starts the session, or records the error.
 * An answer without a session (`{ data: { message } }`) starts none and resolves with its text.
 */
function signInThunk<Body>(type: string, path: string, fallback: string) {
  return createSessionThunk(
    type,
    async (body: Body, { dispatch, getState, extra, rejectWithValue }) => {
      let answer: AuthSession | { message: string };
      try {
        ({ data: answer } = await apiRequest<AuthSession | { message: string }>(path, {
          method: 'POST',
          body,
          context: apiContextFromState(getState(), extra),
        }));
      } catch (error) {
        const message = serverRefusalMessage(error, fallback);
        dispatch(authFailed(message));
        return rejectWithValue(message);
      }
      if (!('token' in answer)) {
        return { signedIn: false, message: answer.message } satisfies SignInOutcome;
      }
      await dispatch(sessionStarted(answer));
      return { signedIn: true } satisfies SignInOutcome;
    },
  );
}

/** POST /auth/login; rejects with 'Login failed. Please check your credentials.' or the server's text. */
export const login = signInThunk<LoginInput>('session/login', '/auth/login', MESSAGES.loginFailed);

/**
 * POST /auth/register; rejects with the server's text (e.g. the 409) or 'Registration failed'. The
 * e-mail of a guest checkout's account signs nobody in: it resolves `{ signedIn: false, message }`.
 */
export const register = signInThunk<RegistrationInput>(
  'session/register',
  '/auth/register',
  MESSAGES.registrationFailed,
);

/**
 * Asks the other teams to save what they must under the customer's token (`auth:signing-out`: the
 * cart's change that has not reached the server yet) and waits for them, a bounded time, then
 * POST /auth/logout so the server revokes the token (best effort: signing out works offline too), then forgets token and
 * user and takes a new guest id with an empty cart (the cart slice and the checkout slice reset
 * themselves on `loggedOut`); the caller goes home.
 */
export const logout = createSessionThunk(
  'session/logout',
  async (_: void, { dispatch, getState, extra }) => {
    const state = getState();
    if (state.session.token) {
      await requestSignOutSaves();
      try {
        await apiRequest('/auth/logout', {
          method: 'POST',
          context: apiContextFromState(state, extra),
        });
      } catch {
        // An expired or revoked token is signed out all the same.
      }
    }
    dispatch(loggedOut());
    dispatch(storeApi.util.invalidateTags([...CUSTOMER_TAGS]));
  },
);

/**
 * With a stored token, fetches the customer (GET /auth/me answers `{ data: Customer }`): a valid
 * customer is logged in; a 401 (expired or revoked token) or any other failure removes the token
 * and logs out (SPEC §4 startup check). Without a token nothing happens. account's runtime
 * dispatches it once at start-up.
 */
export const restoreSession = createSessionThunk(
  'session/restore',
  async (_: void, { getState, dispatch, extra }) => {
    const state = getState();
    const token = state.session.token;
    if (!token || state.session.status === 'authenticated') return;
    try {
      const { data } = await apiRequest<Customer | undefined>('/auth/me', {
        context: apiContextFromState(state, extra),
      });
      if (data?.id === undefined || data.id === null) {
        dispatch(loggedOut());
        return;
      }
      dispatch(loggedIn({ user: normalizeUser(data), token }));
    } catch {
      dispatch(loggedOut());
    }
  },
);
