// Delivers the outbox: polls for due messages, claims a batch (a short transaction that leases them
// to this worker), then renders and sends each one outside any transaction and marks it sent, or
// schedules a retry with exponential backoff, or gives up. Safe with several API processes.
import type { FastifyBaseLogger } from 'fastify';
import { isStoreId, storeConfigs } from '@storefront/contract';
import type { Db } from '../../db/connection.js';
import { DEFAULT_OUTBOX_LEASE_MS } from '../../config.js';
import type { Mailer, OutgoingEmail } from './mailer.js';
import { createOutboxRepository, outboxQueued, type ClaimedMessage } from './repository.js';
import { renderEmail, UnrenderableMessageError } from './templates.js';

export const OUTBOX_DEFAULTS = {
  batchSize: 10,
  /**
   * How long a claimed batch is this worker's: a message claimed by a process that then died goes
   * out after this (plus a poll), well within a minute. The mailer's limits fit one send in it.
   */
  leaseMs: DEFAULT_OUTBOX_LEASE_MS,
  firstRetryMs: 10_000,
  maxRetryMs: 60 * 60_000,
  /** A message queued in this process is looked for this soon, not at the next poll. */
  wakeDelayMs: 50,
} as const;

/** Backoff after the n-th failed attempt: 10 s, 20 s, 40 s ... capped at one hour. */
export function retryDelayMs(failures: number, firstMs: number = OUTBOX_DEFAULTS.firstRetryMs) {
  return Math.min(firstMs * 2 ** Math.max(0, failures - 1), OUTBOX_DEFAULTS.maxRetryMs);
}

const MAX_ERROR_LENGTH = 1000;

export interface OutboxWorkerOptions {
  db: Db;
  mailer: Mailer;
  log: FastifyBaseLogger;
  /** Sender for every store; null: the store's contact address. */
  from: string | null;
  pollMs: number;
  maxAttempts: number;
  batchSize?: number;
  leaseMs?: number;
}

export function createOutboxWorker(options: OutboxWorkerOptions) {
  const { db, mailer, log, from, pollMs, maxAttempts } = options;
  const batchSize = options.batchSize ?? OUTBOX_DEFAULTS.batchSize;
  const leaseMs = options.leaseMs ?? OUTBOX_DEFAULTS.leaseMs;
  const outbox = createOutboxRepository(db);

  let stopped = true;
  /** Set by stop(): a drain in progress ends after the message it is sending. */
  let closing = false;
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<void> | undefined;
  let wakeWhenDone = false;

  /** Personal data (addresses, payloads) stays out of the logs: the id and topic identify it. */
  const about = (message: ClaimedMessage) => ({
    outboxId: message.id,
    topic: message.topic,
    attempts: message.attempts,
  });

  function compose(message: ClaimedMessage): OutgoingEmail {
    const store =
      message.storeId && isStoreId(message.storeId) ? storeConfigs[message.storeId] : undefined;
    if (!store) throw new UnrenderableMessageError(`unknown store ${message.storeId ?? '(none)'}`);
    return {
      ...renderEmail(message.topic, message.payload, store),
      from: { name: store.name, address: from ?? store.contact.email },
    };
  }

  async function deliver(message: ClaimedMessage): Promise<void> {
    let email: OutgoingEmail;
    try {
      email = compose(message);
    } catch (error) {
      // A message that cannot be rendered never will be: no retries.
      const reason = error instanceof Error ? error.message : String(error);
      await outbox.markFailed(message.id, reason.slice(0, MAX_ERROR_LENGTH), {
        countAttempt: false,
      });
      log.error(about(message), `outbox message not sent and given up: ${reason}`);
      return;
    }
    try {
      await mailer.send(email);
    } catch (error) {
      const reason = (error instanceof Error ? error.message : String(error)).slice(
        0,
        MAX_ERROR_LENGTH,
      );
      const failures = message.attempts + 1;
      if (failures >= maxAttempts) {
        await outbox.markFailed(message.id, reason, { countAttempt: true });
        log.error(
          { ...about(message), attempts: failures },
          'outbox message given up after too many failed attempts',
        );
      } else {
        const retryInMs = retryDelayMs(failures);
        await outbox.markRetry(message.id, reason, retryInMs);
        log.warn(
          { ...about(message), attempts: failures, retryInMs },
          'outbox message not sent, will retry',
        );
      }
      return;
    }
    await outbox.markSent(message.id);
  }

  /** Sends every due message; resolves with how many were claimed. */
  async function drain(): Promise<number> {
    let claimed = 0;
    for (;;) {
      // Taken before the claim, so it is never later than the lease the database recorded.
      const leaseEnds = Date.now() + leaseMs;
      const batch = await outbox.claim(batchSize, leaseMs);
      claimed += batch.length;
      for (const message of batch) {
        // What is left of the batch is freed when the lease ends; sending it later could overlap
        // with another worker that took it then.
        if (closing) break;
        if (Date.now() + mailer.sendLimitMs > leaseEnds) break;
        await deliver(message);
      }
      if (batch.length < batchSize || closing) return claimed;
    }
  }

  function schedule(delayMs: number) {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(run, delayMs);
  }

  function run() {
    timer = undefined;
    wakeWhenDone = false;
    current = drain()
      .then(
        () => undefined,
        (error: unknown) => log.error({ err: error }, 'outbox worker could not read the queue'),
      )
      .finally(() => {
        current = undefined;
        schedule(wakeWhenDone ? OUTBOX_DEFAULTS.wakeDelayMs : pollMs);
      });
  }

  function wake() {
    if (current) wakeWhenDone = true;
    else schedule(OUTBOX_DEFAULTS.wakeDelayMs);
  }

  return {
    drain,
    start() {
      if (!stopped) return;
      stopped = false;
      closing = false;
      outboxQueued.on('queued', wake);
      schedule(0);
    },
    /** Stops polling and waits for the message being sent, if any. */
    async stop() {
      stopped = true;
      closing = true;
      outboxQueued.off('queued', wake);
      clearTimeout(timer);
      timer = undefined;
      await current;
    },
  };
}

export type OutboxWorker = ReturnType<typeof createOutboxWorker>;
