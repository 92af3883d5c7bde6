// The bulk-purchasing request form (SPEC §2 Bulk purchasing). SPEC shows no validation; a request
// the store can answer needs at least who asks, how to reach them and what they want.
import { z } from 'zod';
import { PHONE_MAX_LENGTH } from './limits';
import { usPhone } from './phone';
import { EMAIL_MAX_LENGTH, optionalText, requiredEmail, requiredText } from './text-fields';

/** Longest texts of the bulk form; the inputs stop there too. */
export const BULK_LIMITS = {
  companyName: 200,
  contactPerson: 100,
  email: EMAIL_MAX_LENGTH,
  phone: PHONE_MAX_LENGTH,
  products: 5000,
  deliveryAddress: 500,
  deliveryTimeline: 200,
  additionalInformation: 5000,
} as const;

export const BULK_MESSAGES = {
  companyNameRequired: 'Company name is required',
  contactPersonRequired: 'Contact person is required',
  emailRequired: 'Email is required',
  productsRequired: 'Please list the products and quantities you need',
} as const;

/** Company, contact person, email and products required; the rest optional (a phone, a US one). */
export const bulkRequestSchema = z.object({
  companyName: requiredText(
    'Company name',
    BULK_LIMITS.companyName,
    BULK_MESSAGES.companyNameRequired,
  ),
  contactPerson: requiredText(
    'Contact person',
    BULK_LIMITS.contactPerson,
    BULK_MESSAGES.contactPersonRequired,
  ),
  email: requiredEmail(BULK_MESSAGES.emailRequired),
  phone: usPhone()
    .optional()
    .transform((typed) => typed ?? ''),
  products: requiredText(
    'Products and quantities',
    BULK_LIMITS.products,
    BULK_MESSAGES.productsRequired,
  ),
  deliveryAddress: optionalText('Delivery address', BULK_LIMITS.deliveryAddress),
  deliveryTimeline: optionalText('Delivery timeline', BULK_LIMITS.deliveryTimeline),
  additionalInformation: optionalText('Additional information', BULK_LIMITS.additionalInformation),
});
export type BulkRequestInput = z.input<typeof bulkRequestSchema>;
export type BulkRequest = z.output<typeof bulkRequestSchema>;
