// The typed event bus of DESIGN §4: window CustomEvents named `storefront:<event>`, so any code on
// the page (another remote, even another framework) can listen without importing anything. The
// payloads follow the contract's versioned schemas (../contract/events.ts): a listener only ever
// sees a payload that passed its schema; anything else is a contract violation, reported while
// developing and otherwise ignored.
import {
  EVENT_VERSIONS,
  parseEventPayload,
  type CurrentEventPayload,
  type StorefrontEventName,
  type StorefrontEventPayload,
} from '@storefront/contract/events';

export type {
  AddToCartOutcome,
  SavedEquipment,
  SessionStatus,
  StorefrontEventName,
  StorefrontEventPayload,
} from '@storefront/contract/events';

export type ToastType = StorefrontEventPayload<'toast'>['type'];

/** What a sender writes: the current version's payload without its version, which `emit` adds. */
export type StorefrontEventInput<K extends StorefrontEventName> = Omit<CurrentEventPayload<K>, 'v'>;

export const EVENT_PREFIX = 'storefront:';

/** The DOM event type of a bus event: `storefront:cart:changed`. */
export function domEventName(name: StorefrontEventName): string {
  return `${EVENT_PREFIX}${name}`;
}

declare global {
  interface Window {
    /**
     * The last valid payload of each event, kept on the page rather than in a module so that a
     * listener of another build of this package (a remote deployed later) finds it too.
     */
    __STOREFRONT_LAST_EVENTS__?: Partial<Record<string, unknown>>;
  }
}

function lastEvents(): Partial<Record<string, unknown>> {
  window.__STOREFRONT_LAST_EVENTS__ ??= {};
  return window.__STOREFRONT_LAST_EVENTS__;
}

function reportContractViolation(name: StorefrontEventName, detail: unknown): void {
  if (process.env.NODE_ENV === 'production') return;
  console.error(
    `[storefront] contract violation: a "${name}" event does not match the contract's schema (version ${String(EVENT_VERSIONS[name])})`,
    detail,
  );
}

/** Raises an event on `window` with the contract's current version (a no-op outside the browser). */
export function emit<K extends StorefrontEventName>(
  name: K,
  payload: StorefrontEventInput<K>,
): void {
  if (typeof window === 'undefined') return;
  const detail = { ...payload, v: EVENT_VERSIONS[name] };
  if (parseEventPayload(name, detail)) lastEvents()[name] = detail;
  window.dispatchEvent(new CustomEvent(domEventName(name), { detail }));
}

/** Each stored payload as parsed once: the same event gives the same object (React snapshots). */
const parsedLastEvents = new WeakMap<object, unknown>();

/** The payload of the last valid event of this name raised on the page, if any. */
export function lastEvent<K extends StorefrontEventName>(
  name: K,
): StorefrontEventPayload<K> | undefined {
  if (typeof window === 'undefined') return undefined;
  const stored = lastEvents()[name];
  if (typeof stored !== 'object' || stored === null) return undefined;
  if (!parsedLastEvents.has(stored)) parsedLastEvents.set(stored, parseEventPayload(name, stored));
  return (parsedLastEvents.get(stored) as StorefrontEventPayload<K> | null) ?? undefined;
}

/**
 * Listens to an event; returns the function that stops listening. A payload that breaks the
 * contract (malformed, or a version this build does not know) never reaches the handler.
 */
export function on<K extends StorefrontEventName>(
  name: K,
  handler: (payload: StorefrontEventPayload<K>) => void,
): () => void {
  if (typeof window === 'undefined') return () => {};
  const listener = (event: Event) => {
    const { detail } = event as CustomEvent<unknown>;
    const payload = parseEventPayload(name, detail);
    if (payload) handler(payload);
    else reportContractViolation(name, detail);
  };
  const type = domEventName(name);
  window.addEventListener(type, listener);
  return () => window.removeEventListener(type, listener);
}

/** Asks the host's toast container to show a message. */
export function showToast(message: string, type: ToastType = 'info'): void {
  emit('toast', { type, message });
}
