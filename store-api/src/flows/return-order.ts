// The return flows (SPEC §4, issue 40 item 6). A customer returns some units of some lines of a
// completed order within the return window: the orders module issues an RMA on the order's locked
// row (numbered, with each line's reason and the store's restocking fee fixed), and the outbox
// queues the e-mail with the RMA and the return address in the same transaction. The whole-order
// return (SPEC's Return Order) is the return of every unit not yet returned; once every unit is
// under an RMA the order is marked returned. The refund waits for the goods: an operator receives
// the RMA (receiveReturn), which makes its refund owed in one transaction, and the payments module
// asks the provider for it after the commit, never inside it, once however often it is received.
import { getStoreConfig, isStoreId, RETURN_WINDOW_DAYS } from '@storefront/contract';
import { ORDER_REASON_MAX_LENGTH, type ReturnRequest } from '@storefront/contract/validation';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/connection.js';
import { HttpError, notFound } from '../http-error.js';
import {
  createOrderLifecycle,
  createOrdersReadRepository,
  createReturnsRepository,
  lockedCustomerOrder,
  orderConflict,
  ORDER_MESSAGES,
  returnRefusal,
  type OrderScope,
} from '../modules/orders/index.js';
import { createOutboxRepository } from '../modules/outbox/index.js';
import {
  REFUND_LEASE_MS,
  returnRefundOf,
  type OwedRefund,
  type Refunds,
} from '../modules/payments/index.js';
import type { OrderItemRow } from '../db/schema.js';

type ReturnLines = ReturnRequest['lines'];

/** The store's returns policy (its configuration), or SPEC's defaults for an unknown store. */
function returnsPolicyOf(storeId: string) {
  return getStoreConfig(isStoreId(storeId) ? storeId : 'default').policies.returns;
}

/** Units of each item already under an RMA. */
function returnedUnits(returns: { lines: { order_item_id: number; quantity: number }[] }[]) {
  const units = new Map<number, number>();
  for (const line of returns.flatMap((rma) => rma.lines)) {
    units.set(line.order_item_id, (units.get(line.order_item_id) ?? 0) + line.quantity);
  }
  return units;
}

/** Why the lines cannot be returned from these items, or null: unknown items, too many units. */
function linesRefusal(
  lines: ReturnLines,
  items: OrderItemRow[],
  returned: Map<number, number>,
): HttpError | null {
  const unknown = lines
    .filter((line) => !items.some((item) => item.id === line.itemId))
    .map((line) => line.itemId);
  if (unknown.length > 0) return new HttpError(400, ORDER_MESSAGES.unknownItems(unknown));
  for (const line of lines) {
    const item = items.find((candidate) => candidate.id === line.itemId) as OrderItemRow;
    const already = returned.get(item.id) ?? 0;
    if (line.quantity > item.quantity) {
      return new HttpError(
        400,
        ORDER_MESSAGES.returnMoreThanBought(item.name, item.quantity, line.quantity),
      );
    }
    if (line.quantity > item.quantity - already) {
      return orderConflict(
        ORDER_MESSAGES.returnMoreThanLeft(
          item.name,
          item.quantity - already,
          already,
          line.quantity,
        ),
      );
    }
  }
  return null;
}

