// A sign-out's last saves, over the bus (issue 38: teams meet on the bus only). Before account
// revokes the customer's token it raises `auth:signing-out`; a team with work to save under that
// token (the cart's last unsaved change) acknowledges it at once (`started`) and again when done
// (`settled`). The events are dispatched synchronously, so once `auth:signing-out` has been raised
// account knows every step it waits for: a remote that is not loaded answers nothing and costs
// nothing, and a slow one holds Logout at most SIGN_OUT_SAVES_TIMEOUT_MS.
import { emit, on } from './event-bus';
import { nextRequestId } from './request-id';

/** The most a sign-out waits for all saves together: a stuck network must not hold Logout. */
export const SIGN_OUT_SAVES_TIMEOUT_MS = 5_000;

/**
 * Raises `auth:signing-out` and resolves once every listener that started a save settled it, or
 * when the time is up; never rejects (account's side).
 */
export function requestSignOutSaves(timeoutMs = SIGN_OUT_SAVES_TIMEOUT_MS): Promise<void> {
  const requestId = nextRequestId();
  const pending = new Set<string>();
  return new Promise((resolve) => {
    let asked = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stopListening = on('auth:signing-out-step', (ack) => {
      if (ack.requestId !== requestId) return;
      if (ack.status === 'started') pending.add(ack.step);
      else pending.delete(ack.step);
      if (asked && pending.size === 0) finish();
    });
    function finish() {
      clearTimeout(timer);
      stopListening();
      resolve();
    }
    emit('auth:signing-out', { requestId });
    asked = true;
    if (pending.size === 0) finish();
    else timer = setTimeout(finish, timeoutMs);
  });
}

/**
 * Runs `save` on each sign-out, while the customer's token still holds, and acknowledges it as
 * `step` (the listener's side); a failing save is settled all the same. Returns the stop.
 */
export function onSigningOut(step: string, save: () => Promise<void>): () => void {
  return on('auth:signing-out', ({ requestId }) => {
    emit('auth:signing-out-step', { requestId, step, status: 'started' });
    void save()
      .catch(() => undefined)
      .finally(() => emit('auth:signing-out-step', { requestId, step, status: 'settled' }));
  });
}
