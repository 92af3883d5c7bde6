// The page's one toast container with the SPEC §9 settings, fed by the event bus `toast` events:
// the host mounts it, and so does a remote running standalone.
import { useEffect, useState } from 'react';
import { cspNonce } from '../config/runtime-env';
import { on, type ToastType } from '../events/event-bus';

/** Toast settings of SPEC §9 (durations in ms; loading toasts stay until dismissed). */
const TOAST_SETTINGS = {
  limit: 20,
  duration: {
    blank: 4000,
    error: 4000,
    custom: 4000,
    success: 2000,
    loading: Number.POSITIVE_INFINITY,
  },
  zIndex: 9999,
  gutter: 8,
  maxWidth: 350,
} as const;

type Toastify = typeof import('react-toastify');

function autoCloseFor(type: ToastType): number {
  return type === 'success' ? TOAST_SETTINGS.duration.success : TOAST_SETTINGS.duration.error;
}

export function ToastOutlet() {
  const [toastify, setToastify] = useState<Toastify | null>(null);
  useEffect(
    () =>
      on('toast', ({ type, message }) => {
        // The first paint needs no toast library (~9 KB and a long task at start-up): it loads
        // with the first toast, which it queues until the container below has mounted.
        void import('react-toastify').then((loaded) => {
          setToastify(loaded);
          loaded.toast(message, { type, autoClose: autoCloseFor(type) });
        });
      }),
    [],
  );
  if (!toastify) return null;
  const { ToastContainer } = toastify;
  return (
    <ToastContainer
      // Bottom, not the library's top-right: up there they lay over the nav's cart count and store
      // selector for seconds; on a phone the library spans them across the bottom edge.
      position="bottom-right"
      limit={TOAST_SETTINGS.limit}
      autoClose={TOAST_SETTINGS.duration.error}
      style={{ zIndex: TOAST_SETTINGS.zIndex }}
      toastStyle={{ maxWidth: TOAST_SETTINGS.maxWidth, marginBottom: TOAST_SETTINGS.gutter }}
      // Its stylesheet is an injected <style> tag: without the nonce the CSP blocks it.
      nonce={cspNonce()}
    />
  );
}
