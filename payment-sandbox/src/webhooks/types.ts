export type EventType = 'checkout.session.completed' | 'checkout.session.expired';

/** An event as the provider sends it to webhook endpoints. */
export interface EventObject {
  id: string;
  object: 'event';
  api_version: string;
  created: number;
  data: { object: unknown };
  livemode: false;
  pending_webhooks: number;
  request: { id: string | null; idempotency_key: string | null };
  type: EventType;
}

/** One event on its way to one endpoint. */
export interface WebhookDelivery {
  id: string;
  eventId: string;
  endpoint: string;
  attempts: number;
  status: 'pending' | 'succeeded' | 'failed';
  /** When the next attempt is due (ms since the epoch); meaningful while pending. */
  nextAttemptAt: number;
  lastError: string | null;
}
