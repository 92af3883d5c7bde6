// The bulk-purchasing request form (SPEC §2): company, contact person, email and products required.
// Once the store has the request the form gives way to a confirmation with its number.
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import styled from 'styled-components';
import { Alert, Button } from '@storefront/ui-kit';
import { BULK_REPLY_TIME } from '@storefront/contract';
import { errorMessage } from '@storefront/platform';
import type { BulkRequestReceipt } from '@storefront/contract/records';
import {
  BULK_LIMITS,
  bulkRequestSchema,
  type BulkRequest,
  type BulkRequestInput,
} from '@storefront/contract/validation';
import { FormField, fieldBinder } from '../../../components/form-field';
import { StackedForm, SubmitButton } from '../../../components/form-layout';
import { useSubmitBulkRequestMutation } from '../api/submit-bulk-request';

export const BULK_REQUEST_FAILED = 'Failed to send your request. Please try again later.';

const EMPTY_REQUEST: BulkRequestInput = {
  companyName: '',
  contactPerson: '',
  email: '',
  phone: '',
  products: '',
  deliveryAddress: '',
  deliveryTimeline: '',
  additionalInformation: '',
};

export function BulkRequestForm() {
  const [submitBulkRequest, { isLoading }] = useSubmitBulkRequestMutation();
  const [receipt, setReceipt] = useState<BulkRequestReceipt | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const confirmation = useRef<HTMLDivElement>(null);
  const form = useForm<BulkRequestInput, unknown, BulkRequest>({
    resolver: zodResolver(bulkRequestSchema),
    defaultValues: EMPTY_REQUEST,
  });
  const field = fieldBinder(form, 'bulk', BULK_LIMITS);

  // The form is replaced: focus moves to the confirmation so nobody is left on a vanished button.
  useEffect(() => {
    if (receipt) confirmation.current?.focus();
  }, [receipt]);

  const onSubmit = async (request: BulkRequest) => {
    setFailure(null);
    try {
      const { data } = await submitBulkRequest(request).unwrap();
      form.reset(EMPTY_REQUEST);
      setReceipt(data);
    } catch (error) {
      // A refusal from the store (400, 429) says what to do; anything else gets the general text.
      const status = (error as { status?: number }).status ?? 0;
      setFailure(status >= 400 && status < 500 ? errorMessage(error) : BULK_REQUEST_FAILED);
    }
  };

  if (receipt) {
    return (
      <Confirmation ref={confirmation} tabIndex={-1}>
        <Alert variant="success" title="Request received">
          <p>{receipt.message}</p>
          <p>
            Your request number is <strong>#{receipt.id}</strong>. A confirmation is on its way to
            your inbox, and our sales team will reply within {BULK_REPLY_TIME}.
          </p>
        </Alert>
        <Button variant="outline" onClick={() => setReceipt(null)}>
          Send another request
        </Button>
      </Confirmation>
    );
  }

  return (
    <StackedForm
      noValidate
      aria-labelledby="bulk-form-title"
      onSubmit={form.handleSubmit(onSubmit)}
    >
      <h2 id="bulk-form-title">Request a Bulk Quote</h2>
      <Row>
        <FormField
          {...field('companyName')}
          label="Company Name"
          required
          autoComplete="organization"
        />
        <FormField
          {...field('contactPerson')}
          label="Contact Person"
          required
          autoComplete="name"
        />
      </Row>
      <Row>
        <FormField {...field('email')} label="Email" type="email" required autoComplete="email" />
        <FormField {...field('phone')} label="Phone" type="tel" autoComplete="tel" />
      </Row>
      <FormField
        {...field('products')}
        label="Products and Quantities"
        required
        multiline
        hint="Product names or SKUs, with the quantity of each."
      />
      <FormField
        {...field('deliveryAddress')}
        label="Delivery Address"
        multiline
        autoComplete="street-address"
      />
      <FormField
        {...field('deliveryTimeline')}
        label="Delivery Timeline"
        hint="When do you need the order delivered?"
      />
      <FormField {...field('additionalInformation')} label="Additional Information" multiline />
      {failure && <Alert variant="danger">{failure}</Alert>}
      <SubmitButton label="Submit Request" busy={isLoading} />
    </StackedForm>
  );
}

const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
  gap: 1rem;
`;

const Confirmation = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 0.5rem;
  &:focus {
    outline: none;
  }
  p {
    margin: 0;
  }
`;
