// Adds or changes one saved billing address: the full address form with its own names and phone.
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from '@storefront/ui-kit';
import { AddressFields } from '@storefront/ui-kit/forms';
import {
  billingAddressFormSchema,
  type AddressFormInput,
  type AddressFormValues,
} from '@storefront/contract/validation';
import { Actions, FormStack } from '../../../components/page-layout';

export interface SavedAddressEditorProps {
  title: string;
  initial: AddressFormInput;
  onSave: (values: AddressFormValues) => Promise<void>;
  onCancel: () => void;
}

export function SavedAddressEditor({ title, initial, onSave, onCancel }: SavedAddressEditorProps) {
  const { control, handleSubmit, formState } = useForm<
    AddressFormInput,
    unknown,
    AddressFormValues
  >({ resolver: zodResolver(billingAddressFormSchema), defaultValues: initial });
  return (
    <FormStack noValidate aria-label={title} onSubmit={handleSubmit(onSave)}>
      <h3>{title}</h3>
      <AddressFields control={control} />
      <Actions>
        <Button type="submit" loading={formState.isSubmitting}>
          Save Address
        </Button>
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
      </Actions>
    </FormStack>
  );
}
