// Records what goes over the event bus the way another team's code sees it: plain DOM listeners on
// `window`, no import of the sender. For contract tests: each payload must parse with the
// contract's schema (parseEventPayload).
import { domEventName, type StorefrontEventName } from '../events/event-bus';

export interface CapturedEvent {
  name: StorefrontEventName;
  detail: unknown;
}

/** Starts recording the named events; `stop()` removes the listeners. */
export function captureBusEvents(names: readonly StorefrontEventName[]) {
  const events: CapturedEvent[] = [];
  const listeners = names.map((name) => {
    const listener = (event: Event) => events.push({ name, detail: (event as CustomEvent).detail });
    window.addEventListener(domEventName(name), listener);
    return () => window.removeEventListener(domEventName(name), listener);
  });
  return { events, stop: () => listeners.forEach((remove) => remove()) };
}

/** Raises an event as any code on the page can, without the bus: a DOM CustomEvent on `window`. */
export function dispatchBusEvent(name: StorefrontEventName, detail: unknown): void {
  window.dispatchEvent(new CustomEvent(domEventName(name), { detail }));
}
