// Building blocks of the free-text forms (contact, bulk request): required and optional texts with a
// length limit, and a required e-mail address. Not exported from the package: the schemas are.
import { z } from 'zod';
import { VALIDATION_MESSAGES as M } from './messages';

/** RFC 5321's longest address. */
export const EMAIL_MAX_LENGTH = 254;

const tooLong = (label: string, max: number) => `${label} must be at most ${max} characters`;

/** A required text field: blank is `blankMessage` ('Please fill in all required fields'). */
export function requiredText(label: string, max: number, blankMessage: string = M.requiredFields) {
  return z
    .string({ error: blankMessage })
    .trim()
    .min(1, blankMessage)
    .max(max, tooLong(label, max));
}

/** A required, well-formed e-mail address. */
export function requiredEmail(blankMessage: string = M.requiredFields) {
  return z
    .string({ error: blankMessage })
    .trim()
    .min(1, blankMessage)
    .max(EMAIL_MAX_LENGTH, tooLong('Email', EMAIL_MAX_LENGTH))
    .pipe(z.email({ error: M.invalidEmail }));
}

/** An optional text field: missing and blank are both ''. */
export function optionalText(label: string, max: number) {
  return z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, tooLong(label, max))
    .optional()
    .transform((value) => value ?? '');
}
