// What the features share: configuration, state, clock and the webhook dispatcher.
import type { SandboxConfig } from './config.js';
import type { Clock } from './lib/clock.js';
import type { SandboxStore } from './state/sandbox-store.js';
import type { WebhookDispatcher } from './webhooks/webhook-dispatcher.js';

export interface SandboxContext {
  config: SandboxConfig;
  store: SandboxStore;
  clock: Clock;
  webhooks: WebhookDispatcher;
  /** Origin of the hosted payment page, e.g. `http://localhost:4242`. */
  publicUrl(): string;
}

/** Who asked for a change, as events record it (`request.id`, `request.idempotency_key`). */
export interface RequestOrigin {
  requestId: string | null;
  idempotencyKey: string | null;
}

/** A change the shopper or a timer made, not an API request. */
export const automaticOrigin: RequestOrigin = { requestId: null, idempotencyKey: null };
