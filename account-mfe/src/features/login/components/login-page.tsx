// /login (SPEC §2): e-mail and password, the reset panel, then back to ?redirect= or home; a
// customer already signed in goes on to ?redirect= or their account.
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, Navigate, useSearchParams } from 'react-router-dom';
import { Button } from '@storefront/ui-kit';
import { useAppDispatch, usePageTitle } from '@storefront/platform';
import { TextField } from '@storefront/ui-kit/forms';
import { canSubmitLogin, loginSchema } from '@storefront/contract/validation';
import { EmailField } from '../../../components/account-fields';
import { FormError } from '../../../components/form-error';
import { Actions, FormStack, Page, PageTitle } from '../../../components/page-layout';
import { paths, safeRedirectPath } from '../../../lib/paths';
import { useNavigateWhileShown } from '../../../lib/use-navigate-while-shown';
import { useSignedInRedirect } from '../../../lib/use-signed-in-redirect';
import { ResetRequestPanel } from './reset-request-panel';
import { login } from '../../session';

export function LoginPage() {
  usePageTitle('Login', 'Sign in to your account.');
  const [params] = useSearchParams();
  const navigate = useNavigateWhileShown();
  const dispatch = useAppDispatch();
  const panelId = useId();
  const [resetOpen, setResetOpen] = useState(params.get('reset') === 'true');
  const [failure, setFailure] = useState<string | null>(null);
  const signedIn = useSignedInRedirect();
  const {
    register,
    handleSubmit,
    control,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: params.get('email') ?? '', password: '' },
  });
  const [email, password] = useWatch({ control, name: ['email', 'password'] });

  const onSubmit = handleSubmit(async (credentials) => {
    setFailure(null);
    signedIn.signingIn();
    const result = await dispatch(login(credentials));
    if (login.fulfilled.match(result)) {
      navigate(safeRedirectPath(params.get('redirect')), { replace: true });
    } else {
      setFailure(result.payload ?? null);
    }
  });

  if (signedIn.target) return <Navigate to={signedIn.target} replace />;

  const registerHref = email
    ? `${paths.register}?email=${encodeURIComponent(email)}`
    : paths.register;

  return (
    <Page>
      <PageTitle>Login</PageTitle>
      <FormStack noValidate onSubmit={onSubmit}>
        <FormError message={failure} />
        <EmailField registration={register('email')} error={errors.email} />
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <Actions>
          <Button
            type="submit"
            loading={isSubmitting}
            disabled={!canSubmitLogin({ email, password })}
          >
            Login
          </Button>
          <Button
            variant="link"
            aria-expanded={resetOpen}
            aria-controls={panelId}
            onClick={() => setResetOpen((open) => !open)}
          >
            Forgot your password?
          </Button>
        </Actions>
      </FormStack>
      {resetOpen && <ResetRequestPanel id={panelId} initialEmail={email} />}
      <p>
        New here? <Link to={registerHref}>Create an account</Link>
      </p>
    </Page>
  );
}
