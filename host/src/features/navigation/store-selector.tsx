// Switching stores: a signed-in customer must log in again (SPEC §2), a guest simply continues.
import type { ChangeEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  STORE_IDS,
  getRuntimeEnv,
  isStoreId,
  selectIsAuthenticated,
  selectStoreId,
  storeApi,
  storeConfigs,
  storeSwitched,
  useAppDispatch,
  useAppSelector,
} from '@storefront/shared';

export function StoreSelector() {
  const activeStoreId = useAppSelector(selectStoreId);
  const isSignedIn = useAppSelector(selectIsAuthenticated);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  // An operator's STORE_ID pins the store: a choice here would be undone on the next page load.
  const pinnedByOperator = Boolean(getRuntimeEnv().storeId);

  const switchStore = (event: ChangeEvent<HTMLSelectElement>) => {
    const next = event.target.value;
    if (!isStoreId(next) || next === activeStoreId) return;
    // The session slice signs a customer out on storeSwitched; the store persists `store-id`.
    dispatch(storeSwitched(next));
    // Data of the previous store (products, brands…) must not be shown under the new one.
    dispatch(storeApi.util.resetApiState());
    if (isSignedIn) navigate('/login');
  };

  return (
    <select
      aria-label="Store"
      value={activeStoreId}
      onChange={switchStore}
      disabled={pinnedByOperator}
      title={pinnedByOperator ? 'This site is fixed to one store' : undefined}
    >
      {STORE_IDS.map((id) => (
        <option key={id} value={id}>
          {storeConfigs[id].name}
        </option>
      ))}
    </select>
  );
}
