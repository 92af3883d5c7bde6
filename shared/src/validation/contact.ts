// Contact form, order cancel/return reasons and product ids (SPEC §5).
import { z } from 'zod';
import { VALIDATION_MESSAGES as M } from './messages';

/** Name, email and message all required. */
export const contactMessageSchema = z.object({
  name: z.string({ error: M.requiredFields }).trim().min(1, M.requiredFields),
  email: z
    .string({ error: M.requiredFields })
    .trim()
    .min(1, M.requiredFields)
    .pipe(z.email({ error: M.invalidEmail })),
  message: z.string({ error: M.requiredFields }).trim().min(1, M.requiredFields),
});
export type ContactMessageInput = z.input<typeof contactMessageSchema>;

/** A cancel or return reason: the confirm button stays disabled until it is non-blank. */
export const orderReasonSchema = z.object({
  reason: z.string({ error: M.reasonRequired }).trim().min(1, M.reasonRequired),
});

export function isReasonGiven(reason: string | null | undefined): boolean {
  return Boolean(reason?.trim());
}

/** A product id from a URL: a positive whole number, else 'Invalid product ID'. */
export const productIdSchema = z.coerce
  .number({ error: M.invalidProductId })
  .int(M.invalidProductId)
  .positive(M.invalidProductId);
