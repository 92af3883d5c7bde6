// Steps 2 and 3, Shipping and Billing: the shared address form (SPEC §5 rules and messages).
// Shipping offers a signed-in customer their saved addresses ('Enter new address') and says only
// the 48 contiguous states are served; billing can be the same as the shipping address.
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from '@storefront/ui-kit';
import {
  selectIsAuthenticated,
  selectUser,
  useAppDispatch,
  useAppSelector,
} from '@storefront/platform';
import { type User } from '@storefront/contract';
import {
  AddressFields,
  SelectField,
  savedAddressToForm,
  serverAddressToForm,
} from '@storefront/ui-kit/forms';
import {
  addressFormSchema,
  type AddressFormInput,
  type AddressFormValues,
  type AddressKind,
} from '@storefront/contract/validation';
import { stepPath } from '../lib/steps';
import {
  billingAddressSaved,
  selectCheckout,
  shippingAddressSaved,
  type CheckoutState,
} from '../state/checkout-slice';
import { Notice, StepActions, StepForm } from './step-layout';

export const CONTIGUOUS_STATES_NOTICE =
  'We currently ship only to the 48 contiguous United States (not to Alaska or Hawaii).';
export const ENTER_NEW_ADDRESS = 'Enter new address';
const NEW_ADDRESS_KEY = 'new';

interface SavedChoice {
  key: string;
  label: string;
  form: AddressFormInput;
}

/** The signed-in customer's addresses to pick from: the profile's shipping one, then the book. */
function savedChoicesOf(user: User | null): SavedChoice[] {
  if (!user) return [];
  const names = { firstName: user.first_name, lastName: user.last_name, phone: user.phone };
  const choices: SavedChoice[] = [];
  if (user.shippingAddress?.street) {
    const form = serverAddressToForm(user.shippingAddress, names);
    choices.push({ key: 'profile', label: describe(form), form });
  }
  for (const saved of user.billingAddresses ?? []) {
    const form = savedAddressToForm(saved);
    choices.push({ key: `saved-${saved.id}`, label: describe(form), form });
  }
  return choices;
}

/** The fields that say where an address is (the names and phone say who receives it). */
const PLACE_FIELDS = ['address', 'address2', 'city', 'state', 'zipCode', 'country'] as const;

/** Whether two addresses are the same place, whoever they are for (case and spaces aside). */
function samePlace(a: Partial<AddressFormInput>, b: Partial<AddressFormInput>): boolean {
  const same = (x: string | null | undefined, y: string | null | undefined) =>
    (x ?? '').trim().toLowerCase() === (y ?? '').trim().toLowerCase();
  return PLACE_FIELDS.every((field) => same(a[field], b[field]));
}

/** The saved address the form shows, by place; 'new' when it shows none of them. */
function choiceShown(choices: SavedChoice[], shown: Partial<AddressFormInput>): string {
  const match = choices.find((choice) => samePlace(choice.form, shown));
  return match?.key ?? NEW_ADDRESS_KEY;
}

function describe(form: AddressFormInput): string {
  return `${form.firstName} ${form.lastName}, ${form.address}, ${form.city}, ${form.state} ${form.zipCode}`;
}

/** The form's first values: what this checkout saved, else the profile's, else the customer's names. */
function initialValues(
  kind: AddressKind,
  checkout: CheckoutState,
  user: User | null,
): AddressFormInput {
  const saved = kind === 'shipping' ? checkout.shippingAddress : checkout.billingAddress;
  if (saved) return saved;
  const info = checkout.customerInfo;
  const contact = {
    firstName: info?.firstName ?? user?.first_name ?? '',
    lastName: info?.lastName ?? user?.last_name ?? '',
    phone: info?.phone ?? user?.phone ?? '',
  };
  const profile = kind === 'shipping' ? user?.shippingAddress : user?.billingAddress;
  return serverAddressToForm(profile, contact);
}

