// The outbox worker against a real SMTP server (MailDev) on both databases: what is queued and
// committed arrives once, rolled-back messages never do, failures are retried with backoff and
// given up on, and two workers share one queue without sending anything twice.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { after, before, beforeEach, it } from 'node:test';
import { storeConfigs } from '@storefront/contract';
import { pino } from 'pino';
import {
  describeOnEachDatabase,
  describeOnEachDatabaseAndPgBouncer,
} from '../../testing/test-app.js';
import { createTestInbox, freePort, type TestInbox } from '../../testing/maildev.js';
import { createSmtpMailer, type Mailer } from './mailer.js';
import type { OutboxMessage } from './messages.js';
import { createOutboxRepository } from './repository.js';
import { emailColors } from './templates.js';
import {
  createOutboxWorker,
  OUTBOX_DEFAULTS,
  retryDelayMs,
  type OutboxWorkerOptions,
} from './worker.js';

const hvac = storeConfigs.hvac;

let inbox: TestInbox;
before(async () => {
  inbox = await createTestInbox();
  await inbox.start();
});
after(async () => {
  await inbox.dispose();
});

/** A logger whose lines the test can read: nothing personal may be in them. */
function capturedLog() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { log: pino({ level: 'info' }, stream), lines };
}

function contactMessage(subject: string, storeId = 'hvac'): OutboxMessage {
  return {
    topic: 'contact.message',
    storeId,
    payload: {
      name: '<script>alert("x")</script> Pat',
      email: 'pat@example.com',
      subject,
      message: 'Do you stock 40/5 µF capacitors?\nThanks & regards',
    },
  };
}

/** The SMTP mailer at `url` with the limits of the default lease. */
const smtpMailer = (url: string, leaseMs: number = OUTBOX_DEFAULTS.leaseMs) =>
  createSmtpMailer(url, { leaseMs });

