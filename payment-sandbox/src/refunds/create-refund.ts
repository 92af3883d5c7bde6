// POST /v1/refunds: refunds all or part of a paid payment intent, never more than is left.
import { unixSeconds } from '../lib/clock.js';
import type { FormObject } from '../lib/form-encoding.js';
import { newId } from '../lib/ids.js';
import { AMOUNT_HINT, formatAmount } from '../lib/money.js';
import {
  readInteger,
  readMetadata,
  readString,
  rejectUnknownParams,
  requireString,
} from '../lib/params.js';
import { invalidParam, ProviderError, resourceMissing } from '../lib/provider-error.js';
import type { SandboxContext } from '../sandbox-context.js';
import type { RefundObject, RefundReason } from './types.js';

const KNOWN_PARAMS = new Set(['payment_intent', 'amount', 'reason', 'metadata']);
const REASONS: readonly RefundReason[] = ['duplicate', 'fraudulent', 'requested_by_customer'];

/** What has been refunded of a payment intent so far. */
export function refundedAmount(ctx: SandboxContext, paymentIntentId: string): number {
  let total = 0;
  for (const refund of ctx.store.refunds.values()) {
    if (refund.payment_intent === paymentIntentId) total += refund.amount;
  }
  return total;
}

export function createRefund(ctx: SandboxContext, params: FormObject): RefundObject {
  if (params.charge !== undefined) {
    throw invalidParam(
      'charge',
      'The payment sandbox refunds by payment_intent; pass payment_intent instead of charge.',
    );
  }
  rejectUnknownParams(params, KNOWN_PARAMS);
  const intentId = requireString(params.payment_intent, 'payment_intent');
  const intent = ctx.store.paymentIntents.get(intentId);
  if (!intent) throw resourceMissing('payment_intent', intentId, 'payment_intent');

  const remaining = intent.amount - refundedAmount(ctx, intent.id);
  if (remaining <= 0) {
    throw new ProviderError(
      400,
      'invalid_request_error',
      `Charge ${intent.latest_charge} has already been refunded.`,
      'charge_already_refunded',
    );
  }
  const amount =
    readInteger(params.amount, 'amount', {
      min: 1,
      hint: AMOUNT_HINT,
    }) ?? remaining;
  if (amount > remaining) {
    throw invalidParam(
      'amount',
      `Refund amount (${formatAmount(amount, intent.currency)}) is greater than unrefunded amount on charge (${formatAmount(remaining, intent.currency)}).`,
      'amount_too_large',
    );
  }
  const reason = readString(params.reason, 'reason') ?? null;
  if (reason !== null && !REASONS.includes(reason as RefundReason)) {
    throw invalidParam('reason', `Invalid reason: must be one of ${REASONS.join(', ')}.`);
  }

  const refund: RefundObject = {
    id: newId('re'),
    object: 'refund',
    amount,
    charge: intent.latest_charge,
    created: unixSeconds(ctx.clock),
    currency: intent.currency,
    metadata: readMetadata(params.metadata, 'metadata'),
    payment_intent: intent.id,
    reason: reason as RefundReason | null,
    status: 'succeeded',
  };
  ctx.store.refunds.set(refund.id, refund);
  ctx.store.save();
  return refund;
}
