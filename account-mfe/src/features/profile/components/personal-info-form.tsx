// The Personal Information tab: names and phone editable, the e-mail read-only (SPEC §5).
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from '@storefront/ui-kit';
import { type Customer } from '@storefront/contract';
import { TextField } from '@storefront/ui-kit/forms';
import { registrationSchema } from '@storefront/contract/validation';
import { EmailField, NameFields } from '../../../components/account-fields';
import { FormStack } from '../../../components/page-layout';
import { useSaveProfile } from '../hooks/use-save-profile';
import { SaveStatus } from './save-status';

const personalInfoSchema = registrationSchema.pick({
  firstName: true,
  lastName: true,
  phone: true,
});

export function PersonalInfoForm({ customer }: { customer: Customer }) {
  const { save, outcome } = useSaveProfile();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(personalInfoSchema),
    defaultValues: {
      firstName: customer.first_name,
      lastName: customer.last_name,
      phone: customer.phone ?? '',
    },
  });

  return (
    <FormStack
      noValidate
      onSubmit={handleSubmit((values) => save({ ...values, email: customer.email }))}
    >
      <NameFields
        firstName={register('firstName')}
        lastName={register('lastName')}
        errors={errors}
      />
      <EmailField
        registration={{ value: customer.email, readOnly: true }}
        hint="Your e-mail cannot be changed."
      />
      <TextField
        label="Phone"
        type="tel"
        autoComplete="tel"
        error={errors.phone?.message}
        {...register('phone')}
      />
      <SaveStatus outcome={outcome} />
      <div>
        <Button type="submit" loading={isSubmitting}>
          Save Changes
        </Button>
      </div>
    </FormStack>
  );
}
