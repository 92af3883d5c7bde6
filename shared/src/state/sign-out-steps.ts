// Work other teams need done at a session's turns, so that neither team imports the other: before
// a sign-in's guest cart is merged (the cart saves a change that has not reached the guest's server
// cart yet) and before a customer's token is revoked (the cart's last unsaved change, say). The
// team that owns sign-in runs the steps; the teams that need them add them at start-up.
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { StorefrontExtra } from '../api/api-context';

/** One step, run while the session it needs (the guest's, the customer's token) still holds. */
export type SignOutStep = () => Promise<void>;

/** The most a sign-out waits for all steps together: a stuck network must not hold Logout. */
export const SIGN_OUT_STEPS_TIMEOUT_MS = 5_000;
/** The most a sign-in waits for its steps: the shopper is kept waiting for them. */
export const SIGN_IN_STEPS_TIMEOUT_MS = 3_000;

type StepSet = 'signInSteps' | 'signOutSteps';

function addStep(
  set: StepSet,
  step: SignOutStep,
): ThunkAction<() => void, unknown, StorefrontExtra, UnknownAction> {
  return (_dispatch, _getState, extra) => {
    extra[set].add(step);
    return () => extra[set].delete(step);
  };
}

/** Runs every step side by side; a failing or slow step never stops the session's turn. */
function runSteps(steps: Set<SignOutStep>, timeoutMs: number): Promise<void> {
  const settled = Promise.allSettled([...steps].map((step) => step()));
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, timeoutMs);
  });
  return Promise.race([settled.then(() => undefined), deadline]).finally(() => clearTimeout(timer));
}

/** Adds a sign-out step for this store context; the returned function removes it. */
export const addSignOutStep = (step: SignOutStep) => addStep('signOutSteps', step);

/** Adds a step a sign-in runs before it merges the guest cart; the returned function removes it. */
export const addSignInStep = (step: SignOutStep) => addStep('signInSteps', step);

export function runSignOutSteps(
  extra: StorefrontExtra,
  timeoutMs = SIGN_OUT_STEPS_TIMEOUT_MS,
): Promise<void> {
  return runSteps(extra.signOutSteps, timeoutMs);
}

export function runSignInSteps(
  extra: StorefrontExtra,
  timeoutMs = SIGN_IN_STEPS_TIMEOUT_MS,
): Promise<void> {
  return runSteps(extra.signInSteps, timeoutMs);
}
