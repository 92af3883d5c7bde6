// Address rules of SPEC §5 for shipping, billing and profile addresses, in form and server shapes.
import { z } from 'zod';
import { ADDRESS_LINE_MAX_LENGTH, NAME_MAX_LENGTH } from './limits';
import { VALIDATION_MESSAGES as M } from './messages';
import { usPhone } from './phone';
import { COUNTRIES, US_ZIP_PATTERN, findUsState, normalizeCountry } from './regions';

/** Shipping refuses Alaska and Hawaii with the shipping message, billing with the billing one. */
export type AddressKind = 'shipping' | 'billing';

interface AddressRuleInput {
  state: string;
  postalCode: string;
  country: string;
}

interface AddressRuleFailure {
  field: 'state' | 'postalCode' | 'country';
  message: string;
}

/**
 * The rules after the required fields: an enabled country; for the US a listed state, not
 * Alaska or Hawaii, and a 5 or 5+4 digit ZIP code.
 */
export function checkAddressRules(
  address: AddressRuleInput,
  kind: AddressKind,
): AddressRuleFailure | null {
  const country = normalizeCountry(address.country);
  if (!COUNTRIES.some((entry) => entry.code === country && entry.enabled)) {
    return { field: 'country', message: M.invalidCountry };
  }
  if (country !== 'US') return null;
  const state = findUsState(address.state);
  if (!state) return { field: 'state', message: M.invalidState };
  if (!state.shippable) {
    return {
      field: 'state',
      message:
        kind === 'billing' ? M.billingStateRefused(state.name) : M.shippingStateRefused(state.name),
    };
  }
  if (!US_ZIP_PATTERN.test(address.postalCode.trim()))
    return { field: 'postalCode', message: M.invalidZip };
  return null;
}

/** A field the rules below require (a blank one is reported as missing), at most `max` long. */
const text = (label: string, max = ADDRESS_LINE_MAX_LENGTH) =>
  z.string({ error: M.requiredFields }).trim().max(max, M.tooLong(label, max)).default('');
const optionalText = (label: string, max = ADDRESS_LINE_MAX_LENGTH) =>
  z.string().trim().max(max, M.tooLong(label, max)).optional();

const ADDRESS_FORM_REQUIRED = [
  'firstName',
  'lastName',
  'address',
  'city',
  'state',
  'zipCode',
  'country',
] as const;

/** The address form of checkout and profile (firstName, lastName, address, city, state, zipCode, country...). */
export function addressFormSchema(kind: AddressKind) {
  return z
    .object({
      firstName: text('First name', NAME_MAX_LENGTH),
      lastName: text('Last name', NAME_MAX_LENGTH),
      email: optionalText('Email'),
      address: text('Address'),
      address2: optionalText('Address line 2'),
      city: text('City'),
      state: text('State'),
      zipCode: text('ZIP code'),
      country: text('Country'),
      phone: usPhone().optional(),
      sameAsShipping: z.boolean().optional(),
    })
    .superRefine((form, ctx) => {
      const missing = ADDRESS_FORM_REQUIRED.filter((field) => !form[field]);
      if (missing.length > 0) {
        for (const field of missing)
          ctx.addIssue({ code: 'custom', path: [field], message: M.requiredFields });
        return;
      }
      if (form.email && !z.email().safeParse(form.email).success) {
        ctx.addIssue({ code: 'custom', path: ['email'], message: M.invalidEmail });
        return;
      }
      const failure = checkAddressRules(
        { state: form.state, postalCode: form.zipCode, country: form.country },
        kind,
      );
      if (failure) {
        const path = failure.field === 'postalCode' ? 'zipCode' : failure.field;
        ctx.addIssue({ code: 'custom', path: [path], message: failure.message });
      }
    })
    .transform((form) => ({ ...form, country: normalizeCountry(form.country) }));
}

export const shippingAddressFormSchema = addressFormSchema('shipping');
export const billingAddressFormSchema = addressFormSchema('billing');
export type AddressFormInput = z.input<typeof shippingAddressFormSchema>;
export type AddressFormValues = z.output<typeof shippingAddressFormSchema>;

const SERVER_ADDRESS_REQUIRED = ['street', 'city', 'state', 'postal_code', 'country'] as const;

const serverAddressFields = {
  street: text('Street'),
  city: text('City'),
  state: text('State'),
  postal_code: text('Postal code'),
  country: text('Country'),
};

