// Customer records and the auth answers of the store API (SPEC §3 User and addresses, §7 Auth).
// The request bodies are the SPEC §5 schemas of ../validation; these are what the API sends back.
import { z } from 'zod';
import { MAX_SAVED_EQUIPMENT } from '../constants';
import { postalAddressFields } from './address';

/** An address as the server keeps it: street = house line and line 2 joined by a comma. */
export const serverAddressRecord = z
  .object({
    ...postalAddressFields(),
    state: z.string().meta({ description: 'Two-letter US state code' }),
    country: z.string().meta({ description: 'ISO country code, US' }),
  })
  .meta({ id: 'Address' });

/** A saved billing address of the customer's address book. */
export const savedAddressRecord = z
  .object({
    id: z.number().int(),
    first_name: z.string(),
    last_name: z.string(),
    ...postalAddressFields(),
    phone: z.string(),
  })
  .meta({ id: 'SavedAddress' });

/** The signed-in customer as GET /auth/me sends it. Never a password, hash or token. */
export const customerRecord = z
  .object({
    id: z.number().int(),
    first_name: z.string(),
    last_name: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    shippingAddress: serverAddressRecord.nullable(),
    billingAddress: serverAddressRecord.nullable(),
    billingAddresses: z.array(savedAddressRecord),
    store_id: z.string(),
  })
  .meta({ id: 'Customer' });

/**
 * Login, registration and set-password answer `{ data: { token, expiresAt, customer } }`. A
 * registration with the e-mail of a guest checkout's passwordless account answers 202 with a
 * Message instead: nobody is signed in and the account's set-password link goes to the e-mail.
 */
export const authSessionRecord = z
  .object({
    token: z.string().meta({ description: 'Bearer token for the Authorization header' }),
    expiresAt: z.string().meta({ format: 'date-time' }),
    customer: customerRecord,
  })
  .meta({ id: 'AuthSession' });

/**
 * A plain confirmation (`{ data: { message } }`) for calls that return no record (also the 202 of
 * POST /auth/request-set-password and of a registration that e-mailed a set-password link).
 */
export const messageRecord = z.object({ message: z.string() }).meta({ id: 'Message' });

/**
 * One model of "My equipment" as the account routes send it: the bus's `SavedEquipment`
 * (`equipment:changed`), `year` left out when the customer gave none.
 */
export const savedEquipmentRecord = z
  .object({
    modelId: z.number().int(),
    brand: z.string(),
    modelNumber: z.string(),
    name: z.string(),
    kind: z.string(),
    year: z.number().int().optional().meta({ description: 'The model year they own' }),
  })
  .meta({ id: 'SavedEquipment' });

/** What GET, PUT and DELETE /account/equipment answer: the whole list, the newest first. */
export const savedEquipmentListRecord = z.array(savedEquipmentRecord);

/** POST /account/equipment/merge's answer: the merged list and the guest's models left out. */
export const savedEquipmentMergeRecord = z
  .object({
    equipment: savedEquipmentListRecord,
    skipped: z.array(z.number().int()).meta({
      description: 'Model ids not saved: unknown in this store, or past the list limit',
    }),
  })
  .meta({ id: 'SavedEquipmentMerge' });

const modelYear = z.number().int().min(1950).max(2100);

/** PUT /account/equipment/{modelId}: the year, when the model spans several (within its years). */
export const saveEquipmentBody = z.object({
  year: modelYear.optional().meta({ description: "Within the model's years" }),
});

/**
 * POST /account/equipment/merge: a guest's list, saved on sign-in. Unknown models of the store are
 * skipped; a year outside the model's years is dropped, the model kept.
 */
export const mergeEquipmentBody = z.object({
  equipment: z
    .array(
      z.object({
        modelId: z.number().int().min(1).max(2_147_483_647),
        year: z.number().int().optional(),
      }),
    )
    .max(MAX_SAVED_EQUIPMENT),
});
