// The Cancel Order and Return Order modals (SPEC §2): a labelled reason, Close, and a confirm button
// that stays disabled until the reason is non-blank.
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button } from '@storefront/ui-kit';
import { Modal } from './modal';
import { TextAreaField } from '@storefront/ui-kit/forms';
import {
  ORDER_REASON_MAX_LENGTH,
  isReasonGiven,
  orderReasonSchema,
} from '@storefront/contract/validation';

export interface OrderActionModalProps {
  open: boolean;
  title: string;
  label: string;
  confirmLabel: string;
  /** The failure of the last attempt, shown in the modal. */
  failure: string | null;
  onClose: () => void;
  onConfirm: (reason: string) => Promise<void>;
}

export function OrderActionModal({
  open,
  title,
  label,
  confirmLabel,
  failure,
  onClose,
  onConfirm,
}: OrderActionModalProps) {
  const {
    register,
    handleSubmit,
    control,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(orderReasonSchema), defaultValues: { reason: '' } });
  const reason = useWatch({ control, name: 'reason' });
  const close = () => {
    reset();
    onClose();
  };
  const submit = handleSubmit(async ({ reason }) => onConfirm(reason));
  const formId = `${title.replace(/\s+/g, '-').toLowerCase()}-form`;

  return (
    <Modal
      open={open}
      title={title}
      onClose={close}
      footer={
        <>
          <Button variant="outline" onClick={close}>
            Close
          </Button>
          <Button
            type="submit"
            form={formId}
            variant="danger"
            disabled={!isReasonGiven(reason) || isSubmitting}
          >
            {confirmLabel}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={(event) => void submit(event)} noValidate>
        {failure && <Alert variant="danger">{failure}</Alert>}
        <TextAreaField
          label={label}
          maxLength={ORDER_REASON_MAX_LENGTH}
          error={errors.reason?.message}
          {...register('reason')}
        />
      </form>
    </Modal>
  );
}
