import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { buildSandbox } from '../app.js';
import {
  formTokenOf,
  sessionParams,
  startTestSandbox,
  submitPaymentForm,
} from '../testing/sandbox-client.js';
import { startWebhookReceiver } from '../testing/webhook-receiver.js';

describe('state file', () => {
  let directory: string;
  before(async () => {
    directory = await mkdtemp(path.join(tmpdir(), 'payment-sandbox-'));
  });
  after(() => rm(directory, { recursive: true, force: true }));

  it('keeps sessions, payments, refunds and idempotent responses across a restart', async () => {
    const stateFile = path.join(directory, 'restart.json');
    const first = await startTestSandbox({ config: { stateFile } });
    const open = await first.stripe.checkout.sessions.create(sessionParams(), {
      idempotencyKey: 'order-7',
    });
    const paid = await first.stripe.checkout.sessions.create(
      sessionParams({ client_reference_id: 'order-8' }),
    );
    await submitPaymentForm(paid.url!);
    const paymentIntent = String(
      (await first.stripe.checkout.sessions.retrieve(paid.id)).payment_intent,
    );
    const refund = await first.stripe.refunds.create({
      payment_intent: paymentIntent,
      amount: 500,
    });
    const pageTokenBeforeRestart = await formTokenOf(open.url!);
    await first.sandbox.close();

    const second = await startTestSandbox({ config: { stateFile } });
    try {
      const reopened = await second.stripe.checkout.sessions.retrieve(open.id);
      assert.equal(reopened.status, 'open');
      assert.equal(reopened.amount_total, open.amount_total);
      assert.deepEqual(reopened.metadata, open.metadata);
      assert.equal(
        reopened.url,
        `${second.sandbox.url}/pay/${open.id}`,
        'the page is on the new server',
      );
      const items = await second.stripe.checkout.sessions.listLineItems(open.id);
      assert.equal(items.data.length, 2);

      const replayed = await second.stripe.checkout.sessions.create(sessionParams(), {
        idempotencyKey: 'order-7',
      });
      assert.equal(replayed.id, open.id, 'the idempotent response survived');

      const stillPaid = await second.stripe.checkout.sessions.retrieve(paid.id);
      assert.equal(stillPaid.payment_status, 'paid');
      assert.equal(stillPaid.payment_intent, paymentIntent);
      assert.equal((await second.stripe.refunds.retrieve(refund.id)).amount, 500);
      const over = await second.stripe.refunds
        .create({ payment_intent: paymentIntent, amount: paid.amount_total! })
        .catch((error: Error) => error);
      assert.match(
        (over as Error).message,
        /greater than unrefunded amount/,
        'refunds are remembered',
      );

      // A shopper who had the page open before the restart can still pay.
      const response = await submitPaymentForm(
        reopened.url!,
        {},
        { formToken: pageTokenBeforeRestart! },
      );
      assert.equal(response.status, 303);
      assert.equal((await second.stripe.checkout.sessions.retrieve(open.id)).status, 'complete');
    } finally {
      await second.sandbox.close();
    }
  });

  it('gives sessions from a state file written before form tokens one, so they can be paid', async () => {
    const stateFile = path.join(directory, 'tokenless.json');
    const first = await startTestSandbox({ config: { stateFile } });
    const session = await first.stripe.checkout.sessions.create(sessionParams());
    await first.sandbox.close();
    const state = JSON.parse(await readFile(stateFile, 'utf8')) as {
      sessions: { formToken?: string }[];
    };
    for (const stored of state.sessions) delete stored.formToken;
    await writeFile(stateFile, JSON.stringify(state));

    const second = await startTestSandbox({ config: { stateFile } });
    try {
      const reopened = await second.stripe.checkout.sessions.retrieve(session.id);
      assert.equal((await submitPaymentForm(reopened.url!)).status, 303);
    } finally {
      await second.sandbox.close();
    }
  });

  it('resumes a webhook delivery that was still being retried', async () => {
    const stateFile = path.join(directory, 'webhooks.json');
    const receiver = await startWebhookReceiver([500, 200]);
    const config = {
      stateFile,
      webhookEndpoints: [receiver.url],
      webhookRetry: { baseDelayMs: 200, maxAttempts: 5 },
    };
    const first = await startTestSandbox({ config });
    try {
      const session = await first.stripe.checkout.sessions.create(sessionParams());
      await submitPaymentForm(session.url!);
      await receiver.waitFor(1);
      const deliveries = first.sandbox.app.sandbox.store.deliveries;
      while ([...deliveries.values()][0]?.attempts !== 1) {
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      await first.sandbox.close();

      const restartedAt = Date.now();
      const second = await startTestSandbox({ config });
      try {
        const [failed, resumed] = await receiver.waitFor(2);
        const signature = (delivery: typeof failed) =>
          String(delivery!.headers['stripe-signature']);
        const before = second.stripe.webhooks.constructEvent(
          failed!.body,
          signature(failed),
          second.sandbox.webhookSecret,
        );
        const after = second.stripe.webhooks.constructEvent(
          resumed!.body,
          signature(resumed),
          second.sandbox.webhookSecret,
        );
        assert.equal(after.id, before.id);
        assert.ok(resumed!.receivedAt >= restartedAt, 'the restarted sandbox sent the retry');
        assert.equal(after.type, 'checkout.session.completed');
      } finally {
        await second.sandbox.close();
      }
    } finally {
      await receiver.close();
    }
  });

  it('refuses to start on a state file it cannot read, rather than drop sessions', async () => {
    const broken = path.join(directory, 'broken.json');
    await writeFile(broken, '{"version": 1, "sessions": [');
    assert.throws(() => buildSandbox({ config: { stateFile: broken } }), /is not valid JSON/);

    const future = path.join(directory, 'future.json');
    await writeFile(future, JSON.stringify({ version: 99 }));
    assert.throws(() => buildSandbox({ config: { stateFile: future } }), /has version 99/);
  });

  it('starts empty when the state file does not exist yet, and creates it', async () => {
    const fresh = path.join(directory, 'nested', 'fresh.json');
    const { sandbox, stripe } = await startTestSandbox({ config: { stateFile: fresh } });
    try {
      await stripe.checkout.sessions.create(sessionParams());
      const state = JSON.parse(await readFile(fresh, 'utf8')) as {
        version: number;
        sessions: unknown[];
      };
      assert.equal(state.version, 1);
      assert.equal(state.sessions.length, 1);
    } finally {
      await sandbox.close();
    }
  });
});
