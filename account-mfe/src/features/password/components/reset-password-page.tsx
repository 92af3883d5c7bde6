// /reset-password?token=…&email=… (SPEC §2): a new password from the e-mailed link, then /login.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useSearchParams } from 'react-router-dom';
import { Alert, Button } from '@storefront/ui-kit';
import { RESET_PASSWORD_REDIRECT_MS } from '../redirect-delays';
import { usePageTitle } from '@storefront/platform';
import {
  VALIDATION_MESSAGES,
  passwordPairSchema,
  resetLinkSchema,
} from '@storefront/contract/validation';
import { FormError } from '../../../components/form-error';
import { FormStack, Page, PageTitle } from '../../../components/page-layout';
import { paths } from '../../../lib/paths';
import { useResetPasswordMutation } from '../api/reset-password';
import { useRedirectAfter } from '../hooks/use-redirect-after';
import { PasswordPairFields } from './password-pair-fields';
import { serverRefusalMessage } from '../../session';

export const RESET_FAILED = 'Failed to reset password. Please try again.';

export function ResetPasswordPage() {
  usePageTitle('Reset Password');
  const [params] = useSearchParams();
  const link = resetLinkSchema.safeParse({
    token: params.get('token') ?? '',
    email: params.get('email') ?? '',
  });

  return (
    <Page>
      <PageTitle>Reset Password</PageTitle>
      {link.success ? (
        <ResetPasswordForm token={link.data.token} email={link.data.email} />
      ) : (
        <Alert
          variant="danger"
          actions={<Link to={paths.resetRequest}>Request a new reset link</Link>}
        >
          {VALIDATION_MESSAGES.invalidResetLink}
        </Alert>
      )}
    </Page>
  );
}

function ResetPasswordForm({ token, email }: { token: string; email: string }) {
  const [resetPassword] = useResetPasswordMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const loginPath = `${paths.login}?email=${encodeURIComponent(email)}`;
  useRedirectAfter(done ? loginPath : null, RESET_PASSWORD_REDIRECT_MS);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(passwordPairSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async ({ password }) => {
    setFailure(null);
    const result = await resetPassword({ token, email, password });
    if ('error' in result) setFailure(serverRefusalMessage(result.error, RESET_FAILED));
    else setDone(true);
  });

  if (done) {
    return (
      <Alert variant="success" title="Password reset">
        Your password has been changed. Taking you to the login page… or{' '}
        <Link to={loginPath}>log in now</Link>.
      </Alert>
    );
  }
  return (
    <FormStack noValidate onSubmit={onSubmit}>
      <p>Choose a new password for {email}.</p>
      <FormError message={failure} />
      <PasswordPairFields
        password={register('password')}
        confirm={register('confirmPassword')}
        errors={errors}
      />
      <Button type="submit" loading={isSubmitting}>
        Reset Password
      </Button>
    </FormStack>
  );
}
