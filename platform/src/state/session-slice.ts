// Who is shopping (SPEC §3 auth state, §4 Auth): signed out, a guest, a guest checkout, or a customer.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { User } from '@storefront/contract';
import type { SessionStatus } from '../events/event-bus';
import { createGuestId } from '../lib/guest-id';
import { storeSwitched } from './store-slice';

export type { SessionStatus };

export interface SessionState {
  /**
   * - `signed-out`: browsing without an account (still identified by `guestId` on cart calls);
   * - `restoring`: a stored token is being checked at start-up;
   * - `guest`: guest mode chosen (e.g. Proceed to Checkout without signing in);
   * - `guest-checkout`: inside a guest checkout;
   * - `authenticated`: a signed-in customer with a token.
   */
  status: SessionStatus;
  user: User | null;
  token: string | null;
  error: string | null;
  /** The `guest_...` id of this browser for the active store. */
  guestId: string | null;
}

export const initialSessionState: SessionState = {
  status: 'signed-out',
  user: null,
  token: null,
  error: null,
  guestId: null,
};

export const sessionSlice = createSlice({
  name: 'session',
  initialState: initialSessionState,
  reducers: {
    /** Login, registration or session restore succeeded. */
    loggedIn(state, action: PayloadAction<{ user: User; token: string }>) {
      state.status = 'authenticated';
      state.user = action.payload.user;
      state.token = action.payload.token;
      state.error = null;
    },
    /**
     * Nobody can check the stored token on this page (account's runtime did not start): the
     * shopper browses signed out, and the token stays stored, unused, for the next page.
     */
    sessionCheckUnavailable(state) {
      if (state.status !== 'restoring') return;
      state.status = 'signed-out';
      state.user = null;
    },
    /** Login or registration failed: the stored token is cleared, the error kept for the form. */
    authFailed(state, action: PayloadAction<string>) {
      state.status = 'signed-out';
      state.user = null;
      state.token = null;
      state.error = action.payload;
    },
    /** Logout: token and user cleared, a fresh guest id for the next visit. */
    loggedOut: {
      reducer(state, action: PayloadAction<{ guestId: string }>) {
        state.status = 'signed-out';
        state.user = null;
        state.token = null;
        state.error = null;
        state.guestId = action.payload.guestId;
      },
      prepare: () => ({ payload: { guestId: createGuestId() } }),
    },
    /** The customer's details changed (profile saved, addresses loaded). */
    userUpdated(state, action: PayloadAction<User>) {
      state.user = action.payload;
    },
    guestModeEntered(state) {
      state.status = 'guest';
      state.user = null;
      state.token = null;
      state.error = null;
    },
    guestCheckoutStarted(state) {
      state.status = 'guest-checkout';
      state.user = null;
      state.token = null;
      state.error = null;
    },
    /** Ends the guest flag. */
    guestCheckoutCleared(state) {
      if (state.status === 'guest' || state.status === 'guest-checkout')
        state.status = 'signed-out';
    },
    guestIdAssigned(state, action: PayloadAction<string>) {
      state.guestId = action.payload;
    },
    /** The guest cart was converted into the customer's cart: the guest id is no longer needed. */
    guestIdDropped(state) {
      state.guestId = null;
    },
    authErrorCleared(state) {
      state.error = null;
    },
  },
  extraReducers: (builder) => {
    // Switching stores needs a new login unless the shopper is a guest (SPEC §2).
    builder.addCase(storeSwitched, (state) => {
      if (state.status === 'authenticated' || state.status === 'restoring') {
        state.status = 'signed-out';
        state.user = null;
      }
      // Also an unchecked token kept after `sessionCheckUnavailable`: it belongs to the old store.
      state.token = null;
      state.error = null;
      state.guestId = null;
    });
  },
});

export const {
  loggedIn,
  sessionCheckUnavailable,
  authFailed,
  loggedOut,
  userUpdated,
  guestModeEntered,
  guestCheckoutStarted,
  guestCheckoutCleared,
  guestIdAssigned,
  guestIdDropped,
  authErrorCleared,
} = sessionSlice.actions;

type WithSession = { session: SessionState };
export const selectSessionStatus = (state: WithSession): SessionStatus => state.session.status;
export const selectIsAuthenticated = (state: WithSession): boolean =>
  state.session.status === 'authenticated';
/** Guest mode or guest checkout. */
export const selectIsGuest = (state: WithSession): boolean =>
  state.session.status === 'guest' || state.session.status === 'guest-checkout';
/** True while a stored token is being checked: route guards should wait rather than redirect. */
export const selectIsSessionRestoring = (state: WithSession): boolean =>
  state.session.status === 'restoring';
export const selectUser = (state: WithSession): User | null => state.session.user;
export const selectAuthError = (state: WithSession): string | null => state.session.error;
export const selectGuestId = (state: WithSession): string | null => state.session.guestId;
