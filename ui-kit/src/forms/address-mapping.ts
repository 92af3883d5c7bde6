// Between the address form (address + address2, zipCode) and the server's address (street joined
// by a comma, postal_code) of SPEC §3.
import type { SavedAddress, ServerAddress } from '@storefront/contract';
import type { AddressFormInput, AddressFormValues } from '@storefront/contract/validation';

/** Who the address is for when the server's record has no names (the profile's own addresses). */
export interface AddressContact {
  firstName: string;
  lastName: string;
  phone?: string | null;
}

/** A server address as form values; the first comma of `street` separates line 2. */
export function serverAddressToForm(
  address: ServerAddress | null | undefined,
  contact: AddressContact,
): AddressFormInput {
  const street = address?.street ?? '';
  const comma = street.indexOf(',');
  return {
    firstName: contact.firstName,
    lastName: contact.lastName,
    phone: contact.phone ?? '',
    address: (comma < 0 ? street : street.slice(0, comma)).trim(),
    address2: comma < 0 ? '' : street.slice(comma + 1).trim(),
    city: address?.city ?? '',
    state: address?.state ?? '',
    zipCode: address?.postal_code ?? '',
    country: address?.country || 'US',
  };
}

/** A saved address book entry as form values (its own names and phone). */
export function savedAddressToForm(address: SavedAddress): AddressFormInput {
  return serverAddressToForm(address, {
    firstName: address.first_name,
    lastName: address.last_name,
    phone: address.phone,
  });
}

/** Checked form values as the server's address. */
export function formToServerAddress(form: AddressFormValues): Omit<ServerAddress, 'id'> {
  return {
    street: [form.address, form.address2].filter(Boolean).join(', '),
    city: form.city,
    state: form.state,
    postal_code: form.zipCode,
    country: form.country,
  };
}

/** Checked form values as a saved address book entry (without its id). */
export function formToSavedAddress(form: AddressFormValues): Omit<SavedAddress, 'id'> {
  return {
    ...formToServerAddress(form),
    first_name: form.firstName,
    last_name: form.lastName,
    phone: form.phone ?? '',
  };
}
