// The outbox module: other domains queue messages with `createOutboxRepository(trx).add(...)`; this
// plugin runs the worker that sends them while the app is up (only when SMTP_URL is set).
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { MailConfig } from '../../config.js';
import { createSmtpMailer } from './mailer.js';
import { createOutboxWorker } from './worker.js';

export { courtesyEmails } from './courtesy-emails.js';
export { createOutboxRepository } from './repository.js';
export type {
  AccountMessages,
  MessageAddress,
  OutboxMessage,
  OutboxTopic,
  OutboxTopics,
} from './messages.js';
export { renderEmail } from './templates.js';
export { retryDelayMs } from './worker.js';

export const outboxWorker = fp(
  async function outboxWorker(app: FastifyInstance, config: MailConfig) {
    if (!config.smtpUrl) {
      app.log.info('SMTP_URL is not set: e-mails stay queued in the outbox until it is');
      app.dependencies.turnOff('mail');
      return;
    }
    const mailer = createSmtpMailer(config.smtpUrl, {
      leaseMs: config.leaseMs,
      onOutcome: (reached) => app.dependencies.report('mail', reached),
    });
    const worker = createOutboxWorker({
      db: app.db,
      mailer,
      log: app.log.child({ module: 'outbox' }),
      from: config.from,
      pollMs: config.pollMs,
      maxAttempts: config.maxAttempts,
      leaseMs: config.leaseMs,
    });
    app.addHook('onReady', async () => worker.start());
    // Before onClose, where the database closes: the message being sent is finished and marked.
    app.addHook('preClose', async () => {
      await worker.stop();
      mailer.close();
    });
  },
  { name: 'outbox-worker', dependencies: ['database', 'dependency-status'] },
);
