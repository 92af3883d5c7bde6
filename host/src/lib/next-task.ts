// Lets the browser handle input and paint between two pieces of start-up work: on a slow phone,
// start-up run as one task blocks the page for hundreds of milliseconds (Lighthouse's total
// blocking time counts every task past 50 ms).
interface YieldingScheduler {
  yield(): Promise<void>;
}

export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<YieldingScheduler> }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Runs `callback` once the browser is idle (at most `timeoutMs` later): after the first commit of a
 * hydration, React hydrates the parts inside Suspense boundaries at idle priority, so by then the
 * whole page answers.
 */
export function whenIdle(callback: () => void, timeoutMs = 1000): void {
  if (typeof requestIdleCallback === 'function')
    requestIdleCallback(callback, { timeout: timeoutMs });
  else setTimeout(callback, 50);
}
