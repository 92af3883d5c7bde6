// Order detail's Return Items (issue 40 item 6): the button (only while SPEC's return rule allows
// and a unit is left), its modal, and once the store has issued the RMA a notice with its number
// and the link to the printable slip. The order reloads with the RMA in its Returns card.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Alert, Button } from '@storefront/ui-kit';
import type { Order } from '@storefront/contract';
import type { ReturnRequest } from '@storefront/contract/validation';
import { paths } from '../../../lib/paths';
import { useSessionExpiry } from '../../../lib/use-session-expiry';
import { serverRefusalMessage } from '../../session';
import { useReturnItemsMutation } from '../api/returns-api';
import { canReturnItems, returnableLines } from '../domain/return-lines';
import { RETURN_ITEMS_TITLE, ReturnItemsModal } from './return-items-modal';

/** SPEC §8's text for a return that failed, with the store's reason after it. */
const RETURN_FAILED = 'Failed to return order';

export function ReturnItemsRequest({ order }: { order: Order }) {
  const orderId = String(order.order_id);
  const handleExpiry = useSessionExpiry();
  const [returnItems] = useReturnItemsMutation();
  const [open, setOpen] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [issued, setIssued] = useState<string | null>(null);

  const confirm = async (lines: ReturnRequest['lines']) => {
    setFailure(null);
    const result = await returnItems({ orderId, lines });
    if ('error' in result) {
      if (handleExpiry(result.error)) return;
      const reasonGiven = serverRefusalMessage(result.error, '');
      setFailure(reasonGiven ? `${RETURN_FAILED}: ${reasonGiven}` : RETURN_FAILED);
      return;
    }
    setIssued(result.data.returns?.at(-1)?.rma_number ?? null);
    setOpen(false);
  };
  const close = () => {
    setOpen(false);
    setFailure(null);
  };

  return (
    <>
      {canReturnItems(order) && (
        <Button variant="secondary" onClick={() => setOpen(true)}>
          {RETURN_ITEMS_TITLE}
        </Button>
      )}
      {issued && (
        <Alert variant="success">
          Return authorised: RMA {issued}. We e-mailed it to you with the return address.{' '}
          <Link to={paths.returnSlip(orderId, issued)}>Print the return slip</Link>
        </Alert>
      )}
      {/* Mounted while open, so each opening starts from an empty form. */}
      {open && (
        <ReturnItemsModal
          open
          lines={returnableLines(order)}
          failure={failure}
          onClose={close}
          onConfirm={confirm}
        />
      )}
    </>
  );
}
