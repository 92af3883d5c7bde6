/** A succeeded card payment, created when a checkout session is paid. */
export interface PaymentIntentObject {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_capturable: number;
  amount_received: number;
  capture_method: 'automatic';
  created: number;
  currency: string;
  description: string | null;
  latest_charge: string;
  livemode: false;
  metadata: Record<string, string>;
  payment_method: string;
  payment_method_types: ['card'];
  receipt_email: string | null;
  status: 'succeeded';
}
