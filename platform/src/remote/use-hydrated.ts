// Whether this render is the browser's own: false in the server's render and in the browser's
// hydration of it (which must match the server's markup), true from the next render on, and at
// once on a page the browser renders from scratch.
import { useSyncExternalStore } from 'react';

const neverChanges = () => () => undefined;

export function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}
