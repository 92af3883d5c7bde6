// The checkout session and line item objects, in the provider's shape (the fields the store uses).

export type CheckoutSessionStatus = 'open' | 'complete' | 'expired';

/** A line item (`object: 'item'`) with the price built from `price_data`. */
export interface LineItemObject {
  id: string;
  object: 'item';
  amount_discount: number;
  amount_subtotal: number;
  amount_tax: number;
  amount_total: number;
  currency: string;
  description: string;
  price: {
    id: string;
    object: 'price';
    active: boolean;
    currency: string;
    livemode: false;
    product: string;
    type: 'one_time';
    unit_amount: number;
    unit_amount_decimal: string;
  };
  quantity: number;
}

export interface CustomerDetails {
  email: string;
  name: string | null;
  phone: string | null;
  address: null;
  tax_exempt: 'none';
  tax_ids: [];
}

/** A checkout session as the API returns it (`url` is only set while the session is open). */
export interface CheckoutSessionObject {
  id: string;
  object: 'checkout.session';
  amount_subtotal: number;
  amount_total: number;
  cancel_url: string | null;
  client_reference_id: string | null;
  created: number;
  currency: string;
  customer: null;
  customer_details: CustomerDetails | null;
  customer_email: string | null;
  expires_at: number;
  livemode: false;
  metadata: Record<string, string>;
  mode: 'payment';
  payment_intent: string | null;
  payment_method_types: ['card'];
  payment_status: 'unpaid' | 'paid';
  status: CheckoutSessionStatus;
  success_url: string;
  total_details: { amount_discount: number; amount_shipping: number; amount_tax: number };
  ui_mode: 'hosted';
  url: string | null;
}

/** What the sandbox keeps per session: the object (without its derived `url`) and what it needs later. */
export interface StoredCheckoutSession {
  session: Omit<CheckoutSessionObject, 'url'>;
  lineItems: LineItemObject[];
  /** `payment_intent_data` given at creation, applied to the payment intent on payment. */
  paymentIntentData: { metadata: Record<string, string>; description: string | null };
  /** The API version the session was created with; its events carry it. */
  apiVersion: string;
  /** Secret of the hosted page's form: a POST without it (e.g. from another site) pays nothing. */
  formToken: string;
}
