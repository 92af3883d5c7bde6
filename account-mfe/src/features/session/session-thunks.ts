// Signing in and out (SPEC §4 Auth), account's own: login, registration, a session handed over by
// another call (set-password), logout, the guest cart conversion that follows a sign-in, and the
// start-up check of a stored token. The session they write is the shared store context's.
import { createAsyncThunk } from '@reduxjs/toolkit';
import {
  MESSAGES,
  apiContextFromState,
  apiRequest,
  authFailed,
  guestIdDropped,
  loggedIn,
  loggedOut,
  normalizeUser,
  runSignInSteps,
  runSignOutSteps,
  storeApi,
  type AuthSession,
  type Customer,
  type RootState,
  type StorefrontExtra,
} from '@storefront/shared';
import type { LoginInput, RegistrationInput } from '@storefront/shared/validation';

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
 * Runs the other teams' sign-in steps while the guest session still holds (the cart saves a guest
 * change that has not reached the server yet, or the merge would miss it), marks the customer
 * signed in with the session's token, then converts the guest cart (POST /cart/convert {guestId}).
 * The conversion is best effort: a failure (the route missing, the cart gone) is logged and the
 * sign-in stands; on success the guest id is dropped.
 */
export const sessionStarted = createSessionThunk(
  'session/started',
  async (session: AuthSession, { dispatch, getState, extra }) => {
    if (getState().session.guestId) await runSignInSteps(extra);
    dispatch(storeApi.util.invalidateTags([...CUSTOMER_TAGS]));
    dispatch(loggedIn({ user: normalizeUser(session.customer), token: session.token }));
    const state = getState();
    const guestId = state.session.guestId;
    if (!guestId) return;
    try {
      await apiRequest('/cart/convert', {
        method: 'POST',
        body: { guestId },
        context: apiContextFromState(state, extra),
      });
      dispatch(guestIdDropped());
      dispatch(storeApi.util.invalidateTags(['Cart']));
    } catch (error) {
      console.warn('Guest cart conversion failed', error);
    }
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
 * Runs the other teams' sign-out steps (the cart saves a change that has not reached the server
 * yet), POST /auth/logout so the
 * server revokes the token (best effort: signing out works offline too), then forgets token and
 * user and takes a new guest id with an empty cart (the cart slice and the checkout slice reset
 * themselves on `loggedOut`); the caller goes home.
 */
export const logout = createSessionThunk(
  'session/logout',
  async (_: void, { dispatch, getState, extra }) => {
    const state = getState();
    if (state.session.token) {
      await runSignOutSteps(extra);
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
