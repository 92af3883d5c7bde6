// /login and /register are for signing in: a customer who is already signed in (or whose stored
// session comes back while the page is open) goes on to their account instead (issue 36).
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { selectIsAuthenticated, useAppSelector } from '@storefront/platform';
import { signedInLandingPath } from './paths';

export interface SignedInRedirect {
  /** Where to send the customer now, or null while the page is for signing in. */
  target: string | null;
  /** Call when the page's own form starts a sign-in: the page then leads the customer on itself. */
  signingIn: () => void;
}

export function useSignedInRedirect(): SignedInRedirect {
  const authenticated = useAppSelector(selectIsAuthenticated);
  const [params] = useSearchParams();
  const [signingInHere, setSigningInHere] = useState(false);
  return {
    target: authenticated && !signingInHere ? signedInLandingPath(params.get('redirect')) : null,
    signingIn: () => setSigningInHere(true),
  };
}
