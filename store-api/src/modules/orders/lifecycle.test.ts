// The lifecycle table written out: every allowed change, a set of refused ones, and the stage each
// combination of columns is in (issue 22).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { OrderStatus, PaymentStatus } from '@storefront/contract/records';
import {
  allows,
  leadsTo,
  ORDER_TRANSITIONS,
  stageOf,
  type OrderEvent,
  type OrderStage,
} from './lifecycle.js';

const ALLOWED: Array<[OrderEvent, OrderStage, OrderStage]> = [
  ['pay', 'awaiting-payment', 'paid'],
  ['holdForReview', 'awaiting-payment', 'payment-review'],
  ['cancelUnpaid', 'awaiting-payment', 'cancelled-unpaid'],
  ['cancel', 'paid', 'refunding'],
  ['refund', 'refunding', 'refunded'],
  ['ship', 'paid', 'processing'],
  ['ship', 'paid', 'completed'],
  ['ship', 'processing', 'processing'],
  ['ship', 'processing', 'completed'],
  ['return', 'completed', 'returned'],
];

const REFUSED: Array<[OrderEvent, OrderStage]> = [
  // A late or repeated webhook.
  ['pay', 'paid'],
  ['pay', 'payment-review'],
  ['pay', 'cancelled-unpaid'],
  ['pay', 'refunding'],
  ['pay', 'refunded'],
  ['holdForReview', 'payment-review'],
  ['holdForReview', 'paid'],
  ['holdForReview', 'cancelled-unpaid'],
  // An expiry or a sweep after payment, review or release.
  ['cancelUnpaid', 'paid'],
  ['cancelUnpaid', 'payment-review'],
  ['cancelUnpaid', 'cancelled-unpaid'],
  // SPEC §4: only a pending order that was not returned is cancelled.
  ['cancel', 'awaiting-payment'],
  ['cancel', 'processing'],
  ['cancel', 'completed'],
  ['cancel', 'returned'],
  ['cancel', 'refunding'],
  ['cancel', 'refunded'],
  ['refund', 'paid'],
  ['refund', 'refunded'],
  // Only a paid, open order ships.
  ['ship', 'awaiting-payment'],
  ['ship', 'payment-review'],
  ['ship', 'completed'],
  ['ship', 'returned'],
  ['ship', 'refunding'],
  ['ship', 'cancelled-unpaid'],
  // SPEC §4: only a completed order that was not returned is returned.
  ['return', 'paid'],
  ['return', 'processing'],
  ['return', 'returned'],
  ['return', 'refunded'],
];

describe('the order lifecycle table', () => {
  it('allows exactly these changes', () => {
    for (const [event, from, to] of ALLOWED) {
      assert.ok(allows(event, from), `${event} from ${from}`);
      assert.ok(leadsTo(event, to), `${event} to ${to}`);
    }
    const listed = Object.entries(ORDER_TRANSITIONS).flatMap(([event, { from, to }]) =>
      from.flatMap((stage) => to.map((end) => `${event}: ${stage} → ${end}`)),
    );
    assert.deepEqual(
      listed.sort(),
      ALLOWED.map(([event, from, to]) => `${event}: ${from} → ${to}`).sort(),
    );
  });

  it('refuses the others', () => {
    for (const [event, from] of REFUSED)
      assert.equal(allows(event, from), false, `${event} from ${from}`);
    assert.equal(leadsTo('cancel', 'cancelled-unpaid'), false);
    assert.equal(leadsTo('ship', 'returned'), false);
  });

  it('refuses every change to an order whose columns name no stage', () => {
    const stage = stageOf(
      { status: 'processing', returned: false, payment_review_reason: null },
      'pending',
    );
    assert.equal(stage, undefined);
    for (const event of Object.keys(ORDER_TRANSITIONS) as OrderEvent[]) {
      assert.equal(allows(event, stage), false, event);
    }
  });

  it('reads the stage from the order status, the payment status and the two flags', () => {
    const cases: Array<[OrderStatus, PaymentStatus, boolean, boolean, OrderStage | undefined]> = [
      ['pending', 'pending', false, false, 'awaiting-payment'],
      ['pending', 'pending', true, false, 'payment-review'],
      ['pending', 'paid', false, false, 'paid'],
      ['processing', 'paid', false, false, 'processing'],
      ['completed', 'paid', false, false, 'completed'],
      ['completed', 'paid', false, true, 'returned'],
      ['cancelled', 'failed', false, false, 'cancelled-unpaid'],
      ['cancelled', 'refunding', false, false, 'refunding'],
      ['cancelled', 'refunded', false, false, 'refunded'],
      ['pending', 'paid', true, false, undefined],
      ['cancelled', 'paid', false, false, undefined],
      ['pending', 'paid', false, true, undefined],
    ];
    for (const [status, payment, review, returned, expected] of cases) {
      const order = { status, returned, payment_review_reason: review ? 'mismatch' : null };
      assert.equal(stageOf(order, payment), expected, `${status}/${payment}`);
    }
  });
});