/**
 * Whether billing starts as 'Same as shipping address': as this checkout left it, else ticked
 * unless the customer's profile holds a billing address somewhere else than this shipping address
 * (the form then starts with that one).
 */
function startsSameAsShipping(checkout: CheckoutState, user: User | null): boolean {
  if (checkout.billingAddress) return checkout.sameAsShipping;
  const profileBilling = user?.billingAddress;
  if (!profileBilling?.street || !checkout.shippingAddress) return true;
  const billingForm = serverAddressToForm(profileBilling, { firstName: '', lastName: '' });
  return samePlace(billingForm, checkout.shippingAddress);
}

export function AddressStep({ kind }: { kind: AddressKind }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const checkout = useAppSelector(selectCheckout);
  const user = useAppSelector(selectUser);
  const authenticated = useAppSelector(selectIsAuthenticated);
  const choices = kind === 'shipping' && authenticated ? savedChoicesOf(user) : [];
  const [sameAsShipping, setSameAsShipping] = useState(() => startsSameAsShipping(checkout, user));
  const sameId = useId();
  const { control, handleSubmit, reset } = useForm<AddressFormInput, unknown, AddressFormValues>({
    resolver: zodResolver(addressFormSchema(kind)),
    defaultValues: initialValues(kind, checkout, user),
  });
  const shown = useWatch({ control });
  const shipping = kind === 'shipping';
  const title = shipping ? 'Shipping Address' : 'Billing Address';

  const next = () => void navigate(stepPath(shipping ? 3 : 4));
  const save = handleSubmit((address) => {
    if (shipping) dispatch(shippingAddressSaved(address));
    else dispatch(billingAddressSaved({ address, sameAsShipping: false }));
    next();
  });
  const onSubmit: React.FormEventHandler<HTMLFormElement> = (event) => {
    if (!shipping && sameAsShipping && checkout.shippingAddress) {
      event.preventDefault();
      dispatch(billingAddressSaved({ address: checkout.shippingAddress, sameAsShipping: true }));
      next();
      return;
    }
    void save(event);
  };

  const showForm = shipping || !sameAsShipping;
  return (
    <StepForm noValidate onSubmit={onSubmit} aria-labelledby={`${kind}-heading`}>
      <h2 id={`${kind}-heading`}>{title}</h2>
      {shipping && <Notice>{CONTIGUOUS_STATES_NOTICE}</Notice>}
      {choices.length > 0 && (
        <SelectField
          label="Saved addresses"
          // Follows the form: a saved address while the form holds it, 'Enter new address' else.
          value={choiceShown(choices, shown)}
          onChange={(event) => {
            const choice = choices.find((entry) => entry.key === event.target.value);
            reset(
              choice
                ? choice.form
                : initialValues(kind, { ...checkout, shippingAddress: null }, null),
            );
          }}
        >
          <option value={NEW_ADDRESS_KEY}>{ENTER_NEW_ADDRESS}</option>
          {choices.map((choice) => (
            <option key={choice.key} value={choice.key}>
              {choice.label}
            </option>
          ))}
        </SelectField>
      )}
      {!shipping && (
        <Checkbox>
          <input
            id={sameId}
            type="checkbox"
            checked={sameAsShipping}
            onChange={(event) => setSameAsShipping(event.target.checked)}
          />
          <label htmlFor={sameId}>Same as shipping address</label>
        </Checkbox>
      )}
      {showForm && <AddressFields control={control} />}
      <StepActions>
        <Button
          type="button"
          variant="outline"
          onClick={() => void navigate(stepPath(shipping ? 1 : 2))}
        >
          {shipping ? 'Back to Customer' : 'Back to Shipping'}
        </Button>
        <Button type="submit">{shipping ? 'Continue to Billing' : 'Continue to Payment'}</Button>
      </StepActions>
    </StepForm>
  );
}

const Checkbox = styled.div`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  input {
    width: 1.25rem;
    height: 1.25rem;
  }
`;
