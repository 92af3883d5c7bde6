// The page's one toast container (SPEC §9 settings); remotes raise toasts through the event bus.
import { useEffect } from 'react';
import { ToastContainer, toast } from 'react-toastify';
import { TOAST_SETTINGS, on, type ToastType } from '@storefront/shared';

function autoCloseFor(type: ToastType): number {
  return type === 'success' ? TOAST_SETTINGS.duration.success : TOAST_SETTINGS.duration.error;
}

export function ToastHost() {
  useEffect(
    () =>
      on('toast', ({ type, message }) => toast(message, { type, autoClose: autoCloseFor(type) })),
    [],
  );
  return (
    <ToastContainer
      limit={TOAST_SETTINGS.limit}
      autoClose={TOAST_SETTINGS.duration.error}
      style={{ zIndex: TOAST_SETTINGS.zIndex }}
      toastStyle={{ maxWidth: TOAST_SETTINGS.maxWidth, marginBottom: TOAST_SETTINGS.gutter }}
    />
  );
}
