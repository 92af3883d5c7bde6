// The last payload of a bus event as React state: the value at first render (an event raised
// before this component mounted, say the cart's count at start-up) and every later one.
import { useCallback, useSyncExternalStore } from 'react';
import { lastEvent, on, type StorefrontEventName, type StorefrontEventPayload } from './event-bus';

export function useLastEvent<K extends StorefrontEventName>(
  name: K,
): StorefrontEventPayload<K> | undefined {
  const subscribe = useCallback((onChange: () => void) => on(name, onChange), [name]);
  const snapshot = useCallback(() => lastEvent(name), [name]);
  return useSyncExternalStore(subscribe, snapshot, () => undefined);
}
