// /set-password?email=…&orderId=…&token=… (SPEC §2, issue 21): the first password of a guest
// checkout's account. With the token of the e-mailed link: the password, signed in, then the order
// (or the account home) after 2 s. Without one (the success page's Create an Account): where the
// link went, and a button to send it again.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useSearchParams } from 'react-router-dom';
import { Alert, Button } from '@storefront/ui-kit';
import { SET_PASSWORD_REDIRECT_MS } from '../redirect-delays';
import { useAppDispatch, usePageTitle } from '@storefront/platform';
import { passwordPairSchema, setPasswordLinkRequestSchema } from '@storefront/contract/validation';
import { EmailField } from '../../../components/account-fields';
import { FormError } from '../../../components/form-error';
import { FormStack, Page, PageTitle } from '../../../components/page-layout';
import { paths } from '../../../lib/paths';
import { useRequestSetPasswordLinkMutation, useSetPasswordMutation } from '../api/set-password';
import { useRedirectAfter } from '../hooks/use-redirect-after';
import { PasswordPairFields } from './password-pair-fields';
import { serverRefusalMessage, sessionStarted } from '../../session';

export const SET_PASSWORD_FAILED = 'Failed to set password. Please try again.';
export const SET_PASSWORD_LINK_FAILED = 'Failed to send the link. Please try again.';
/** The API's answer to a wrong, expired or used link. */
const LINK_REFUSED = 400;

export function SetPasswordPage() {
  usePageTitle('Set Password');
  const [params] = useSearchParams();
  const email = params.get('email')?.trim() ?? '';
  const orderId = params.get('orderId') || undefined;
  const token = params.get('token')?.trim() ?? '';
  const [refusal, setRefusal] = useState<string | null>(null);

  let content;
  if (refusal) {
    content = (
      <>
        <Alert variant="danger">{refusal}</Alert>
        <LinkRequest email={email} orderId={orderId} button="Send a New Link" />
      </>
    );
  } else if (token && email) {
    content = (
      <SetPasswordForm email={email} token={token} orderId={orderId} onRefused={setRefusal} />
    );
  } else {
    content = (
      <>
        {email ? (
          <Alert title="Check your e-mail">
            We have sent a link to set your password to {email}. Open it to choose your password; it
            works once, for 24 hours.
          </Alert>
        ) : (
          <p>Enter the e-mail of your guest order and we will send you a link to set a password.</p>
        )}
        <LinkRequest
          email={email}
          orderId={orderId}
          button={email ? 'Send the Link Again' : 'Send Link'}
        />
      </>
    );
  }

  return (
    <Page>
      <PageTitle>Set Password</PageTitle>
      {content}
    </Page>
  );
}

function SetPasswordForm({
  email,
  token,
  orderId,
  onRefused,
}: {
  email: string;
  token: string;
  orderId: string | undefined;
  onRefused: (message: string) => void;
}) {
  const dispatch = useAppDispatch();
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
    resolver: zodResolver(passwordPairSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async ({ password }) => {
    setFailure(null);
    const result = await setPassword({ email, password, token, ...(orderId ? { orderId } : {}) });
    if ('error' in result) {
      const message = serverRefusalMessage(result.error, SET_PASSWORD_FAILED);
      const { error } = result;
      if (error && 'status' in error && error.status === LINK_REFUSED) onRefused(message);
      else setFailure(message);
      return;
    }
    await dispatch(sessionStarted(result.data));
    setDone(true);
  });

  if (done) {
    return (
      <Alert variant="success" title="Password set">
        Your account is ready and you are signed in. Taking you on… or{' '}
        <Link to={next}>continue now</Link>.
      </Alert>
    );
  }
  return (
    <FormStack noValidate onSubmit={onSubmit}>
      <p>Choose a password for {email} to see your orders and check out faster next time.</p>
      <FormError message={failure} />
      <PasswordPairFields
        password={register('password')}
        confirm={register('confirmPassword')}
        errors={errors}
      />
      <Button type="submit" loading={isSubmitting}>
        Set Password
      </Button>
    </FormStack>
  );
}

/** E-mails the set-password link (again): the API answers the same for any e-mail. */
function LinkRequest({
  email,
  orderId,
  button,
}: {
  email: string;
  orderId: string | undefined;
  button: string;
}) {
  const [requestLink, { isLoading, data, error }] = useRequestSetPasswordLinkMutation();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(setPasswordLinkRequestSchema),
    defaultValues: { email },
  });

  if (data) {
    return (
      <Alert variant="success" title="Link sent">
        {data.message}
      </Alert>
    );
  }
  return (
    <FormStack
      noValidate
      onSubmit={handleSubmit((values) =>
        requestLink({ email: values.email, ...(orderId ? { orderId } : {}) }),
      )}
    >
      <FormError message={error ? serverRefusalMessage(error, SET_PASSWORD_LINK_FAILED) : null} />
      <EmailField registration={register('email')} error={errors.email} />
      <Button type="submit" loading={isLoading}>
        {button}
      </Button>
    </FormStack>
  );
}