export function createReturnOrderFlow({ db }: { db: Db }) {
  /**
   * Issues an RMA for `lines` (all units left when null, with `wholeOrderReason`); answers its
   * number. Refusals are 404 (another's order), 400 (unknown items, more than bought) or 409.
   */
  async function issueReturn(
    scope: OrderScope,
    orderId: number,
    lines: ReturnLines | null,
    wholeOrderReason = '',
  ): Promise<string> {
    return db.transaction().execute(async (trx) => {
      const found = await lockedCustomerOrder(trx, scope, orderId);
      const withinWindow = await createOrdersReadRepository(trx).placedWithinDays(
        orderId,
        RETURN_WINDOW_DAYS,
      );
      const refusal = returnRefusal(found, withinWindow);
      if (refusal) throw orderConflict(refusal);
      const { order, items } = found;
      const returned = returnedUnits(found.returns);
      const requested =
        lines ??
        items
          .map((item) => ({
            itemId: item.id,
            quantity: item.quantity - (returned.get(item.id) ?? 0),
            reason: wholeOrderReason,
          }))
          .filter((line) => line.quantity > 0);
      const linesRefused = linesRefusal(requested, items, returned);
      if (linesRefused) throw linesRefused;
      if (requested.length === 0) throw orderConflict(ORDER_MESSAGES.returnAlreadyReturned);

      const policy = returnsPolicyOf(order.store_id);
      const itemOf = (line: ReturnLines[number]) =>
        items.find((item) => item.id === line.itemId) as OrderItemRow;
      const merchandiseCents = requested.reduce(
        (sum, line) => sum + itemOf(line).unit_price_cents * line.quantity,
        0,
      );
      const rma = await createReturnsRepository(trx).issue({
        orderId,
        storeOrderId: order.store_order_id,
        lines: requested,
        merchandiseCents,
        restockingFeePercent: policy.restockingFeePercent,
      });

      // Every unit under an RMA: the order reads returned (SPEC's Return Information card).
      for (const line of requested) {
        returned.set(line.itemId, (returned.get(line.itemId) ?? 0) + line.quantity);
      }
      if (items.every((item) => (returned.get(item.id) ?? 0) >= item.quantity)) {
        const reasons = [...new Set(requested.map((line) => line.reason))].join('; ');
        await createOrderLifecycle(trx).markReturned(
          found,
          reasons.slice(0, ORDER_REASON_MAX_LENGTH),
          ORDER_MESSAGES.returnNotes(policy.restockingFeePercent, policy.refundProcessingTime),
        );
      }
      await createOutboxRepository(trx).add({
        topic: 'order.return-authorized',
        storeId: order.store_id,
        payload: {
          to: order.customer_email,
          firstName: order.customer_first_name,
          storeOrderId: order.store_order_id,
          rmaNumber: rma.rma_number,
          lines: requested.map((line) => ({
            name: itemOf(line).name,
            sku: itemOf(line).sku,
            quantity: line.quantity,
            reason: line.reason,
          })),
          merchandiseCents,
          restockingFeePercent: rma.restocking_fee_percent,
          restockingFeeCents: rma.restocking_fee_cents,
          refundCents: rma.refund_cents,
        },
      });
      return rma.rma_number;
    });
  }

  return {
    /** SPEC's Return Order: every unit not returned yet, with one reason. */
    returnOrder: async (scope: OrderScope, orderId: number, reason: string) => {
      await issueReturn(scope, orderId, null, reason);
    },
    /** Some units of some lines, a reason each; answers the RMA number. */
    returnItems: (scope: OrderScope, orderId: number, lines: ReturnLines) =>
      issueReturn(scope, orderId, lines),
  };
}

export interface ReceiveReturnOptions {
  db: Db;
  refunds: Refunds;
  log: FastifyBaseLogger;
}

/**
 * An operator received the goods of an RMA: it becomes received and its refund owed in one
 * transaction on the RMA's locked row; after the commit the provider is asked once (the retry loop
 * takes over when it does not answer). A second receipt, from a retry or another process, finds it
 * received and refunds nothing more. Answers the order's id.
 */
export function createReceiveReturnFlow({ db, refunds, log }: ReceiveReturnOptions) {
  return async function receiveReturn(rmaNumber: string): Promise<number> {
    const { orderId, owed } = await db.transaction().execute(async (trx) => {
      const returns = createReturnsRepository(trx);
      const rma = await returns.lockByNumber(rmaNumber);
      if (!rma) throw notFound(ORDER_MESSAGES.rmaNotFound);
      const found = await createOrdersReadRepository(trx).find(rma.order_id);
      if (!found) throw notFound(ORDER_MESSAGES.rmaNotFound);
      if (rma.status === 'received') return { orderId: rma.order_id, owed: null };
      const { order, payment } = found;
      if (rma.refund_cents > 0 && (!refunds.enabled || !payment.transaction_id)) {
        log.error({ rma: rmaNumber }, 'a received return cannot be refunded: no provider');
        throw new HttpError(503, ORDER_MESSAGES.returnRefundUnavailable);
      }
      await returns.receive(rma.id, REFUND_LEASE_MS);
      const owed: OwedRefund | null =
        rma.refund_cents > 0
          ? returnRefundOf({
              ...rma,
              transaction_id: payment.transaction_id,
              store_id: order.store_id,
              store_order_id: order.store_order_id,
              customer_email: order.customer_email,
              customer_first_name: order.customer_first_name,
            })
          : null;
      return { orderId: rma.order_id, owed };
    });
    if (owed) await refunds.settle(owed);
    return orderId;
  };
}

/**
 * The refund the provider made for an RMA: it becomes refunded and the e-mail is queued in one
 * transaction; a repeat that finds it refunded already sends nothing.
 */
export function recordReturnRefund(db: Db) {
  return (owed: OwedRefund & { rma: NonNullable<OwedRefund['rma']> }) =>
    db.transaction().execute(async (trx) => {
      if (!(await createReturnsRepository(trx).markRefunded(owed.rma.id))) return;
      await createOutboxRepository(trx).add({
        topic: 'order.return-refunded',
        storeId: owed.storeId,
        payload: {
          to: owed.customer.email,
          firstName: owed.customer.firstName,
          storeOrderId: owed.storeOrderId,
          rmaNumber: owed.rma.number,
          refundCents: owed.amountCents,
        },
      });
    });
}
