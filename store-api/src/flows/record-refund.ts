// What the payments module is told when the provider made a refund: a cancelled order's
// (cancel-order.ts) or a received RMA's (return-order.ts), each recorded with its e-mail once.
import type { Db } from '../db/connection.js';
import type { OwedRefund } from '../modules/payments/index.js';
import { recordRefund } from './cancel-order.js';
import { recordReturnRefund } from './return-order.js';

export function recordAnyRefund(db: Db) {
  const orderRefund = recordRefund(db);
  const returnRefund = recordReturnRefund(db);
  return async (owed: OwedRefund) => {
    const { rma } = owed;
    await (rma ? returnRefund({ ...owed, rma }) : orderRefund(owed));
  };
}
