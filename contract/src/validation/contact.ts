// Contact form, the contact e-mail call, order cancel/return reasons and product ids (SPEC §5, §7).
import { z } from 'zod';
import { VALIDATION_MESSAGES as M } from './messages';
import { EMAIL_MAX_LENGTH, requiredEmail, requiredText } from './text-fields';

/** Longest texts the contact form and the API accept; the inputs stop there too. */
export const CONTACT_LIMITS = {
  name: 100,
  email: EMAIL_MAX_LENGTH,
  subject: 200,
  message: 5000,
  /** The HTML body the browser sends: the message plus its markup. */
  body: 20_000,
} as const;

/** Name, email and message all required. */
export const contactMessageSchema = z.object({
  name: requiredText('Name', CONTACT_LIMITS.name),
  email: requiredEmail(),
  message: requiredText('Message', CONTACT_LIMITS.message),
});
export type ContactMessageInput = z.input<typeof contactMessageSchema>;
export type ContactMessage = z.output<typeof contactMessageSchema>;

/**
 * The body of POST /emails/contact (SPEC §7: to, from, subject, body as HTML, replyTo,
 * type=contact_form), plus the sender's name. The server ignores `to` (the store's own contact
 * address is the only recipient) and keeps only the text of `body`.
 */
export const contactEmailRequestSchema = z.object({
  to: z
    .string()
    .max(EMAIL_MAX_LENGTH, `To must be at most ${EMAIL_MAX_LENGTH} characters`)
    .optional()
    .meta({ description: 'Ignored: the message always goes to the store contact address' }),
  from: requiredEmail().meta({ description: "The shopper's e-mail address" }),
  replyTo: requiredEmail().optional().meta({ description: 'Defaults to `from`' }),
  name: requiredText('Name', CONTACT_LIMITS.name),
  subject: requiredText('Subject', CONTACT_LIMITS.subject),
  body: requiredText('Message', CONTACT_LIMITS.body).meta({
    description: 'The message as HTML; only its text is kept',
  }),
  type: z.literal('contact_form', { error: 'type must be "contact_form"' }),
});
export type ContactEmailRequest = z.input<typeof contactEmailRequestSchema>;

/** Longest cancel or return reason the API keeps (issue 13). */
export const ORDER_REASON_MAX_LENGTH = 1000;

/** A cancel or return reason: the confirm button stays disabled until it is non-blank. */
export const orderReasonSchema = z.object({
  reason: requiredText('Reason', ORDER_REASON_MAX_LENGTH, M.reasonRequired),
});

export function isReasonGiven(reason: string | null | undefined): boolean {
  return Boolean(reason?.trim());
}
