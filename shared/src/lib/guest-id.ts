import { GUEST_ID_PREFIX } from '../domain';

/** A new guest id: "guest_" followed by a random UUID (or a time+random fallback). */
export function createGuestId(): string {
  const random =
    typeof globalThis.crypto?.randomUUID === 'function'
      ? globalThis.crypto.randomUUID()
      : `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 12)}`;
  return `${GUEST_ID_PREFIX}${random}`;
}

export function isGuestId(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    value.startsWith(GUEST_ID_PREFIX) &&
    value.length > GUEST_ID_PREFIX.length
  );
}
