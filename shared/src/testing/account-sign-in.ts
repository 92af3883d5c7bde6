// What account's sign-in and sign-out do to the shared store context (account-mfe's
// features/session/session-thunks.ts), for the tests of teams that react to them (the cart's
// merge on sign-in, its last save before sign-out) without importing account. Account's own tests
// check the real thunks do this.
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { apiRequest } from '../api/api-client';
import { apiContextFromState, type StorefrontExtra } from '../api/api-context';
import { storeApi } from '../api/store-api';
import { normalizeUser, type AuthSession } from '../domain';
import type { RootState } from '../state/root-reducer';
import { guestIdDropped, loggedIn, loggedOut } from '../state/session-slice';
import { runSignInSteps, runSignOutSteps } from '../state/sign-out-steps';

type AccountThunk = ThunkAction<Promise<void>, RootState, StorefrontExtra, UnknownAction>;

/**
 * The other teams' sign-in steps (with a guest cart to merge), signed in with `session`, then the
 * guest cart converted (POST /cart/convert {guestId}).
 */
export function signInAsAccountDoes(session: AuthSession): AccountThunk {
  return async (dispatch, getState, extra) => {
    if (getState().session.guestId) await runSignInSteps(extra);
    dispatch(loggedIn({ user: normalizeUser(session.customer), token: session.token }));
    const { guestId } = getState().session;
    if (!guestId) return;
    await apiRequest('/cart/convert', {
      method: 'POST',
      body: { guestId },
      context: apiContextFromState(getState(), extra),
    });
    dispatch(guestIdDropped());
    dispatch(storeApi.util.invalidateTags(['Cart']));
  };
}

/** The other teams' sign-out steps, POST /auth/logout, then signed out with a new guest id. */
export function signOutAsAccountDoes(): AccountThunk {
  return async (dispatch, getState, extra) => {
    const state = getState();
    if (state.session.token) {
      await runSignOutSteps(extra);
      await apiRequest('/auth/logout', {
        method: 'POST',
        context: apiContextFromState(state, extra),
      }).catch(() => undefined);
    }
    dispatch(loggedOut());
  };
}
