// The Shipping Address and Billing Address tabs: the customer's own address of that kind, under
// their profile names (SPEC §5 address rules).
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from '@storefront/ui-kit';
import { type Customer } from '@storefront/contract';
import { AddressFields, formToServerAddress, serverAddressToForm } from '@storefront/ui-kit/forms';
import {
  addressFormSchema,
  type AddressFormInput,
  type AddressFormValues,
  type AddressKind,
} from '@storefront/contract/validation';
import { FormStack } from '../../../components/page-layout';
import { useSaveProfile } from '../hooks/use-save-profile';
import { SaveStatus } from './save-status';

export function ProfileAddressForm({ customer, kind }: { customer: Customer; kind: AddressKind }) {
  const { save, outcome } = useSaveProfile();
  const names = { firstName: customer.first_name, lastName: customer.last_name };
  const saved = kind === 'shipping' ? customer.shippingAddress : customer.billingAddress;
  const { control, handleSubmit, formState } = useForm<
    AddressFormInput,
    unknown,
    AddressFormValues
  >({
    resolver: zodResolver(addressFormSchema(kind)),
    defaultValues: serverAddressToForm(saved, { ...names, phone: customer.phone }),
  });

  const onSubmit = handleSubmit((values) =>
    save({
      ...names,
      email: customer.email,
      [kind === 'shipping' ? 'shippingAddress' : 'billingAddress']: formToServerAddress(values),
    }),
  );

  return (
    <FormStack noValidate onSubmit={onSubmit}>
      <AddressFields control={control} withContact={false} />
      <SaveStatus outcome={outcome} />
      <div>
        <Button type="submit" loading={formState.isSubmitting}>
          {kind === 'shipping' ? 'Save Shipping Address' : 'Save Billing Address'}
        </Button>
      </div>
    </FormStack>
  );
}
