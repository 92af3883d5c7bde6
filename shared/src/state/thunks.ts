// Thunks shared by every package: the start-up session check (SPEC §4 Auth) and the stock check (SPEC §5).
import { createAsyncThunk } from '@reduxjs/toolkit';
import { normalizeUser, type Customer } from '../domain';
import { type InventoryLevel } from '../domain/types';
import { apiRequest, errorMessage } from '../api/api-client';
import { catalogRequest } from '../mock-catalog/catalog-request';
import { apiContextFromState, type StorefrontExtra } from '../api/api-context';
import type { RootState } from './root-reducer';
import { loggedIn, loggedOut } from './session-slice';

const createAppThunk = createAsyncThunk.withTypes<{
  state: RootState;
  extra: StorefrontExtra;
  rejectValue: string;
}>();

/**
 * With a stored token, fetches the customer (GET /auth/me answers `{ data: Customer }`): a valid
 * customer is logged in; a 401 (expired or revoked token) or any other failure removes the token
 * and logs out (SPEC §4 startup check). Without a token nothing happens. The host dispatches it once.
 */
export const restoreSession = createAppThunk(
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

/** GET /products/inventories/{sku}: units on hand; rejects with a readable message. */
export const fetchInventory = createAppThunk(
  'inventory/fetch',
  async (sku: string, { getState, extra, rejectWithValue, signal }) => {
    try {
      const { data } = await catalogRequest<Partial<InventoryLevel>>(
        `/products/inventories/${encodeURIComponent(sku)}`,
        { context: apiContextFromState(getState(), extra), signal },
      );
      const onHand = Number(data?.total_on_hand);
      if (!Number.isFinite(onHand))
        return rejectWithValue('Failed to check inventory availability');
      return { sku, total_on_hand: onHand } satisfies InventoryLevel;
    } catch (error) {
      return rejectWithValue(errorMessage(error));
    }
  },
);