type ServerAddressFields = Record<(typeof SERVER_ADDRESS_REQUIRED)[number], string>;

/** The fields SPEC §5's state, ZIP and country rules read, in the server's spelling. */
interface ServerRuleFields {
  state: string;
  postal_code: string;
  country: string;
}

/**
 * Adds the issue of SPEC §5's rules (the `required` fields, then country, state, ZIP) to `ctx`.
 */
function refineRequiredThenRules<T extends ServerRuleFields>(
  kind: AddressKind,
  required: readonly (keyof T & string)[],
) {
  return (address: T, ctx: z.RefinementCtx) => {
    const missing = required.filter((field) => !address[field]);
    if (missing.length > 0) {
      for (const field of missing)
        ctx.addIssue({ code: 'custom', path: [field], message: M.requiredFields });
      return;
    }
    const failure = checkAddressRules(
      { state: address.state, postalCode: address.postal_code, country: address.country },
      kind,
    );
    if (failure) {
      const path = failure.field === 'postalCode' ? 'postal_code' : failure.field;
      ctx.addIssue({ code: 'custom', path: [path], message: failure.message });
    }
  };
}

const refineServerAddress = (kind: AddressKind) =>
  refineRequiredThenRules<ServerAddressFields>(kind, SERVER_ADDRESS_REQUIRED);

/** Stores the country as its code and the state as its two-letter code. */
function normalizeServerAddress<T extends ServerRuleFields>(address: T): T {
  return {
    ...address,
    country: normalizeCountry(address.country),
    state: findUsState(address.state)?.code ?? address.state,
  };
}

/** An address as the API stores it (street, city, state, postal_code, country), same rules. */
export function serverAddressSchema(kind: AddressKind) {
  return z
    .object(serverAddressFields)
    .superRefine(refineServerAddress(kind))
    .transform(normalizeServerAddress);
}

export const shippingServerAddressSchema = serverAddressSchema('shipping');
export const billingServerAddressSchema = serverAddressSchema('billing');

/** A saved billing address of the customer's address book (SPEC §3): names, address, phone. */
export const savedBillingAddressSchema = z
  .object({
    first_name: text('First name', NAME_MAX_LENGTH),
    last_name: text('Last name', NAME_MAX_LENGTH),
    ...serverAddressFields,
    phone: usPhone()
      .optional()
      .transform((value) => value ?? ''),
  })
  .superRefine((address, ctx) => {
    for (const field of ['first_name', 'last_name'] as const) {
      if (!address[field])
        ctx.addIssue({ code: 'custom', path: [field], message: M.requiredFields });
    }
    refineServerAddress('billing')(address, ctx);
  })
  .transform(normalizeServerAddress);

const CHECKOUT_ADDRESS_REQUIRED = [
  'first_name',
  'last_name',
  'address1',
  'city',
  'state',
  'postal_code',
  'country',
] as const;

/**
 * An address of the checkout's create-session body (SPEC §7: first_name, last_name, address1,
 * address2, city, state, postal_code, country, phone) with SPEC §5's rules for its kind; the state
 * and country come out as codes.
 */
export function checkoutAddressSchema(kind: AddressKind) {
  return z
    .object({
      first_name: text('First name', NAME_MAX_LENGTH),
      last_name: text('Last name', NAME_MAX_LENGTH),
      address1: text('Address'),
      address2: optionalText('Address line 2'),
      city: text('City'),
      state: text('State'),
      postal_code: text('Postal code'),
      country: text('Country'),
      phone: usPhone().optional(),
    })
    .superRefine(refineRequiredThenRules(kind, CHECKOUT_ADDRESS_REQUIRED))
    .transform(normalizeServerAddress);
}
export type CheckoutAddressInput = z.input<ReturnType<typeof checkoutAddressSchema>>;

/** The message to show for a shipping address form, or null when it is valid. */
export function validateShippingAddress(form: AddressFormInput): string | null {
  const result = shippingAddressFormSchema.safeParse(form);
  return result.success ? null : (result.error.issues[0]?.message ?? M.requiredFields);
}

/** The message to show for a billing address form, or null when it is valid. */
export function validateBillingAddress(form: AddressFormInput): string | null {
  const result = billingAddressFormSchema.safeParse(form);
  return result.success ? null : (result.error.issues[0]?.message ?? M.requiredFields);
}
