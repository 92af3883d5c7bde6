export type RefundReason = 'duplicate' | 'fraudulent' | 'requested_by_customer';

/** A refund of all or part of a payment intent. */
export interface RefundObject {
  id: string;
  object: 'refund';
  amount: number;
  charge: string;
  created: number;
  currency: string;
  metadata: Record<string, string>;
  payment_intent: string;
  reason: RefundReason | null;
  status: 'succeeded';
}
