import { GUEST_ID_PATTERN, GUEST_ID_PREFIX } from '@storefront/contract';

/**
 * A new guest id: "guest_" and 128 bits from the platform's CSPRNG as 32 hex digits. The id is
 * the only key to a guest's server cart, so it must not be guessable (no Math.random fallback).
 */
export function createGuestId(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16));
  return `${GUEST_ID_PREFIX}${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}

/** True for an id in the current format; older ids (UUIDs) are replaced by a fresh one. */
export function isGuestId(value: unknown): value is string {
  return typeof value === 'string' && GUEST_ID_PATTERN.test(value);
}
