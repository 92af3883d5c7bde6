// Sends events to the configured endpoints: signed, one delivery per endpoint, retried with a
// doubling delay (bounded by maxAttempts) while the endpoint fails. Deliveries live in the store,
// so a restart picks up the ones still pending.
import type { FastifyBaseLogger } from 'fastify';
import type { WebhookRetryPolicy } from '../config.js';
import { type Clock, unixSeconds } from '../lib/clock.js';
import { newId } from '../lib/ids.js';
import type { RequestOrigin } from '../sandbox-context.js';
import type { SandboxStore } from '../state/sandbox-store.js';
import { signPayload } from './sign-payload.js';
import type { EventObject, EventType, WebhookDelivery } from './types.js';

export interface WebhookDispatcherOptions {
  store: SandboxStore;
  clock: Clock;
  endpoints: readonly string[];
  secret: string;
  retry: WebhookRetryPolicy;
  log: FastifyBaseLogger;
}

/** Delay before attempt `attempts + 1`: base, 2×base, 4×base, … capped at maxDelayMs. */
export function retryDelayMs(retry: WebhookRetryPolicy, attempts: number): number {
  return Math.min(retry.baseDelayMs * 2 ** (attempts - 1), retry.maxDelayMs);
}

function describeFailure(error: unknown): string {
  if (error instanceof Error) {
    const cause = (error as Error & { cause?: { code?: string; message?: string } }).cause;
    return cause?.code ?? cause?.message ?? error.message;
  }
  return String(error);
}

export class WebhookDispatcher {
  private readonly timers = new Map<string, NodeJS.Timeout>();
  private readonly inFlight = new Map<string, AbortController>();
  private readonly attempts = new Set<Promise<void>>();
  private closed = false;

  constructor(private readonly options: WebhookDispatcherOptions) {}

  /**
   * Records an event and queues a delivery to every endpoint. The caller saves the store, so the
   * event and the change that caused it are written together.
   */
  publish(
    type: EventType,
    object: unknown,
    meta: { apiVersion: string; origin: RequestOrigin },
  ): EventObject {
    const { store, clock, endpoints } = this.options;
    const event: EventObject = {
      id: newId('evt'),
      object: 'event',
      api_version: meta.apiVersion,
      created: unixSeconds(clock),
      data: { object },
      livemode: false,
      pending_webhooks: endpoints.length,
      request: { id: meta.origin.requestId, idempotency_key: meta.origin.idempotencyKey },
      type,
    };
    store.events.set(event.id, event);
    for (const endpoint of endpoints) {
      const delivery: WebhookDelivery = {
        id: newId('whd'),
        eventId: event.id,
        endpoint,
        attempts: 0,
        status: 'pending',
        nextAttemptAt: clock.now(),
        lastError: null,
      };
      store.deliveries.set(delivery.id, delivery);
      this.schedule(delivery, 0);
    }
    return event;
  }

  /** Resumes deliveries left pending by an earlier run (state file). */
  resumePending(): void {
    const now = this.options.clock.now();
    for (const delivery of this.options.store.deliveries.values()) {
      if (delivery.status === 'pending' && !this.timers.has(delivery.id)) {
        this.schedule(delivery, Math.max(0, delivery.nextAttemptAt - now));
      }
    }
  }

  /** Stops sending: cancels timers and aborts attempts under way (they stay pending in the store). */
  async close(): Promise<void> {
    this.closed = true;
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
    for (const controller of this.inFlight.values()) controller.abort();
    await Promise.allSettled([...this.attempts]);
  }

  private schedule(delivery: WebhookDelivery, delayMs: number): void {
    if (this.closed) return;
    const timer = setTimeout(() => {
      this.timers.delete(delivery.id);
      const attempt = this.attempt(delivery).finally(() => this.attempts.delete(attempt));
      this.attempts.add(attempt);
    }, delayMs);
    timer.unref();
    this.timers.set(delivery.id, timer);
  }

  private async attempt(delivery: WebhookDelivery): Promise<void> {
    const { store, clock, secret, retry, log } = this.options;
    const event = store.events.get(delivery.eventId);
    if (!event || delivery.status !== 'pending' || this.closed) return;

    // Each attempt is signed afresh, so its timestamp is current (the receiver checks its age).
    const payload = JSON.stringify(event, null, 2);
    const controller = new AbortController();
    const timeout = setTimeout(() => controller.abort(), retry.timeoutMs);
    this.inFlight.set(delivery.id, controller);
    let failure: string | null = null;
    try {
      const response = await fetch(delivery.endpoint, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json; charset=utf-8',
          'User-Agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
          'Stripe-Signature': signPayload(payload, secret, unixSeconds(clock)),
        },
        body: payload,
        redirect: 'manual',
        signal: controller.signal,
      });
      await response.arrayBuffer().catch(() => undefined);
      if (!response.ok) failure = `HTTP ${response.status}`;
    } catch (error) {
      failure = controller.signal.aborted && !this.closed ? 'timed out' : describeFailure(error);
    } finally {
      clearTimeout(timeout);
      this.inFlight.delete(delivery.id);
    }
    // Shut down mid-attempt: leave the delivery pending for the next start.
    if (this.closed) return;

    delivery.attempts += 1;
    delivery.lastError = failure;
    const context = {
      eventId: event.id,
      type: event.type,
      endpoint: delivery.endpoint,
      attempt: delivery.attempts,
    };
    if (failure === null) {
      delivery.status = 'succeeded';
      event.pending_webhooks = Math.max(0, event.pending_webhooks - 1);
      log.info(context, 'webhook delivered');
    } else if (delivery.attempts >= retry.maxAttempts) {
      delivery.status = 'failed';
      log.warn({ ...context, failure }, 'webhook delivery failed; no retries left');
    } else {
      const delay = retryDelayMs(retry, delivery.attempts);
      delivery.nextAttemptAt = clock.now() + delay;
      log.warn({ ...context, failure, retryInMs: delay }, 'webhook delivery failed; will retry');
      this.schedule(delivery, delay);
    }
    store.save();
  }
}
