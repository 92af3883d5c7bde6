// /register (SPEC §2, §5): names, e-mail, optional phone and password; signed in on success. The
// e-mail of a guest checkout's account signs nobody in: the page says to open the e-mailed link. A
// customer already signed in goes on to ?redirect= or their account.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, Navigate, useSearchParams } from 'react-router-dom';
import { Alert, Button } from '@storefront/ui-kit';
import { useAppDispatch, usePageTitle } from '@storefront/platform';
import { TextField } from '@storefront/ui-kit/forms';
import { registrationSchema, type RegistrationInput } from '@storefront/contract/validation';
import { EmailField, NameFields } from '../../../components/account-fields';
import { FormError } from '../../../components/form-error';
import { FormStack, Muted, Page, PageTitle } from '../../../components/page-layout';
import { paths, safeRedirectPath } from '../../../lib/paths';
import { useNavigateWhileShown } from '../../../lib/use-navigate-while-shown';
import { useSignedInRedirect } from '../../../lib/use-signed-in-redirect';
import { register as registerCustomer } from '../../session';

export function RegisterPage() {
  usePageTitle('Register', 'Create a customer account.');
  const [params] = useSearchParams();
  const navigate = useNavigateWhileShown();
  const dispatch = useAppDispatch();
  const [failure, setFailure] = useState<string | null>(null);
  const [linkSent, setLinkSent] = useState<string | null>(null);
  const signedIn = useSignedInRedirect();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<RegistrationInput, unknown, RegistrationInput>({
    resolver: zodResolver(registrationSchema),
    defaultValues: {
      firstName: '',
      lastName: '',
      email: params.get('email') ?? '',
      phone: '',
      password: '',
    },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    signedIn.signingIn();
    const result = await dispatch(registerCustomer(values));
    if (registerCustomer.fulfilled.match(result)) {
      if (result.payload.signedIn) {
        navigate(safeRedirectPath(params.get('redirect')), { replace: true });
      } else {
        setLinkSent(result.payload.message);
      }
    } else {
      setFailure(result.payload ?? null);
    }
  });

  if (signedIn.target) return <Navigate to={signedIn.target} replace />;

  return (
    <Page>
      <PageTitle>Register</PageTitle>
      {linkSent ? (
        <Alert variant="success" title="Check your e-mail">
          {linkSent}
        </Alert>
      ) : (
        <FormStack noValidate onSubmit={onSubmit}>
          <FormError message={failure} />
          <NameFields
            firstName={register('firstName')}
            lastName={register('lastName')}
            errors={errors}
          />
          <EmailField registration={register('email')} error={errors.email} />
          <TextField
            label="Phone (optional)"
            type="tel"
            autoComplete="tel"
            error={errors.phone?.message}
            {...register('phone')}
          />
          <TextField
            label="Password"
            type="password"
            autoComplete="new-password"
            hint="At least 6 characters."
            error={errors.password?.message}
            {...register('password')}
          />
          <Button type="submit" loading={isSubmitting}>
            Register
          </Button>
        </FormStack>
      )}
      <Muted>
        Already have an account? <Link to={paths.login}>Login</Link>
      </Muted>
    </Page>
  );
}
