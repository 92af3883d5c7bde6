// The new password twice (SPEC §5: at least 6 characters, 'Passwords do not match').
import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from '@storefront/ui-kit/forms';

export interface PasswordPairFieldsProps {
  /** `register('password')` and `register('confirmPassword')` of the page's form. */
  password: UseFormRegisterReturn;
  confirm: UseFormRegisterReturn;
  errors: { password?: { message?: string }; confirmPassword?: { message?: string } };
}

export function PasswordPairFields({ password, confirm, errors }: PasswordPairFieldsProps) {
  return (
    <>
      <TextField
        label="New Password"
        type="password"
        autoComplete="new-password"
        hint="At least 6 characters."
        error={errors.password?.message}
        {...password}
      />
      <TextField
        label="Confirm Password"
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...confirm}
      />
    </>
  );
}
