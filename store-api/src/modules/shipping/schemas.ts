// Bodies of the shipping routes (SPEC §7: address, store_id, shipping_charge).
import { cartItemAddBody } from '@storefront/contract/records';
import { MAX_CART_LINES } from '@storefront/contract';
import { z } from 'zod';

const ADDRESS_FIELD_MAX = 200;
const addressField = z
  .string({ error: 'Please fill in all required fields' })
  .max(ADDRESS_FIELD_MAX, { error: `address fields are at most ${ADDRESS_FIELD_MAX} characters` });

/**
 * The address's shape only: the SPEC §5 rules run in the handler so a refusal carries SPEC's
 * exact text ('we currently don't ship to Alaska') rather than a parameter path.
 */
export const shippingAddressInput = z.object({
  street: addressField,
  city: addressField,
  state: addressField,
  postal_code: addressField,
  country: addressField,
});

const storeIdField = z
  .string()
  .max(40, { error: 'store_id is at most 40 characters' })
  .optional()
  .meta({ description: 'Must name the X-Store-ID store when sent' });

const shippingChargeField = z
  .number()
  .optional()
  .meta({ description: "Ignored: the charge is the store's configuration" });

export const shippingValidateBody = z.object({
  address: shippingAddressInput,
  store_id: storeIdField,
  shipping_charge: shippingChargeField,
});

export const shippingEstimateBody = z.object({
  address: shippingAddressInput.optional(),
  store_id: storeIdField,
  shipping_charge: shippingChargeField,
  items: z
    .array(cartItemAddBody)
    .max(MAX_CART_LINES, { error: `at most ${MAX_CART_LINES} items` })
    .default([])
    .meta({ description: 'The lines to price (from the database) for the free-shipping rule' }),
});
