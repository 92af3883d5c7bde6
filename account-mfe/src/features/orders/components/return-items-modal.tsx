// The Return Items modal (issue 40 item 6): for each line still returnable, how many units go back
// (0 leaves it) and why; Request Return stays disabled until at least one line has a quantity within
// what is left and every chosen line a non-blank reason. The store API issues the RMA.
import { useState } from 'react';
import styled from 'styled-components';
import { Alert, Button, themeOf } from '@storefront/ui-kit';
import { TextField } from '@storefront/ui-kit/forms';
import {
  ORDER_REASON_MAX_LENGTH,
  isReasonGiven,
  type ReturnRequest,
} from '@storefront/contract/validation';
import type { ReturnableLine } from '../domain/return-lines';
import { Modal } from './modal';

export const RETURN_ITEMS_TITLE = 'Return Items';
export const REQUEST_RETURN = 'Request Return';

export interface ReturnItemsModalProps {
  open: boolean;
  lines: ReturnableLine[];
  /** The failure of the last attempt, shown in the modal. */
  failure: string | null;
  onClose: () => void;
  onConfirm: (lines: ReturnRequest['lines']) => Promise<void>;
}

interface Draft {
  quantity: string;
  reason: string;
}

/** The typed quantity as a whole number, or null when it is not one. */
function unitsOf(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return 0;
  return /^\d+$/.test(trimmed) ? Number(trimmed) : null;
}

/** Why a line's quantity cannot be sent, or null. */
export function quantityProblem(text: string, left: number): string | null {
  const units = unitsOf(text);
  if (units === null) return 'Enter a whole number of units';
  if (units > left) return `At most ${left} can be returned`;
  return null;
}

export function ReturnItemsModal({
  open,
  lines,
  failure,
  onClose,
  onConfirm,
}: ReturnItemsModalProps) {
  const returnable = lines.filter((line) => line.left > 0);
  const [drafts, setDrafts] = useState<Record<number, Draft>>({});
  const [submitting, setSubmitting] = useState(false);
  const draftOf = (itemId: number): Draft => drafts[itemId] ?? { quantity: '0', reason: '' };
  const update = (itemId: number, change: Partial<Draft>) =>
    setDrafts((current) => ({ ...current, [itemId]: { ...draftOf(itemId), ...change } }));

  const chosen = returnable
    .map((line) => ({ line, draft: draftOf(line.itemId) }))
    .filter(({ draft }) => (unitsOf(draft.quantity) ?? 1) > 0);
  const ready =
    chosen.length > 0 &&
    returnable.every(
      (line) => quantityProblem(draftOf(line.itemId).quantity, line.left) === null,
    ) &&
    chosen.every(({ draft }) => isReasonGiven(draft.reason));

  const close = () => {
    setDrafts({});
    onClose();
  };
  const submit = async () => {
    setSubmitting(true);
    try {
      await onConfirm(
        chosen.map(({ line, draft }) => ({
          itemId: line.itemId,
          quantity: unitsOf(draft.quantity) ?? 0,
          reason: draft.reason.trim(),
        })),
      );
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Modal
      open={open}
      title={RETURN_ITEMS_TITLE}
      onClose={close}
      footer={
        <>
          <Button variant="outline" onClick={close}>
            Close
          </Button>
          <Button
            type="submit"
            form="return-items-form"
            variant="danger"
            disabled={!ready || submitting}
          >
            {REQUEST_RETURN}
          </Button>
        </>
      }
    >
      <form
        id="return-items-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (ready) void submit();
        }}
      >
        {failure && <Alert variant="danger">{failure}</Alert>}
        <p>Choose how many of each item you send back, and why.</p>
        {returnable.map((line) => {
          const draft = draftOf(line.itemId);
          const units = unitsOf(draft.quantity) ?? 0;
          return (
            <Line key={line.itemId}>
              <legend>
                {line.name} <Sku>({line.sku})</Sku>
              </legend>
              <TextField
                label={`Quantity to return (of ${line.left})`}
                hint={line.returned > 0 ? `${line.returned} already returned` : undefined}
                type="number"
                inputMode="numeric"
                min={0}
                max={line.left}
                step={1}
                value={draft.quantity}
                error={quantityProblem(draft.quantity, line.left) ?? undefined}
                onChange={(event) => update(line.itemId, { quantity: event.target.value })}
              />
              {units > 0 && (
                <TextField
                  label="Reason for Return"
                  maxLength={ORDER_REASON_MAX_LENGTH}
                  value={draft.reason}
                  onChange={(event) => update(line.itemId, { reason: event.target.value })}
                />
              )}
            </Line>
          );
        })}
      </form>
    </Modal>
  );
}

const Line = styled.fieldset`
  border: 1px solid ${({ theme }) => themeOf(theme).colors.border};
  border-radius: ${({ theme }) => themeOf(theme).radii.md};
  margin: 0 0 0.75rem;
  padding: 0.5rem 0.75rem;
  legend {
    font-weight: 600;
    padding: 0 0.25rem;
  }
`;

const Sku = styled.span`
  font-weight: 400;
`;
