import { useEffect } from 'react';
import { showToast } from '@storefront/shared';

/** Raises an error toast (through the host's toast container) each time a load fails. */
export function useFailureToast(failed: boolean, message: string) {
  useEffect(() => {
    if (failed) showToast(message, 'error');
  }, [failed, message]);
}
