// An address as the review step and the success page print it: name, street, city line, country.
import { countryName, type AddressFormInput } from '@storefront/contract/validation';

type PrintedAddress = Pick<
  AddressFormInput,
  'firstName' | 'lastName' | 'address' | 'address2' | 'city' | 'state' | 'zipCode' | 'country'
>;

export function AddressLines({ address }: { address: PrintedAddress }) {
  return (
    <address>
      {address.firstName} {address.lastName}
      <br />
      {address.address}
      {address.address2 ? `, ${address.address2}` : ''}
      <br />
      {address.city}, {address.state} {address.zipCode}
      <br />
      {countryName(address.country)}
    </address>
  );
}
