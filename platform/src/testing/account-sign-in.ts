// What account's sign-in and sign-out do to the shared store context (account-mfe's
// features/session/session-thunks.ts), for the tests of teams that react to them (the cart's
// merge on sign-in, its last save before sign-out) without importing account. Account's own tests
// check the real thunks do this.
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { apiRequest } from '../api/api-client';
import { apiContextFromState, type StorefrontExtra } from '../api/api-context';
import { normalizeUser, type AuthSession } from '@storefront/contract';
import { requestSignOutSaves } from '../events/sign-out-saves';
import type { RootState } from '../state/root-reducer';
import { loggedIn, loggedOut } from '../state/session-slice';

type AccountThunk = ThunkAction<Promise<void>, RootState, StorefrontExtra, UnknownAction>;

/** Signed in with `session`: the store context announces it (`auth:changed`); nothing more. */
export function signInAsAccountDoes(session: AuthSession): AccountThunk {
  return async (dispatch) => {
    dispatch(loggedIn({ user: normalizeUser(session.customer), token: session.token }));
  };
}

/** The sign-out's saves (`auth:signing-out`), POST /auth/logout, then signed out with a new guest id. */
export function signOutAsAccountDoes(): AccountThunk {
  return async (dispatch, getState, extra) => {
    const state = getState();
    if (state.session.token) {
      await requestSignOutSaves();
      await apiRequest('/auth/logout', {
        method: 'POST',
        context: apiContextFromState(state, extra),
      }).catch(() => undefined);
    }
    dispatch(loggedOut());
  };
}
