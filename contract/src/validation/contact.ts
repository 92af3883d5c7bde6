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

/** Most lines one RMA request may name (an order has no more). */
const RETURN_LINES_MAX = 100;

const RETURN_MESSAGES = {
  noLines: 'Choose at least one item to return',
  quantity: 'Quantity must be a whole number of at least 1',
  repeatedItem: 'Each item may be named only once',
} as const;

/**
 * A return of some units of some lines (issue 40), each with its reason: POST
 * /auth/orders/{orderId}/returns. Whether the order has that many left to return is the server's.
 */
export const returnRequestSchema = z.object({
  lines: z
    .array(
      z.object({
        itemId: z
          .number({ error: 'itemId must be an item id' })
          .int()
          .positive()
          .max(2 ** 31 - 1),
        quantity: z
          .number({ error: RETURN_MESSAGES.quantity })
          .int(RETURN_MESSAGES.quantity)
          .min(1, RETURN_MESSAGES.quantity)
          .max(100_000, RETURN_MESSAGES.quantity),
        reason: requiredText('Reason', ORDER_REASON_MAX_LENGTH, M.reasonRequired),
      }),
      { error: RETURN_MESSAGES.noLines },
    )
    .min(1, RETURN_MESSAGES.noLines)
    .max(RETURN_LINES_MAX, `A return may name at most ${RETURN_LINES_MAX} items`)
    .refine(
      (lines) => new Set(lines.map((line) => line.itemId)).size === lines.length,
      RETURN_MESSAGES.repeatedItem,
    ),
});
export type ReturnRequest = z.output<typeof returnRequestSchema>;
