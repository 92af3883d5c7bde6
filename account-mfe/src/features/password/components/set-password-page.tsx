// /set-password?email=…&orderId=… (SPEC §2): a guest's first password, signed in, then the order
// (or the account home) after 2 s.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useSearchParams } from 'react-router-dom';
import {
  Alert,
  Button,
  SET_PASSWORD_REDIRECT_MS,
  serverRefusalMessage,
  sessionStarted,
  useAppDispatch,
} from '@storefront/shared';
import { setPasswordSchema } from '@storefront/shared/validation';
import { EmailField } from '../../../components/account-fields';
import { FormError } from '../../../components/form-error';
import { FormStack, Page, PageTitle } from '../../../components/page-layout';
import { paths } from '../../../lib/paths';
import { usePageTitle } from '../../../lib/use-page-title';
import { useSetPasswordMutation } from '../api/set-password';
import { useRedirectAfter } from '../hooks/use-redirect-after';
import { PasswordPairFields } from './password-pair-fields';

export const SET_PASSWORD_FAILED = 'Failed to set password. Please try again.';

export function SetPasswordPage() {
  usePageTitle('Set Password');
  const [params] = useSearchParams();
  const dispatch = useAppDispatch();
  const orderId = params.get('orderId') || undefined;
  const [setPassword] = useSetPasswordMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const next = orderId ? paths.order(orderId) : paths.account;
  useRedirectAfter(done ? next : null, SET_PASSWORD_REDIRECT_MS);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(setPasswordSchema),
    defaultValues: { email: params.get('email') ?? '', password: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async ({ email, password }) => {
    setFailure(null);
    const result = await setPassword({ email, password, ...(orderId ? { orderId } : {}) });
    if ('error' in result) {
      setFailure(serverRefusalMessage(result.error, SET_PASSWORD_FAILED));
      return;
    }
    await dispatch(sessionStarted(result.data));
    setDone(true);
  });

  return (
    <Page>
      <PageTitle>Set Password</PageTitle>
      {done ? (
        <Alert variant="success" title="Password set">
          Your account is ready and you are signed in. Taking you on… or{' '}
          <Link to={next}>continue now</Link>.
        </Alert>
      ) : (
        <FormStack noValidate onSubmit={onSubmit}>
          <p>Choose a password to see your orders and check out faster next time.</p>
          <FormError message={failure} />
          <EmailField registration={register('email')} error={errors.email} />
          <PasswordPairFields
            password={register('password')}
            confirm={register('confirmPassword')}
            errors={errors}
          />
          <Button type="submit" loading={isSubmitting}>
            Set Password
          </Button>
        </FormStack>
      )}
    </Page>
  );
}