describeOnEachDatabaseAndPgBouncer('outbox worker', (context) => {
  function worker(overrides: Partial<OutboxWorkerOptions> = {}) {
    return createOutboxWorker({
      db: context().db,
      mailer: smtpMailer(inbox.smtpUrl),
      log: capturedLog().log,
      from: null,
      pollMs: 60_000,
      maxAttempts: 12,
      ...overrides,
    });
  }

  async function queue(message: OutboxMessage): Promise<number> {
    return createOutboxRepository(context().db).add(message);
  }

  async function row(id: number) {
    return context()
      .db.selectFrom('outbox')
      .select(['attempts', 'last_error', 'sent_at', 'failed_at', 'available_at'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  }

  /** Lets a message waiting for its retry be due now, as time would. */
  async function makeDue(id: number) {
    await context()
      .db.updateTable('outbox')
      .set({ available_at: new Date(Date.now() - 1000) })
      .where('id', '=', id)
      .execute();
  }

  beforeEach(async () => {
    await worker().drain();
    await inbox.clear();
  });

  it('delivers a queued message in the store name and colours, with every value escaped', async () => {
    const subject = `Capacitors ${randomUUID()}`;
    const id = await queue(contactMessage(subject));
    await worker().drain();

    const [email, ...others] = await inbox.received(subject);
    assert.equal(others.length, 0);
    assert.ok(email);
    assert.equal(email.subject, `Contact form: ${subject}`);
    assert.deepEqual(
      email.to.map((to) => to.address),
      [hvac.contact.email],
    );
    assert.deepEqual(
      email.replyTo?.map((to) => to.address),
      ['pat@example.com'],
    );
    assert.deepEqual(email.from, [{ address: hvac.contact.email, name: hvac.name }]);
    assert.ok(email.html.includes(hvac.name));
    assert.ok(email.html.includes(emailColors(hvac).primary), 'the header has the store colour');
    assert.ok(email.html.includes('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; Pat'));
    assert.ok(!email.html.includes('<script>'));
    assert.ok(email.html.includes('Thanks &amp; regards'));
    assert.ok(email.text.includes('<script>alert("x")</script> Pat'), 'plain text is not escaped');
    assert.ok(email.text.includes(hvac.contact.phone));
    assert.notEqual((await row(id)).sent_at, null);
  });

  it('never sends a message queued in a transaction that rolled back', async () => {
    const subject = `Rolled back ${randomUUID()}`;
    await assert.rejects(
      context()
        .db.transaction()
        .execute(async (trx) => {
          await createOutboxRepository(trx).add(contactMessage(subject));
          throw new Error('the order failed');
        }),
      /the order failed/,
    );
    assert.equal(await worker().drain(), 0);
    assert.deepEqual(await inbox.received(subject, 1, 300), []);
  });

  it('keeps a message while SMTP is down, retries it later and delivers it once SMTP is up', async () => {
    const downUrl = `smtp://127.0.0.1:${await freePort()}`;
    const subject = `Down ${randomUUID()}`;
    const id = await queue(contactMessage(subject));
    const before = Date.now();
    const { log, lines } = capturedLog();
    await worker({ mailer: smtpMailer(downUrl), log }).drain();

    const failed = await row(id);
    assert.equal(failed.attempts, 1);
    assert.equal(failed.sent_at, null);
    assert.equal(failed.failed_at, null);
    assert.match(failed.last_error ?? '', /ECONNREFUSED|connect/i);
    const retryIn = failed.available_at.getTime() - before;
    assert.ok(retryIn >= retryDelayMs(1) - 2000, `retried after ${retryIn} ms`);
    // Not due yet: the next drain leaves it alone.
    assert.equal(await worker().drain(), 0);
    assert.ok(lines.join('').includes(`"outboxId":${id}`));
    assert.ok(!lines.join('').includes('pat@example.com'), 'no address in the logs');

    await makeDue(id);
    await worker().drain();
    assert.equal((await inbox.received(subject)).length, 1);
    const sent = await row(id);
    assert.notEqual(sent.sent_at, null);
    assert.equal(sent.attempts, 1);
  });

  it('gives up after the maximum number of attempts and logs the id and topic only', async () => {
    const downUrl = `smtp://127.0.0.1:${await freePort()}`;
    const id = await queue(contactMessage(`Never ${randomUUID()}`));
    const { log, lines } = capturedLog();
    const failing = worker({ mailer: smtpMailer(downUrl), log, maxAttempts: 3 });
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      await failing.drain();
      await makeDue(id);
    }
    const given = await row(id);
    assert.equal(given.attempts, 3);
    assert.notEqual(given.failed_at, null);
    assert.equal(given.sent_at, null);
    // Given up: even a working SMTP server does not get it.
    assert.equal(await worker().drain(), 0);
    const errorLine = lines.find((line) => line.includes('given up after too many'));
    assert.ok(errorLine);
    assert.deepEqual(
      {
        level: JSON.parse(errorLine).level,
        outboxId: JSON.parse(errorLine).outboxId,
        topic: JSON.parse(errorLine).topic,
      },
      { level: 50, outboxId: id, topic: 'contact.message' },
    );
    assert.ok(!lines.join('').includes('pat@example.com'));
  });

  it('marks a message whose topic has no template as failed without retrying it', async () => {
    const { id } = await context()
      .db.insertInto('outbox')
      .values({ store_id: 'hvac', topic: 'order.unheard-of', payload: JSON.stringify({}) })
      .returning('id')
      .executeTakeFirstOrThrow();
    await worker().drain();
    const failed = await row(id);
    assert.notEqual(failed.failed_at, null);
    assert.equal(failed.attempts, 0);
    assert.match(failed.last_error ?? '', /no template for topic order\.unheard-of/);
    await makeDue(id);
    assert.equal(await worker().drain(), 0);
  });

  it('sends a message whose worker died after claiming it within a minute, once', async () => {
    assert.ok(
      OUTBOX_DEFAULTS.leaseMs <= 50_000,
      `a claimed message waits ${OUTBOX_DEFAULTS.leaseMs} ms for a dead worker: the lease plus a poll must stay under a minute`,
    );
    // The same, with a lease short enough for a test.
    const leaseMs = 4000;
    const subject = `Orphaned ${randomUUID()}`;
    const id = await queue(contactMessage(subject));
    // This worker claims the message, then hangs in the send for good, as a process that froze or
    // died mid-send: it never marks the message.
    const frozen: Mailer = {
      send: () => new Promise<void>(() => {}),
      close() {},
      sendLimitMs: smtpMailer(inbox.smtpUrl, leaseMs).sendLimitMs,
    };
    void worker({ mailer: frozen, leaseMs }).drain();
    for (let tries = 0; (await row(id)).available_at.getTime() <= Date.now(); tries += 1) {
      assert.ok(tries < 100, 'the first worker claimed the message');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const claimedAt = Date.now();

    // Another process's worker, polling as the app's does.
    const survivor = worker({ mailer: smtpMailer(inbox.smtpUrl, leaseMs), leaseMs, pollMs: 200 });
    survivor.start();
    try {
      const [email] = await inbox.received(subject, 1, leaseMs + 10_000);
      assert.ok(email, "the message went out after the dead worker's lease");
      const waitedMs = Date.now() - claimedAt;
      assert.ok(waitedMs < leaseMs + 5000, `sent ${waitedMs} ms after the claim`);
    } finally {
      await survivor.stop();
    }
    assert.equal((await inbox.received(subject, 2, 500)).length, 1, 'sent once');
    assert.notEqual((await row(id)).sent_at, null);
  });

  it('sends each message exactly once when two workers drain the same queue at once', async () => {
    const subject = `Concurrent ${randomUUID()}`;
    for (let n = 0; n < 24; n += 1) await queue(contactMessage(`${subject} #${n}.`));
    const claimed = await Promise.all([
      worker({ batchSize: 3 }).drain(),
      worker({ batchSize: 3 }).drain(),
    ]);
    assert.equal(claimed[0] + claimed[1], 24);
    const subjects = (await inbox.received(subject, 24)).map((email) => email.subject).sort();
    assert.equal(subjects.length, 24);
    assert.equal(new Set(subjects).size, 24);
  });
});

describeOnEachDatabase(
  'outbox worker in the app',
  (context) => {
    it('starts with the app and sends a message soon after it is queued, without waiting for the poll', async () => {
      const subject = `Woken ${randomUUID()}`;
      await createOutboxRepository(context().app.db).add(contactMessage(subject, 'parts'));
      // Well before the next poll, ten minutes away.
      const emails = await inbox.received(subject, 1, 5000);
      assert.equal(emails.length, 1);
      assert.deepEqual(emails[0]?.from, [
        { address: 'outbox@example.com', name: storeConfigs.parts.name },
      ]);
    });
  },
  {
    get env() {
      // A poll far longer than the test: only the wake-up can deliver in time.
      return { SMTP_URL: inbox.smtpUrl, OUTBOX_POLL_MS: '600000', MAIL_FROM: 'outbox@example.com' };
    },
  },
);
