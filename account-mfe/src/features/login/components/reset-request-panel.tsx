// The "forgot password" panel of the login page: an e-mail form, then the sent confirmation.
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button } from '@storefront/ui-kit';
import { requestPasswordResetSchema } from '@storefront/contract/validation';
import { EmailField } from '../../../components/account-fields';
import { FormError } from '../../../components/form-error';
import { FormStack } from '../../../components/page-layout';
import { useRequestPasswordResetMutation } from '../api/request-password-reset';

export const RESET_REQUEST_FAILED = 'Failed to request password reset. Please try again.';
const TOO_MANY_REQUESTS = 429;

export function ResetRequestPanel({ id, initialEmail }: { id: string; initialEmail: string }) {
  const [requestReset, { isLoading, isSuccess, error, originalArgs }] =
    useRequestPasswordResetMutation();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(requestPasswordResetSchema),
    defaultValues: { email: initialEmail },
  });

  // A rate limit has its own readable answer; anything else the generic failure of SPEC §8.
  const failure =
    error && 'status' in error && error.status === TOO_MANY_REQUESTS
      ? error.message
      : error
        ? RESET_REQUEST_FAILED
        : null;

  return (
    <section id={id} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Reset your password</h2>
      {isSuccess ? (
        <Alert variant="success" title="Check your e-mail">
          If an account exists for {originalArgs?.email}, we have sent it a link to reset the
          password. The link works once, for one hour.
        </Alert>
      ) : (
        <FormStack
          noValidate
          onSubmit={handleSubmit((values) => requestReset({ email: values.email }))}
        >
          <p>Enter your e-mail and we will send you a link to choose a new password.</p>
          <FormError message={failure} />
          <EmailField registration={register('email')} error={errors.email} />
          <Button type="submit" loading={isLoading}>
            Send Reset Link
          </Button>
        </FormStack>
      )}
    </section>
  );
}
