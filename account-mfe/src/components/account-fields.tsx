// The fields several account forms ask for alike: the e-mail, and first and last name.
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FieldRow, TextField } from '@storefront/ui-kit/forms';

type Message = { message?: string } | undefined;

/** The e-mail field; read-only with a hint where it cannot change. */
export function EmailField({
  registration,
  error,
  hint,
}: {
  registration: UseFormRegisterReturn | { value: string; readOnly: true };
  error?: Message;
  hint?: string;
}) {
  return (
    <TextField
      label="Email"
      type="email"
      autoComplete="email"
      error={error?.message}
      hint={hint}
      {...registration}
    />
  );
}

/** First Name and Last Name side by side (stacked on a phone). */
export function NameFields({
  firstName,
  lastName,
  errors,
}: {
  firstName: UseFormRegisterReturn;
  lastName: UseFormRegisterReturn;
  errors: { firstName?: Message; lastName?: Message };
}) {
  return (
    <FieldRow>
      <TextField
        label="First Name"
        autoComplete="given-name"
        error={errors.firstName?.message}
        {...firstName}
      />
      <TextField
        label="Last Name"
        autoComplete="family-name"
        error={errors.lastName?.message}
        {...lastName}
      />
    </FieldRow>
  );
}
