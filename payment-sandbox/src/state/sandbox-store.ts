// The sandbox's state: provider objects in memory, optionally mirrored to a JSON file so a restart
// (even in the middle of a payment) keeps sessions, payments, refunds, pending webhooks and
// idempotent responses.
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { IdempotentResponse } from '../api/idempotency-types.js';
import type { StoredCheckoutSession } from '../checkout-sessions/types.js';
import { newFormToken } from '../hosted-page/form-guard.js';
import type { PaymentIntentObject } from '../payment-intents/types.js';
import type { RefundObject } from '../refunds/types.js';
import type { EventObject, WebhookDelivery } from '../webhooks/types.js';

const STATE_VERSION = 1;

interface StateFile {
  version: number;
  sessions: StoredCheckoutSession[];
  paymentIntents: PaymentIntentObject[];
  refunds: RefundObject[];
  events: EventObject[];
  deliveries: WebhookDelivery[];
  idempotency: Array<[string, IdempotentResponse]>;
}

export class SandboxStore {
  readonly sessions = new Map<string, StoredCheckoutSession>();
  readonly paymentIntents = new Map<string, PaymentIntentObject>();
  readonly refunds = new Map<string, RefundObject>();
  readonly events = new Map<string, EventObject>();
  readonly deliveries = new Map<string, WebhookDelivery>();
  readonly idempotency = new Map<string, IdempotentResponse>();

  /** @param file JSON file to load from and save to; without one the state lives in memory only. */
  constructor(readonly file?: string) {
    if (file) this.load(file);
  }

  private load(file: string): void {
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw error;
    }
    let state: StateFile;
    try {
      state = JSON.parse(text) as StateFile;
    } catch (error) {
      // Refuse to start rather than silently drop sessions a shopper may be paying right now.
      throw new Error(
        `The sandbox state file ${file} is not valid JSON: ${(error as Error).message}`,
      );
    }
    if (state.version !== STATE_VERSION) {
      throw new Error(
        `The sandbox state file ${file} has version ${String(state.version)}; this sandbox reads version ${STATE_VERSION}.`,
      );
    }
    for (const stored of state.sessions) {
      // Files written before the hosted page's form had a token: give those sessions one.
      stored.formToken ??= newFormToken();
      this.sessions.set(stored.session.id, stored);
    }
    for (const intent of state.paymentIntents) this.paymentIntents.set(intent.id, intent);
    for (const refund of state.refunds) this.refunds.set(refund.id, refund);
    for (const event of state.events) this.events.set(event.id, event);
    for (const delivery of state.deliveries) this.deliveries.set(delivery.id, delivery);
    for (const [key, response] of state.idempotency) this.idempotency.set(key, response);
  }

  /** Writes the whole state (atomically: temp file, then rename) when a state file is configured. */
  save(): void {
    if (!this.file) return;
    const state: StateFile = {
      version: STATE_VERSION,
      sessions: [...this.sessions.values()],
      paymentIntents: [...this.paymentIntents.values()],
      refunds: [...this.refunds.values()],
      events: [...this.events.values()],
      deliveries: [...this.deliveries.values()],
      idempotency: [...this.idempotency.entries()],
    };
    mkdirSync(path.dirname(this.file), { recursive: true });
    const temporary = `${this.file}.${process.pid}.tmp`;
    writeFileSync(temporary, JSON.stringify(state));
    renameSync(temporary, this.file);
  }
}
