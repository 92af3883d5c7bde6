// The one US phone number rule of every form and API body that takes a phone (issue 36): what the
// customer typed, kept only when it is a US number, and then always in one form.
import { z } from 'zod';
import { PHONE_MAX_LENGTH } from './limits';
import { VALIDATION_MESSAGES as M } from './messages';

/** The separators people type in a phone number: spaces, dots, dashes and parentheses. */
const SEPARATORS = /[\s().-]/g;
/** Ten digits, after an optional country code 1 or +1. */
const US_DIGITS = /^(?:\+?1)?(\d{3})(\d{3})(\d{4})$/;

/**
 * A US phone number in its one stored form, '(555) 123-4567', or null when `typed` is not one
 * (ten digits, an optional leading 1 or +1, spaces, dots, dashes and parentheses between them).
 */
export function normalizeUsPhone(typed: string): string | null {
  const digits = US_DIGITS.exec(typed.trim().replace(SEPARATORS, ''));
  return digits ? `(${digits[1]}) ${digits[2]}-${digits[3]}` : null;
}

/**
 * An optional US phone number: blank stays '' (the caller says what blank means), anything else
 * must be a US number ('Please enter a valid US phone number (e.g., 555-123-4567)') and comes out
 * as '(555) 123-4567'.
 */
export function usPhone() {
  return z
    .string({ error: M.invalidPhone })
    .trim()
    .max(PHONE_MAX_LENGTH, M.invalidPhone)
    .refine((typed) => typed === '' || normalizeUsPhone(typed) !== null, M.invalidPhone)
    .transform((typed) => (typed === '' ? '' : (normalizeUsPhone(typed) ?? typed)));
}
