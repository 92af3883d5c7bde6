// Step 1, Customer: first name, last name, phone and e-mail ('Please fill in all required fields');
// prefilled from the saved checkout or the signed-in customer's profile. A server-rendered page
// shows the fields empty: they are filled once the browser has read the saved checkout (and again
// when the customer's sign-in is restored), leaving alone what the shopper has typed.
import { useEffect, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router-dom';
import { Button } from '@storefront/ui-kit';
import { selectUser, useAppDispatch, useAppSelector } from '@storefront/platform';
import { type CustomerInfo } from '@storefront/contract';
import { FieldRow, TextField } from '@storefront/ui-kit/forms';
import { customerInfoSchema, type CustomerInfoInput } from '@storefront/contract/validation';
import { paths } from '../../../lib/paths';
import { stepPath } from '../lib/steps';
import { customerInfoSaved, selectCheckout } from '../state/checkout-slice';
import { StepActions, StepForm } from './step-layout';
import { useCheckoutReady } from './step-guard';

export function CustomerStep() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const ready = useCheckoutReady();
  const saved = useAppSelector(selectCheckout).customerInfo;
  const user = useAppSelector(selectUser);
  const prefill = useMemo(
    () =>
      saved ?? {
        firstName: user?.first_name ?? '',
        lastName: user?.last_name ?? '',
        email: user?.email ?? '',
        phone: user?.phone ?? '',
      },
    [saved, user],
  );
  const { register, handleSubmit, formState, reset } = useForm<
    CustomerInfoInput,
    unknown,
    CustomerInfo
  >({ resolver: zodResolver(customerInfoSchema), defaultValues: prefill });
  const { errors } = formState;

  useEffect(() => {
    if (ready) reset(prefill, { keepDirtyValues: true });
  }, [ready, prefill, reset]);

  const onSubmit = handleSubmit((info) => {
    dispatch(customerInfoSaved(info));
    void navigate(stepPath(2));
  });

  return (
    <StepForm noValidate onSubmit={onSubmit} aria-labelledby="customer-heading">
      <h2 id="customer-heading">Customer Information</h2>
      <FieldRow>
        <TextField
          label="First Name"
          autoComplete="given-name"
          required
          error={errors.firstName?.message}
          {...register('firstName')}
        />
        <TextField
          label="Last Name"
          autoComplete="family-name"
          required
          error={errors.lastName?.message}
          {...register('lastName')}
        />
      </FieldRow>
      <FieldRow>
        <TextField
          label="Phone"
          type="tel"
          autoComplete="tel"
          required
          error={errors.phone?.message}
          {...register('phone')}
        />
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          required
          error={errors.email?.message}
          {...register('email')}
        />
      </FieldRow>
      <StepActions>
        <Button type="button" variant="outline" onClick={() => void navigate(paths.products)}>
          Back to Shopping
        </Button>
        <Button type="submit" disabled={!ready}>
          Continue to Shipping
        </Button>
      </StepActions>
    </StepForm>
  );
}
