// Turning a zod result into what a form shows: one message, or a message per field.
import type { z } from 'zod';

/** The first message of a failed parse, or null when valid. */
export function firstErrorMessage(result: z.ZodSafeParseResult<unknown>): string | null {
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}

/** The first message for each field (by its top-level key). */
export function fieldErrors(result: z.ZodSafeParseResult<unknown>): Record<string, string> {
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = String(issue.path[0] ?? '');
    if (!(key in errors)) errors[key] = issue.message;
  }
  return errors;
}
