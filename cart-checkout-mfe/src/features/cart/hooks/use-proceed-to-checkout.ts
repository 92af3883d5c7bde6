// Proceed to Checkout (SPEC §4 Cart): checks the stock of every line, enters guest mode when the
// shopper is not signed in, sets step 1 and goes to /checkout/customer.
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { MESSAGES } from '@storefront/contract';
import {
  guestModeEntered,
  selectIsAuthenticated,
  showToast,
  useAppDispatch,
  useStoreContext,
} from '@storefront/platform';
import { checkoutStarted } from '../../checkout';
import { paths } from '../../../lib/paths';
import { fetchInventory, selectCartItems } from '../../cart-state';

export interface ProceedToCheckout {
  proceed(): Promise<void>;
  checking: boolean;
  /** Why checkout did not start (a line beyond its stock, or the check failed). */
  error: string | null;
}

export function useProceedToCheckout(): ProceedToCheckout {
  const dispatch = useAppDispatch();
  const storeContext = useStoreContext();
  const navigate = useNavigate();
  const [checking, setChecking] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const proceed = useCallback(async () => {
    setChecking(true);
    setError(null);
    try {
      const items = selectCartItems(storeContext.getState());
      const checks = await Promise.all(
        items.map(async (item) => ({ item, result: await dispatch(fetchInventory(item.sku)) })),
      );
      for (const { item, result } of checks) {
        const message = fetchInventory.rejected.match(result)
          ? MESSAGES.inventoryCheckFailed
          : result.payload.total_on_hand < item.qty
            ? MESSAGES.notEnoughStock(result.payload.total_on_hand, item.sku)
            : null;
        if (message) {
          setError(message);
          showToast(message, 'error');
          return;
        }
      }
      if (!selectIsAuthenticated(storeContext.getState())) dispatch(guestModeEntered());
      dispatch(checkoutStarted());
      void navigate(paths.checkoutCustomer);
    } finally {
      setChecking(false);
    }
  }, [dispatch, navigate, storeContext]);

  return { proceed, checking, error };
}
