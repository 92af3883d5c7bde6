// The postal fields every address record of the store API has (the account's, the order's and
// the shipping check's), so the three records cannot drift apart.
import { z } from 'zod';

/**
 * street: the house line and line 2 joined by a comma. New schemas on each call, so no record
 * shares a field schema (and its metadata) with another.
 */
export function postalAddressFields() {
  return {
    street: z.string(),
    city: z.string(),
    state: z.string(),
    postal_code: z.string(),
    country: z.string(),
  };
}
