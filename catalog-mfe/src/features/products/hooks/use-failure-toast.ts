import { useEffect } from 'react';
import { showToast } from '@storefront/platform';

/**
 * Raises an error toast (through the host's toast container) each time a load fails; without a
 * message there is no toast, so a component can leave it to its caller.
 */
export function useFailureToast(failed: boolean, message: string | undefined) {
  useEffect(() => {
    if (failed && message) showToast(message, 'error');
  }, [failed, message]);
}
