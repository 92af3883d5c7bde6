// Step 1, Customer: first name, last name, phone and e-mail ('Please fill in all required fields');
// prefilled from the signed-in customer's profile.
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

export function CustomerStep() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const saved = useAppSelector(selectCheckout).customerInfo;
  const user = useAppSelector(selectUser);
  const { register, handleSubmit, formState } = useForm<CustomerInfoInput, unknown, CustomerInfo>({
    resolver: zodResolver(customerInfoSchema),
    defaultValues: saved ?? {
      firstName: user?.first_name ?? '',
      lastName: user?.last_name ?? '',
      email: user?.email ?? '',
      phone: user?.phone ?? '',
    },
  });
  const { errors } = formState;

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
        <Button type="submit">Continue to Shipping</Button>
      </StepActions>
    </StepForm>
  );
}
