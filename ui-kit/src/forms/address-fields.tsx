// The address form of SPEC §5 for any react-hook-form whose values are an AddressFormInput:
// the profile's addresses now, the checkout's shipping and billing steps later.
import { useId } from 'react';
import {
  useController,
  useFormState,
  useWatch,
  type Control,
  type FieldPath,
} from 'react-hook-form';
import { type AddressFormInput } from '@storefront/contract/validation';
import { COUNTRIES, COUNTRY_NOT_AVAILABLE, US_STATES } from '@storefront/contract/validation';
import { FieldRow, SelectField, TextField } from './form-fields';

export interface AddressFieldsProps {
  control: Control<AddressFormInput>;
  /** First name, last name and phone too (false where the customer's own names apply). */
  withContact?: boolean;
}

type AddressField = FieldPath<AddressFormInput>;

/**
 * The address fields; the state list has Alaska and Hawaii disabled for shipping and billing alike
 * (the form's schema still refuses them with the message of its kind).
 */
export function AddressFields({ control, withContact = true }: AddressFieldsProps) {
  const idPrefix = useId();
  const { errors } = useFormState({ control });
  const country = useWatch({ control, name: 'country' });
  const { field: stateField } = useController({ control, name: 'state' });
  const field = (name: AddressField) => ({
    id: `${idPrefix}-${name}`,
    error: errors[name]?.message,
    ...control.register(name),
  });

  const countryProps = control.register('country', {
    // A state of another country means nothing in the US list: choosing the US starts it empty.
    onChange: (event: { target: { value: string } }) => {
      if (event.target.value === 'US' && country !== 'US') stateField.onChange('');
    },
  });

  return (
    <>
      {withContact && (
        <FieldRow>
          <TextField label="First Name" autoComplete="given-name" {...field('firstName')} />
          <TextField label="Last Name" autoComplete="family-name" {...field('lastName')} />
        </FieldRow>
      )}
      <TextField label="Address" autoComplete="address-line1" {...field('address')} />
      <TextField
        label="Apartment, suite, etc. (optional)"
        autoComplete="address-line2"
        {...field('address2')}
      />
      <FieldRow>
        <TextField label="City" autoComplete="address-level2" {...field('city')} />
        <SelectField
          label="State"
          autoComplete="address-level1"
          id={`${idPrefix}-state`}
          error={errors.state?.message}
          {...stateField}
          value={stateField.value ?? ''}
        >
          <option value="">Select a state</option>
          {US_STATES.map((state) => (
            <option key={state.code} value={state.code} disabled={!state.shippable}>
              {state.name}
            </option>
          ))}
        </SelectField>
      </FieldRow>
      <FieldRow>
        <TextField
          label="ZIP Code"
          autoComplete="postal-code"
          inputMode="numeric"
          {...field('zipCode')}
        />
        <SelectField
          label="Country"
          autoComplete="country"
          id={`${idPrefix}-country`}
          error={errors.country?.message}
          {...countryProps}
        >
          {COUNTRIES.map((entry) => (
            <option key={entry.code} value={entry.code} disabled={!entry.enabled}>
              {entry.enabled ? entry.name : `${entry.name} (${COUNTRY_NOT_AVAILABLE})`}
            </option>
          ))}
        </SelectField>
      </FieldRow>
      {withContact && <TextField label="Phone" type="tel" autoComplete="tel" {...field('phone')} />}
    </>
  );
}
