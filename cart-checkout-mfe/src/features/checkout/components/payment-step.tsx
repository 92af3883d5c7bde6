// Step 4, Payment: the method (card, on the provider's hosted page). The provider loads behind the
// 'Waiting For Payment Provider...' overlay; a failure shows 'Failed to setup payment method' with
// SPEC §8's reason.
import { useEffect, useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Alert, Button, Spinner } from '@storefront/ui-kit';
import { selectStoreConfig, useAppDispatch, useAppSelector } from '@storefront/platform';
import { VALIDATION_MESSAGES } from '@storefront/contract/validation';
import { stepPath } from '../lib/steps';
import {
  PROVIDER_MESSAGES,
  ProviderError,
  loadPaymentProvider,
} from '../provider/payment-provider';
import {
  PAYMENT_METHODS,
  paymentInfoSaved,
  selectCheckout,
  type PaymentMethod,
} from '../state/checkout-slice';
import { StepActions, StepForm } from './step-layout';

export const WAITING_FOR_PROVIDER = 'Waiting For Payment Provider...';

type ProviderStatus =
  { state: 'loading' } | { state: 'ready' } | { state: 'failed'; message: string };

export function PaymentStep() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const saved = useAppSelector(selectCheckout).paymentMethod;
  // The store's card brands, the very list its Terms name.
  const cardBrands = useAppSelector(selectStoreConfig).payments.methods.join(', ');
  // The only method is no choice: asking for a click would only earn 'Please select a payment method'.
  const [method, setMethod] = useState<PaymentMethod | null>(
    saved ?? (PAYMENT_METHODS.length === 1 ? PAYMENT_METHODS[0] : null),
  );
  const [error, setError] = useState<string | null>(null);
  const [provider, setProvider] = useState<ProviderStatus>({ state: 'loading' });
  const cardId = useId();

  useEffect(() => {
    let live = true;
    loadPaymentProvider().then(
      () => live && setProvider({ state: 'ready' }),
      (failure: unknown) =>
        live &&
        setProvider({
          state: 'failed',
          message:
            failure instanceof ProviderError
              ? failure.message
              : PROVIDER_MESSAGES.failedToInitialize,
        }),
    );
    return () => {
      live = false;
    };
  }, []);

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!method) {
      setError(VALIDATION_MESSAGES.paymentMethodRequired);
      return;
    }
    dispatch(paymentInfoSaved(method));
    void navigate(stepPath(5));
  };

  return (
    <StepForm
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="payment-heading"
      aria-busy={provider.state === 'loading'}
    >
      <h2 id="payment-heading">Payment Method</h2>
      {provider.state === 'loading' && (
        <Overlay>
          <Spinner label={WAITING_FOR_PROVIDER} />
          <p aria-hidden="true">{WAITING_FOR_PROVIDER}</p>
        </Overlay>
      )}
      {provider.state === 'failed' && (
        <Alert variant="danger" title={PROVIDER_MESSAGES.setupFailed}>
          {provider.message}
        </Alert>
      )}
      <fieldset aria-describedby={error ? `${cardId}-error` : undefined}>
        <legend>Choose how to pay</legend>
        <Choice>
          <input
            id={cardId}
            type="radio"
            name="paymentMethod"
            value="card"
            checked={method === 'card'}
            aria-invalid={error ? true : undefined}
            onChange={() => {
              setMethod('card');
              setError(null);
            }}
          />
          <label htmlFor={cardId}>
            Credit or debit card ({cardBrands}), entered on the secure payment page of our card
            provider
          </label>
        </Choice>
      </fieldset>
      {error && (
        <ErrorText id={`${cardId}-error`} role="alert">
          {error}
        </ErrorText>
      )}
      <StepActions>
        <Button type="button" variant="outline" onClick={() => void navigate(stepPath(3))}>
          Back to Billing
        </Button>
        <Button type="submit" disabled={provider.state === 'loading'}>
          Continue to Review
        </Button>
      </StepActions>
    </StepForm>
  );
}

const Overlay = styled.div`
  display: flex;
  align-items: center;
  gap: 1rem;
  padding: 1rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 8px;
  p {
    margin: 0;
    font-weight: 600;
  }
`;
const Choice = styled.div`
  display: flex;
  align-items: flex-start;
  gap: 0.5rem;
  input {
    width: 1.25rem;
    height: 1.25rem;
    margin-top: 0.2rem;
  }
`;
const ErrorText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;
