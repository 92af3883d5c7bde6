// Switching stores: a signed-in customer must log in again (SPEC §2), anyone else starts over on the
// new store's home page, since the page they were on (a product, a category) belongs to the old one.
import { useId, type ChangeEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { PHONE_MEDIA, touchTarget, visuallyHidden } from '@storefront/ui-kit';
import { STORE_IDS, isStoreId, storeConfigs } from '@storefront/contract';
import {
  getRuntimeEnv,
  selectIsAuthenticated,
  selectStoreId,
  showToast,
  storeApi,
  storeSwitched,
  useAppDispatch,
  useAppSelector,
} from '@storefront/platform';

/** What the shopper is told after a switch: where they are now, and that carts are per store. */
export function storeSwitchMessage(storeName: string): string {
  return `You're now shopping at ${storeName}. Your cart here is kept separately.`;
}

export function StoreSelector() {
  const activeStoreId = useAppSelector(selectStoreId);
  const isSignedIn = useAppSelector(selectIsAuthenticated);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const id = useId();
  // An operator's STORE_ID pins the store: a choice here would be undone on the next page load.
  const pinnedByOperator = Boolean(getRuntimeEnv().storeId);

  const switchStore = (event: ChangeEvent<HTMLSelectElement>) => {
    const next = event.target.value;
    if (!isStoreId(next) || next === activeStoreId) return;
    // The session slice signs a customer out on storeSwitched, the store swaps in the new store's
    // cart and persists `store-id`.
    dispatch(storeSwitched(next));
    // Data of the previous store (products, brands…) must not be shown under the new one.
    dispatch(storeApi.util.resetApiState());
    navigate(isSignedIn ? '/login' : '/');
    showToast(storeSwitchMessage(storeConfigs[next].name), 'info');
  };

  return (
    <Field>
      <Label htmlFor={id}>Store</Label>
      <Select
        id={id}
        value={activeStoreId}
        onChange={switchStore}
        disabled={pinnedByOperator}
        title={pinnedByOperator ? 'This site is fixed to one store' : undefined}
      >
        {STORE_IDS.map((storeId) => (
          <option key={storeId} value={storeId}>
            {storeConfigs[storeId].name}
          </option>
        ))}
      </Select>
    </Field>
  );
}

const Field = styled.div`
  display: flex;
  align-items: center;
  gap: 0.5rem;

  @media ${PHONE_MEDIA} {
    padding: 0.25rem 0;
    select {
      flex: 1;
    }
  }
`;

// Shown in the phone menu; in the one-row desktop bar the select's own text says enough, and
// screen readers still get the label.
const Label = styled.label`
  @media not all and ${PHONE_MEDIA} {
    ${visuallyHidden}
  }
`;

// Still the native select (the phone's own picker, keyboard and screen-reader support), sized
// and framed to match the rest of the kit.
const Select = styled.select`
  min-height: 2rem;
  padding: 0.25rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: 0.875rem;
  cursor: pointer;
  /* As wide as the chosen store's name (not the longest one's), so the one-row desktop bar
     shows it whole; the open list shows every name in full. */
  field-sizing: content;
  max-width: 14rem;
  ${touchTarget}
  @media ${PHONE_MEDIA} {
    max-width: none;
    font-size: 1rem;
  }

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.textaccent};
    outline-offset: 2px;
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.7;
  }
`;
