// The page's one toast container with the SPEC §9 settings, fed by the event bus `toast` events:
// the host mounts it, and so does a remote running standalone.
import { useEffect } from 'react';
import { ToastContainer, toast } from 'react-toastify';
import { cspNonce } from '../config/runtime-env';
import { TOAST_SETTINGS } from '../domain';
import { on, type ToastType } from '../events/event-bus';

function autoCloseFor(type: ToastType): number {
  return type === 'success' ? TOAST_SETTINGS.duration.success : TOAST_SETTINGS.duration.error;
}

export function ToastOutlet() {
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
      // Its stylesheet is an injected <style> tag: without the nonce the CSP blocks it.
      nonce={cspNonce()}
    />
  );
}
